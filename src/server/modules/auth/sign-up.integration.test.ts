import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { todayIn } from '../../../shared/dates.ts';
import { couples, outboxEmails, users, weddings } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { insertGiftPayment } from '../../testing/gift-payments.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { removeAbandonedSignUps } from './sign-up-service.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const password = 'Flor-de-Laranjeira9';
const nextYear = `${Number(todayIn().slice(0, 4)) + 1}`;
/** A valid step-2 profile. */
const profileBody = {
  name1: 'A',
  gender1: 'noiva',
  name2: 'B',
  gender2: 'noivo',
  weddingDate: `${nextYear}-01-01`,
};

async function signUp(
  b: ReturnType<typeof browser>,
  o: { email?: string; name1?: string; name2?: string; date?: string } = {},
) {
  const email = o.email ?? `${unique()}@exemplo.com`;
  expect((await b.post('public', '/api/signup/start', { email, acceptedTerms: true })).statusCode).toBe(201);
  const profile = await b.put('public', '/api/signup/profile', {
    name1: o.name1 ?? 'Ana',
    gender1: 'noiva',
    name2: o.name2 ?? 'Bia',
    gender2: 'noiva',
    weddingDate: o.date ?? `${nextYear}-06-20`,
  });
  expect(profile.statusCode).toBe(200);
  return {
    email,
    complete: () => b.post('public', '/api/signup/complete', { phone: '(11) 98765-4321', password }),
  };
}

