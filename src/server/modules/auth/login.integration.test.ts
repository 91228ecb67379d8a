import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { couples, sessions } from '../../db/schema.ts';
import { createCoupleWithWedding, createUser } from '../../db/seed/factories.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { hashSecret } from './secrets.ts';

const { app, db } = await createTestApp();
const password = 'Buque-de-Rosas42';

async function couple(overrides: { status?: 'active' | 'inactive' } = {}) {
  const email = `${unique()}@exemplo.com`;
  const created = await createCoupleWithWedding(db, {
    email,
    password,
    name1: 'Ana',
    name2: 'Rui',
    ...overrides,
  });
  return { email, ...created };
}

describe('login and sessions', () => {
  it('signs in on the public host and hops to the panel onboarding with HttpOnly SameSite cookies', async () => {
    const { email } = await couple();
    const b = browser(app, '10.0.0.1');
    const res = await b.post('public', '/api/auth/login', { email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();

    const url = new URL(res.json().redirectTo);
    expect(url.host).toBe('painel.localhost:3000');
    const hop = await b.follow(url.href);
    expect(hop.headers.location).toBe('/onboarding');
    expect(hop.cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await b.get('painel', '/api/auth/session')).json().user.email).toBe(email);
  });

  it('sends couples who finished onboarding to the dashboard', async () => {
    const { email, user } = await couple();
    await db.update(couples).set({ onboardingCompletedAt: new Date() }).where(eq(couples.userId, user.id));
    const res = await browser(app, '10.0.0.2').post('painel', '/api/auth/login', { email, password });
    expect(res.json().redirectTo).toBe('/dashboard');
  });

  it('answers wrong credentials with the spec message, for unknown e-mails too', async () => {
    const { email } = await couple();
    const b = browser(app, '10.0.0.3');
    for (const body of [
      { email, password: 'Errada-123' },
      { email: `${unique()}@exemplo.com`, password },
    ]) {
      const res = await b.post('public', '/api/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('E-mail ou senha incorretos.');
    }
    const empty = await b.post('public', '/api/auth/login', { email: '', password: '' });
    expect(empty.json().error.message).toBe(authMessages.fillAllFields);
  });

  it('refuses deactivated accounts', async () => {
    const { email } = await couple({ status: 'inactive' });
    const res = await browser(app, '10.0.0.4').post('public', '/api/auth/login', { email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(authMessages.accountInactive);
  });

  it('issues a new session id at every login and ends the previous one', async () => {
    const { email } = await couple();
    const b = browser(app, '10.0.0.5');
    await b.post('painel', '/api/auth/login', { email, password });
    const first = b.cookie('painel');
    await b.post('painel', '/api/auth/login', { email, password });
    const second = b.cookie('painel');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const [old] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSecret(first!)));
    expect(old).toBeUndefined();
    const [stored] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSecret(second!)));
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(second);
  });

  it('logout ends the session on the server, on every host of the login', async () => {
    const { email } = await couple();
    const b = browser(app, '10.0.0.6');
    const login = await b.post('public', '/api/auth/login', { email, password });
    await b.follow(login.json().redirectTo);
    const stolen = b.cookie('painel');

    const out = await b.post('painel', '/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect((await b.get('painel', '/api/auth/session')).statusCode).toBe(401);
    expect((await b.get('public', '/api/auth/session')).statusCode).toBe(401);
    const replay = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: 'painel.localhost:3000', cookie: `sid=${stolen}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('slows repeated attempts with 429 and a pt-BR message, without blocking other addresses', async () => {
    const { email } = await couple();
    const attacker = browser(app, '10.0.9.9');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await attacker.post('public', '/api/auth/login', { email, password: `Errada-${i}aA` })).statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await attacker.post('public', '/api/auth/login', { email, password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(authMessages.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await browser(app, '10.0.0.7').post('public', '/api/auth/login', { email, password });
    expect(owner.statusCode).toBe(200);
  });

  it('refuses writes coming from another site (CSRF)', async () => {
    const { email } = await couple();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.8',
      headers: { host: 'localhost:3000', origin: 'https://malicioso.example' },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(403);
  });

  it('admin host accepts only administrators', async () => {
    const { email } = await couple();
    const b = browser(app, '10.0.0.10');
    const refused = await b.post('admin', '/api/auth/login', { email, password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Esta área é restrita aos administradores.');
    expect(b.cookie('admin')).toBeUndefined();

    const admin = `${unique()}@exemplo.com`;
    await createUser(db, { email: admin, password, role: 'admin' });
    const ok = await b.post('admin', '/api/auth/login', { email: admin, password });
    expect(ok.json().redirectTo).toBe('/admin');
  });
});
