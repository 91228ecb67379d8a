// What administrators change about a couple: edit, deactivate (site 404, login refused, sessions
// ended), reactivate, add a couple (who sets a password by e-mail), each written to the audit log.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CoupleOverview } from '../../../shared/admin-couple-detail.ts';
import { adminCoupleMessages } from '../../../shared/admin-couples.ts';
import { authMessages } from '../../../shared/auth/messages.ts';
import { auditLog, couples, outboxEmails, sessions, users, weddings } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { signedInCouple, TEST_PASSWORD } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const admin = await signedInAdmin(app, db, '10.63.0.1');

async function auditOf(targetId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'couple'), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.createdAt));
}

const editBody = (over: Record<string, unknown> = {}) => ({
  name1: 'Ana Clara',
  name2: 'Rui',
  email: `${unique()}@exemplo.com`,
  phone: '(21) 99876-5432',
  weddingDate: '2031-05-20',
  status: 'ativo',
  ...over,
});

describe('editing a couple', () => {
  it('saves names, e-mail, phone, date and status, and audits before and after', async () => {
    const couple = await signedInCouple(app, db, { weddingDate: '2031-01-10', phone: '11912345678' });
    const body = editBody();
    const res = await admin.b.put('admin', `/api/admin/couples/${couple.user.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CoupleOverview>()).toMatchObject({
      name1: 'Ana Clara',
      email: body.email,
      phone: '21998765432',
      weddingDate: '2031-05-20',
      status: 'ativo',
    });
    const [row] = await db.select().from(couples).where(eq(couples.userId, couple.user.id));
    expect(row?.searchNames).toBe('ana clara rui');
    const [entry] = await auditOf(couple.user.id);
    expect(entry).toMatchObject({ action: 'couple.update', actorUserId: admin.user.id, ip: '10.63.0.1' });
    expect(entry?.details).toEqual({
      before: {
        name1: 'Ana',
        name2: 'Rui',
        email: couple.email,
        phone: '11912345678',
        weddingDate: '2031-01-10',
        status: 'ativo',
      },
      after: {
        name1: 'Ana Clara',
        name2: 'Rui',
        email: body.email,
        phone: '21998765432',
        weddingDate: '2031-05-20',
        status: 'ativo',
      },
    });
    // The couple signs in with the new e-mail.
    const login = await browser(app, '10.63.0.9').post('painel', '/api/auth/login', {
      email: body.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses bad input and a taken e-mail with a pt-BR message, changing nothing', async () => {
    const couple = await signedInCouple(app, db);
    const other = await signedInCouple(app, db);
    const cases: [Record<string, unknown>, string][] = [
      [{ name1: '  ' }, adminCoupleMessages.nameRequired],
      [{ email: 'sem-arroba' }, authMessages.invalidEmailAddress],
      [{ phone: '123' }, authMessages.invalidPhone],
      [{ weddingDate: '2031-02-30' }, adminCoupleMessages.invalidDate],
    ];
    for (const [over, message] of cases) {
      const res = await admin.b.put('admin', `/api/admin/couples/${couple.user.id}`, editBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const taken = await admin.b.put(
      'admin',
      `/api/admin/couples/${couple.user.id}`,
      editBody({ email: other.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(adminCoupleMessages.emailInUse);
    const [row] = await db.select().from(couples).where(eq(couples.userId, couple.user.id));
    expect(row?.name1).toBe('Ana');
    expect(await auditOf(couple.user.id)).toEqual([]);
  });
});

describe('deactivating and reactivating a couple', () => {
  it('takes the site offline, refuses login and ends sessions; reactivation restores them', async () => {
    const couple = await signedInCouple(app, db, { sitePublished: true });
    const slug = couple.wedding.slug as string;
    const own = `/api/weddings/${couple.wedding.id}/wallet`;
    const first = await browser(app).get('noivos', `/${slug}`);
    expect(first.statusCode, first.body).toBe(200);
    expect((await couple.b.get('painel', own)).statusCode).toBe(200);

    const off = await admin.b.post('admin', `/api/admin/couples/${couple.user.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<CoupleOverview>().status).toBe('inativo');
    expect((await browser(app).get('noivos', `/${slug}`)).statusCode).toBe(404);
    expect((await couple.b.get('painel', own)).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, couple.user.id))).toEqual([]);
    const refused = await browser(app, '10.63.0.8').post('painel', '/api/auth/login', {
      email: couple.email,
      password: TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(authMessages.accountInactive);
    // Deactivating twice changes nothing more.
    await admin.b.post('admin', `/api/admin/couples/${couple.user.id}/deactivate`);

    const on = await admin.b.post('admin', `/api/admin/couples/${couple.user.id}/reactivate`);
    expect(on.json<CoupleOverview>().status).toBe('ativo');
    expect((await browser(app).get('noivos', `/${slug}`)).statusCode).toBe(200);
    const again = browser(app, '10.63.0.7');
    expect(
      (await again.post('painel', '/api/auth/login', { email: couple.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await again.get('painel', own)).statusCode).toBe(200);

    const entries = await auditOf(couple.user.id);
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['couple.reactivate', { before: { status: 'inativo' }, after: { status: 'ativo' } }],
      ['couple.deactivate', { before: { status: 'ativo' }, after: { status: 'inativo' } }],
    ]);
  });

  it('deactivates through the edit form too, ending sessions', async () => {
    const couple = await signedInCouple(app, db);
    const res = await admin.b.put(
      'admin',
      `/api/admin/couples/${couple.user.id}`,
      editBody({ email: couple.email, status: 'inativo' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet`)).statusCode).toBe(401);
  });
});

describe('adding a couple', () => {
  it('creates the account and wedding and e-mails a link to set the password', async () => {
    const email = `${unique()}@exemplo.com`;
    const res = await admin.b.post('admin', '/api/admin/couples', {
      name1: 'Marta',
      gender1: 'noiva',
      name2: 'Joel',
      gender2: 'noivo',
      email,
      phone: '(11) 91234-5678',
      weddingDate: '2031-09-12',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, slug } = res.json<{ id: string; slug: string }>();
    // Not the demo couple's names: the short link `mariana-e-joao` belongs to the seed.
    expect(slug).toMatch(/^marta-e-joel(-2031(-\d+)?)?$/);
    const [wedding] = await db.select().from(weddings).where(eq(weddings.coupleId, id));
    expect(wedding?.slug).toBe(slug);
    const [couple] = await db.select().from(couples).where(eq(couples.userId, id));
    expect(couple).toMatchObject({ activeWeddingId: wedding?.id, phone: '11912345678', onboardingStep: 3 });

    const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    const link = mail?.text.match(/http:\/\/localhost:3000\/redefinir-senha\/nova\?token=[\w-]+/)?.[0];
    expect(link, mail?.text).toBeTruthy();
    const token = new URL(link as string).searchParams.get('token');
    const password = 'Primeira-Senha-2031';
    const b = browser(app, '10.63.0.6');
    expect((await b.post('painel', '/api/auth/login', { email, password })).statusCode).toBe(401);
    const set = await b.post('public', '/api/auth/password-reset/confirm', { token, password });
    expect(set.statusCode, set.body).toBe(200);
    expect((await b.post('painel', '/api/auth/login', { email, password })).statusCode).toBe(200);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'couple.create', actorUserId: admin.user.id });
    expect(entry?.details).toMatchObject({ before: null, after: { email, name1: 'Marta', slug } });
    const listed = await admin.b.get('admin', `/api/admin/couples?q=${encodeURIComponent(email)}`);
    expect(listed.json().items.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it('refuses a taken e-mail and missing fields', async () => {
    const existing = await signedInCouple(app, db);
    const body = {
      name1: 'Lia',
      gender1: 'noiva',
      name2: 'Caio',
      gender2: 'noivo',
      email: existing.email,
      weddingDate: '2031-09-12',
    };
    const taken = await admin.b.post('admin', '/api/admin/couples', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(adminCoupleMessages.emailInUse);
    const missing = await admin.b.post('admin', '/api/admin/couples', { ...body, name2: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(adminCoupleMessages.nameRequired);
  });
});

describe('registration IP', () => {
  it('is recorded at sign-up and shown in Visão Geral', async () => {
    const email = `${unique()}@exemplo.com`;
    const b = browser(app, '198.51.100.23');
    expect((await b.post('public', '/api/signup/start', { email, acceptedTerms: true })).statusCode).toBe(
      201,
    );
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const res = await admin.b.get('admin', `/api/admin/couples/${user?.id}`);
    expect(res.json<CoupleOverview>().registrationIp).toBe('198.51.100.23');
  });
});

describe('guards', () => {
  it('answers 401 to anonymous callers and 403 to couples on every write', async () => {
    const couple = await signedInCouple(app, db, {}, '10.63.0.2');
    const id = couple.user.id;
    const writes: ['POST' | 'PUT', string][] = [
      ['POST', '/api/admin/couples'],
      ['PUT', `/api/admin/couples/${id}`],
      ['POST', `/api/admin/couples/${id}/deactivate`],
      ['POST', `/api/admin/couples/${id}/reactivate`],
    ];
    for (const [method, url] of writes) {
      const anonymous = await browser(app).request('admin', { method, url, payload: editBody() });
      expect(anonymous.statusCode, url).toBe(401);
      const asCouple = await couple.b.panelSessionOnAdmin({ method, url, payload: editBody() });
      expect(asCouple.statusCode, url).toBe(403);
    }
    const [still] = await db.select({ status: users.status }).from(users).where(eq(users.id, id));
    expect(still?.status).toBe('active');
  });
});
