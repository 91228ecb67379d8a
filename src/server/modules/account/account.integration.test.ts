import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { couples, giftPayments, onboardingAnswers, sessions, users, weddings } from '../../db/schema.ts';
import { TEST_PASSWORD as password, signedInCouple as signedInCoupleOf } from '../../testing/couples.ts';
import { insertGiftPayment } from '../../testing/gift-payments.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

async function signedInCouple() {
  const created = await signedInCoupleOf(app, db, { weddingDate: '2031-05-05' }, '10.4.0.1');
  await created.b.post('painel', `/api/weddings/${created.wedding.id}/onboarding/answers`, {
    step: 1,
    answer: 'tranquilos',
  });
  return created;
}

describe('couple and wedding data', () => {
  it('changes names, genders, phone and date at any time, with sign-up validations', async () => {
    const { b, user } = await signedInCouple();
    const ok = await b.put('painel', '/api/account/couple', {
      name1: 'Ana Clara',
      gender1: 'noiva',
      name2: 'Rui',
      gender2: 'noivo',
      phone: '(21) 3456-7890',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await b.put('painel', '/api/account/wedding-date', { weddingDate: '2032-02-29' })).statusCode,
    ).toBe(200);
    const [c] = await db.select().from(couples).where(eq(couples.userId, user.id));
    expect(c).toMatchObject({
      name1: 'Ana Clara',
      phone: '2134567890',
      weddingDate: '2032-02-29',
      searchNames: 'ana clara rui',
    });

    const empty = await b.put('painel', '/api/account/couple', {
      name1: ' ',
      gender1: 'noiva',
      name2: 'Rui',
      gender2: 'noivo',
      phone: '',
    });
    expect(empty.json().error.message).toBe(authMessages.requiredFields);
    const past = await b.put('painel', '/api/account/wedding-date', { weddingDate: '2001-01-01' });
    expect(past.json().error.message).toBe(authMessages.pastWeddingDate);
    expect(
      (await b.put('painel', '/api/account/wedding-date', { weddingDate: '2031-02-30' })).statusCode,
    ).toBe(400);
  });
});

describe('LGPD rights', () => {
  it('exports everything the platform holds about the couple', async () => {
    const { b, email, wedding } = await signedInCouple();
    const res = await b.get('painel', '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.account.email).toBe(email);
    expect(data.couple).toMatchObject({ name1: 'Ana', name2: 'Rui', weddingDate: '2031-05-05' });
    expect(data.weddings.map((w: { id: string }) => w.id)).toEqual([wedding.id]);
    expect(data.onboardingAnswers).toEqual([expect.objectContaining({ step: 1, answer: 'tranquilos' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/password_?hash|argon2/i);
  });

  it('deletes the account after the password, erasing profile, site and answers', async () => {
    const { b, user, wedding } = await signedInCouple();
    const wrong = await b.request('painel', {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'Errada-2027' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Senha incorreta.');
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const res = await b.request('painel', { method: 'DELETE', url: '/api/account', payload: { password } });
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(couples).where(eq(couples.userId, user.id))).toEqual([]);
    expect(await db.select().from(weddings).where(eq(weddings.id, wedding.id))).toEqual([]);
    expect(
      await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.weddingId, wedding.id)),
    ).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await b.get('painel', '/api/auth/session')).statusCode).toBe(401);
  });

  it('keeps the financial records, tied to an anonymised disabled account, when money moved', async () => {
    const { b, user, wedding, email } = await signedInCouple();
    await insertGiftPayment(db, wedding.id, { contributorName: 'Tia Rosa', status: 'concluido' });
    expect(
      (await b.request('painel', { method: 'DELETE', url: '/api/account', payload: { password } }))
        .statusCode,
    ).toBe(200);
    const [u] = await db.select().from(users).where(eq(users.id, user.id));
    expect(u).toMatchObject({ status: 'inactive', passwordHash: null });
    expect(u?.email).not.toBe(email);
    const [c] = await db.select().from(couples).where(eq(couples.userId, user.id));
    expect(c).toMatchObject({ name1: null, name2: null, phone: null });
    const [w] = await db.select().from(weddings).where(eq(weddings.id, wedding.id));
    expect(w).toMatchObject({ slug: null, sitePublished: false });
    expect(await db.select().from(giftPayments).where(eq(giftPayments.weddingId, wedding.id))).toHaveLength(
      1,
    );
    expect(
      (await browser(app, '10.4.0.9').post('painel', '/api/auth/login', { email, password })).statusCode,
    ).toBe(401);
  });
});