describe('sign-up wizard API', () => {
  it('creates the account at step 1, the couple at step 2 and the wedding at step 3', async () => {
    const b = browser(app);
    const token = unique('n').replace(/\d/g, 'x');
    const { email, complete } = await signUp(b, {
      name1: `Júlia${token} Souza`,
      name2: 'Conceição',
      date: `${nextYear}-09-12`,
    });
    const res = await complete();
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toMatch(
      /^http:\/\/painel\.localhost:3000\/api\/auth\/handoff\/start\?from=public&next=%2Fonboarding$/,
    );

    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [couple] = await db.select().from(couples).where(eq(couples.userId, user!.id));
    expect(couple).toMatchObject({ phone: '11987654321', onboardingStep: 3, name1: `Júlia${token} Souza` });
    const [wedding] = await db.select().from(weddings).where(eq(weddings.coupleId, user!.id));
    // First names only: the short link (issue 20).
    expect(wedding?.slug).toBe(`julia${token}-e-conceicao`);
    expect(couple?.activeWeddingId).toBe(wedding?.id);

    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mails[0]?.text).toContain('http://painel.localhost:3000/verificar-email?token=');
  });

  it('lands signed in on the panel through the hand-off, and the code works once', async () => {
    const b = browser(app);
    const { complete } = await signUp(b);
    const start = new URL((await complete()).json().redirectTo);
    const issue = new URL(
      String((await b.get('painel', `${start.pathname}${start.search}`)).headers.location),
    );
    const url = new URL(String((await b.get('public', `${issue.pathname}${issue.search}`)).headers.location));
    const hop = await b.get('painel', `${url.pathname}${url.search}`);
    expect(hop.statusCode).toBe(302);
    expect(hop.headers.location).toBe('/onboarding');
    const session = await b.get('painel', '/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().couple).toMatchObject({ signUpStep: 3, onboardingCompleted: false });

    const replay = await b.get('painel', `${url.pathname}${url.search}`);
    expect(replay.headers.location).toBe('/entrar');
  });

  it('refuses an e-mail that exists, whatever its letter case', async () => {
    const email = `${unique()}@exemplo.com`;
    await createCoupleWithWedding(db, { email, name1: 'A', name2: 'B' });
    const b = browser(app);
    for (const variant of [email, email.toUpperCase(), ` ${email.replace(/^./, (c) => c.toUpperCase())} `]) {
      expect((await b.post('public', '/api/auth/pre-check', { email: variant })).json()).toEqual({
        exists: true,
      });
      const res = await b.post('public', '/api/signup/start', { email: variant, acceptedTerms: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(authMessages.emailInUse);
    }
    expect(
      (await b.post('public', '/api/auth/pre-check', { email: `${unique()}@exemplo.com` })).json(),
    ).toEqual({ exists: false });
  });

  it('validates steps 1 to 3 with the spec messages', async () => {
    const b = browser(app);
    const bad = await b.post('public', '/api/signup/start', { email: 'sem-arroba', acceptedTerms: true });
    expect(bad.json().error.message).toBe(authMessages.invalidEmail);
    const terms = await b.post('public', '/api/signup/start', {
      email: `${unique()}@exemplo.com`,
      acceptedTerms: false,
    });
    expect(terms.json().error.message).toBe(authMessages.acceptTerms);

    await b.post('public', '/api/signup/start', { email: `${unique()}@exemplo.com`, acceptedTerms: true });
    const missing = await b.put('public', '/api/signup/profile', { ...profileBody, name1: '' });
    expect(missing.json().error.message).toBe(authMessages.requiredFields);
    const past = await b.put('public', '/api/signup/profile', { ...profileBody, weddingDate: '2020-01-01' });
    expect(past.json().error.message).toBe(authMessages.pastWeddingDate);
    const early = await b.post('public', '/api/signup/complete', { password });
    expect(early.json().error.message).toBe(authMessages.requiredFields);

    await b.put('public', '/api/signup/profile', profileBody);
    const weak = await b.post('public', '/api/signup/complete', { password: 'semmaiuscula1!' });
    expect(weak.json().error.message).toBe(authMessages.weakPassword);
    const common = await b.post('public', '/api/signup/complete', { password: 'Senha@123' });
    expect(common.json().error.message).toBe(authMessages.commonPassword);
    const phone = await b.post('public', '/api/signup/complete', { password, phone: '123' });
    expect(phone.json().error.message).toBe(authMessages.invalidPhone);
  });

  it('refuses steps 2 and 3 without the step-1 session', async () => {
    const anonymous = browser(app);
    const res = await anonymous.put('public', '/api/signup/profile', profileBody);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(authMessages.userNotIdentified);
  });

  it('changes the unfinished account e-mail when the same browser goes back to step 1', async () => {
    const b = browser(app);
    const first = `${unique()}@exemplo.com`;
    const second = `${unique()}@exemplo.com`;
    await b.post('public', '/api/signup/start', { email: first, acceptedTerms: true });
    await b.post('public', '/api/signup/start', { email: second, acceptedTerms: true });
    const rows = await db.select({ email: users.email }).from(users).where(eq(users.email, first));
    expect(rows).toHaveLength(0);
    expect((await b.get('public', '/api/auth/session')).json().user.email).toBe(second);
  });

  it('suffixes the default slug past collisions', async () => {
    const name = unique('s').replace(/\d/g, 'y');
    // The short link first, then with the year, then numbered (issue 20).
    const short = `${name}-e-rui`;
    const base = `${short}-${nextYear}`;
    for (const slug of [short, base, `${base}-1`, `${base}-2`]) {
      await createCoupleWithWedding(db, { email: `${unique()}@exemplo.com`, name1: 'X', name2: 'Y', slug });
    }
    const b = browser(app);
    await (await signUp(b, { name1: name, name2: 'Rui', date: `${nextYear}-03-03` })).complete();
    const session = (await b.get('public', '/api/auth/session')).json();
    const [wedding] = await db
      .select({ slug: weddings.slug })
      .from(weddings)
      .where(eq(weddings.coupleId, session.user.id));
    expect(wedding?.slug).toBe(`${base}-3`);
  });

  it('gives up after 100 suffixes with the spec message', async () => {
    const name = unique('s').replace(/\d/g, 'z');
    const base = `${name}-e-rui-${nextYear}`;
    const slugs = [`${name}-e-rui`, base, ...Array.from({ length: 100 }, (_, i) => `${base}-${i + 1}`)];
    const owner = await createCoupleWithWedding(db, {
      email: `${unique()}@exemplo.com`,
      name1: 'X',
      name2: 'Y',
    });
    await db.insert(weddings).values(slugs.map((slug) => ({ coupleId: owner.user.id, slug })));
    const b = browser(app);
    const res = await (await signUp(b, { name1: name, name2: 'Rui', date: `${nextYear}-04-04` })).complete();
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Não foi possível gerar um slug único após 100 tentativas');
  });

  it('removes sign-ups abandoned for more than 7 days, and only those', async () => {
    const old = `${unique()}@exemplo.com`;
    const recent = `${unique()}@exemplo.com`;
    for (const email of [old, recent])
      await browser(app).post('public', '/api/signup/start', { email, acceptedTerms: true });
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.email, old));
    expect(await removeAbandonedSignUps(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(users).where(eq(users.email, old))).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.email, recent))).toHaveLength(1);
  });

  it('keeps an unfinished sign-up whose wedding already received money', async () => {
    const email = `${unique()}@exemplo.com`;
    const { user, wedding } = await createCoupleWithWedding(db, {
      email,
      name1: 'Ana',
      name2: 'Rui',
      slug: unique('pago-'),
    });
    await db
      .update(users)
      .set({ passwordHash: null, createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, user.id));
    await insertGiftPayment(db, wedding.id, { itemName: 'Jantar', contributorEmail: 'tia@exemplo.com' });
    await removeAbandonedSignUps(db);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
