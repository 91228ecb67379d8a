import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { authTokens, outboxEmails, users } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { testCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '20' });
const oldPassword = 'Valsa-dos-Noivos1';
const newPassword = 'Chuva-de-Arroz22';

async function latestLink(email: string, path: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const link = mail?.text.match(new RegExp(`http://[^\\s]+${path}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${path} link mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

async function account() {
  const { user } = await testCouple(db, { password: oldPassword, emailVerified: false });
  return { email: user.email, user };
}

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    const { email } = await account();
    const signedIn = browser(app, '10.2.0.1');
    await signedIn.post('painel', '/api/auth/login', { email, password: oldPassword });
    expect((await signedIn.get('painel', '/api/auth/session')).statusCode).toBe(200);

    const b = browser(app, '10.2.0.2');
    expect((await b.post('public', '/api/auth/password-reset/request', { email })).json()).toEqual({
      ok: true,
    });
    const token = await latestLink(email, '/redefinir-senha/nova');

    const done = await b.post('public', '/api/auth/password-reset/confirm', { token, password: newPassword });
    expect(done.statusCode).toBe(200);
    const again = await b.post('public', '/api/auth/password-reset/confirm', {
      token,
      password: 'Outra-Senha-33',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(authMessages.resetInvalidToken);

    expect((await signedIn.get('painel', '/api/auth/session')).statusCode).toBe(401);
    expect((await b.post('painel', '/api/auth/login', { email, password: oldPassword })).statusCode).toBe(
      401,
    );
    expect((await b.post('painel', '/api/auth/login', { email, password: newPassword })).statusCode).toBe(
      200,
    );
  });

  it('ends pending reset links when an admin changes the e-mail, and keeps them for a change of letter case', async () => {
    const { email, user } = await account();
    const { b: admin } = await signedInAdmin(app, db, '10.2.9.1');
    const b = browser(app, '10.2.9.2');
    await b.post('public', '/api/auth/password-reset/request', { email });
    const kept = await latestLink(email, '/redefinir-senha/nova');
    const edit = (to: string) =>
      admin.put('admin', `/api/admin/couples/${user.id}`, {
        name1: 'A',
        name2: 'B',
        email: to,
        phone: '',
        weddingDate: '2031-05-20',
        status: 'ativo',
      });
    expect((await edit(email.toUpperCase())).statusCode).toBe(200);
    const [token] = await db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(token?.usedAt).toBeNull();

    expect((await edit(`${unique()}@exemplo.com`)).statusCode).toBe(200);
    const res = await b.post('public', '/api/auth/password-reset/confirm', {
      token: kept,
      password: newPassword,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(authMessages.resetInvalidToken);
  });

  it('refuses a link older than one hour', async () => {
    const { email, user } = await account();
    await browser(app, '10.2.0.3').post('public', '/api/auth/password-reset/request', { email });
    const token = await latestLink(email, '/redefinir-senha/nova');
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, 'password_reset')));
    const res = await browser(app, '10.2.0.3').post('public', '/api/auth/password-reset/confirm', {
      token,
      password: newPassword,
    });
    expect(res.statusCode).toBe(400);
  });

  it('a newer link voids the older one', async () => {
    const { email } = await account();
    const b = browser(app, '10.2.0.4');
    await b.post('public', '/api/auth/password-reset/request', { email });
    const first = await latestLink(email, '/redefinir-senha/nova');
    await b.post('public', '/api/auth/password-reset/request', { email });
    const second = await latestLink(email, '/redefinir-senha/nova');
    expect(
      (await b.post('public', '/api/auth/password-reset/confirm', { token: first, password: newPassword }))
        .statusCode,
    ).toBe(400);
    expect(
      (await b.post('public', '/api/auth/password-reset/confirm', { token: second, password: newPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same whether or not the address has an account', async () => {
    const b = browser(app, '10.2.0.5');
    const unknown = await b.post('public', '/api/auth/password-reset/request', {
      email: `${unique()}@exemplo.com`,
    });
    const { email } = await account();
    const known = await b.post('public', '/api/auth/password-reset/request', { email });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const empty = await b.post('public', '/api/auth/password-reset/request', { email: '' });
    expect(empty.json().error.message).toBe(authMessages.resetEmailRequired);
  });

  it('refuses weak new passwords with the spec message', async () => {
    const { email } = await account();
    await browser(app, '10.2.0.6').post('public', '/api/auth/password-reset/request', { email });
    const token = await latestLink(email, '/redefinir-senha/nova');
    const res = await browser(app, '10.2.0.6').post('public', '/api/auth/password-reset/confirm', {
      token,
      password: 'fraca',
    });
    expect(res.json().error.message).toBe(authMessages.weakPassword);
  });
});

describe('e-mail verification', () => {
  it('verifies the address with the mailed link, once', async () => {
    const { email, user } = await account();
    const b = browser(app, '10.2.1.1');
    await b.post('painel', '/api/auth/login', { email, password: oldPassword });
    expect((await b.get('painel', '/api/auth/session')).json().user.emailVerified).toBe(false);
    await b.post('painel', '/api/auth/verify-email/resend');
    const token = await latestLink(email, '/verificar-email');
    expect((await b.post('painel', '/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await b.get('painel', '/api/auth/session')).json().user.emailVerified).toBe(true);
    const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    expect(row?.at).toBeInstanceOf(Date);
    const replay = await b.post('painel', '/api/auth/verify-email', { token });
    expect(replay.json().error.message).toBe(authMessages.verifyInvalidToken);
  });
});
