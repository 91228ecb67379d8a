import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoFactorMessages } from '../../../../shared/auth/two-factor.ts';
import { adminTwoFactor, sessions } from '../../../db/schema.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { TEST_PASSWORD } from '../../../testing/couples.ts';
import { createTestApp, unique } from '../../../testing/test-app.ts';
import { hashSecret } from '../secrets.ts';
import { createSession } from '../sessions.ts';
import { openSecret } from './secret-box.ts';

// A public host: production, where every administrator must use the second step.
const BASE = 'casamento.example';
const KEY = 'chave-de-teste-da-verificacao-em-duas-etapas';
const { app, db } = await createTestApp({
  BASE_HOST: BASE,
  ALLOW_SANDBOX: 'true',
  TWO_FACTOR_KEY: KEY,
  RATE_LIMIT_FACTOR: '1',
});
let ipCounter = 0;

/** A browser on the admin host of BASE: keeps its cookies, sends Origin on writes. */
function adminBrowser(kind: 'admin' | 'public' = 'admin') {
  const host = kind === 'admin' ? `admin.${BASE}` : BASE;
  const jar = new Map<string, string>();
  const remoteAddress = `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  async function request(method: 'GET' | 'POST', url: string, payload?: object) {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress,
      headers: {
        host,
        ...(method === 'POST' ? { origin: `https://${host}` } : {}),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      ...(payload ? { payload } : {}),
    };
    const res = await app.inject(options);
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }
  return { request, cookie: (name: string) => jar.get(name) };
}

async function admin() {
  const email = `${unique('admin-')}@exemplo.com`;
  const user = await createUser(db, { email, password: TEST_PASSWORD, role: 'admin' });
  return { email, user };
}

function codeAt(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** Signs in with the password and sets the second step up; returns the secret and recovery codes. */
async function adminWithTwoFactor() {
  const { email, user } = await admin();
  const b = adminBrowser();
  await b.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
  const setup = (await b.request('POST', '/api/auth/two-factor/setup')).json();
  const firstCode = codeAt(setup.secret);
  const enabled = await b.request('POST', '/api/auth/two-factor/enable', { code: firstCode });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return {
    email,
    user,
    firstCode,
    secret: setup.secret as string,
    recoveryCodes: enabled.json().recoveryCodes as string[],
  };
}

describe('administrators: two-step verification outside development', () => {
  it('sends a first sign-in to the set-up, with no session until the first code confirms it', async () => {
    const { email, user } = await admin();
    const b = adminBrowser();
    const login = await b.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.json()).toEqual({ redirectTo: '/admin/seguranca' });
    expect(b.cookie('sid')).toBeUndefined();
    expect((await b.request('GET', '/api/admin/overview')).statusCode).toBe(401);

    const setup = await b.request('POST', '/api/auth/two-factor/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toContain('<svg');
    const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, user.id));
    expect(row?.secretCiphertext).not.toContain(secret);
    expect(openSecret(KEY, row!.secretCiphertext)).toBe(secret);
    expect(openSecret('outra-chave', row!.secretCiphertext)).toBeNull();

    const wrong = await b.request('POST', '/api/auth/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(twoFactorMessages.invalidCode);
    const [still] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, user.id));
    expect(still?.enabledAt).toBeNull();
    expect(b.cookie('sid')).toBeUndefined();

    const enabled = await b.request('POST', '/api/auth/two-factor/enable', { code: codeAt(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes, redirectTo } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(redirectTo).toBe('/admin');
    expect(b.cookie('tfa')).toBeUndefined();
    expect((await b.request('GET', '/api/admin/overview')).statusCode).toBe(200);
  });

  it('asks the 6-digit code at every sign-in, refusing a wrong or replayed one', async () => {
    const { email, secret, firstCode } = await adminWithTwoFactor();
    const b = adminBrowser();
    const login = await b.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.json()).toEqual({ redirectTo: '/admin/verificacao' });
    expect(b.cookie('sid')).toBeUndefined();
    const wrong = await b.request('POST', '/api/auth/two-factor/verify', { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(twoFactorMessages.invalidCode);
    // The set-up's code was used already; the next time step's code is new.
    const replay = await b.request('POST', '/api/auth/two-factor/verify', { code: firstCode });
    expect(replay.statusCode).toBe(400);
    const ok = await b.request('POST', '/api/auth/two-factor/verify', { code: codeAt(secret, 1) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ redirectTo: '/admin' });
    expect((await b.request('GET', '/api/auth/session')).json().user.email).toBe(email);
    // A pending sign-in is used once: the same cookie cannot mint a second session.
    expect(
      (await b.request('POST', '/api/auth/two-factor/verify', { code: codeAt(secret, 1) })).statusCode,
    ).toBe(400);
  });

  it('accepts each recovery code once', async () => {
    const { email, recoveryCodes } = await adminWithTwoFactor();
    const first = adminBrowser();
    await first.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
    const ok = await first.request('POST', '/api/auth/two-factor/verify', {
      code: ` ${recoveryCodes[0]!.toUpperCase()} `,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = adminBrowser();
    await second.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
    const again = await second.request('POST', '/api/auth/two-factor/verify', { code: recoveryCodes[0] });
    expect(again.statusCode).toBe(400);
    expect(second.cookie('sid')).toBeUndefined();
  });

  it('limits code attempts per account with 429 (the code that turned it on counts too)', async () => {
    const { email } = await adminWithTwoFactor();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const b = adminBrowser();
      await b.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
      statuses.push((await b.request('POST', '/api/auth/two-factor/verify', { code: '000000' })).statusCode);
    }
    expect(
      statuses.slice(0, 9).every((s) => s === 400),
      String(statuses),
    ).toBe(true);
    expect(statuses[9]).toBe(429);
  });

  it('refuses the two-factor routes to anonymous callers and couples', async () => {
    const anonymous = adminBrowser();
    expect((await anonymous.request('POST', '/api/auth/two-factor/setup')).statusCode).toBe(401);
    expect(
      (await anonymous.request('POST', '/api/auth/two-factor/verify', { code: '123456' })).statusCode,
    ).toBe(401);
  });

  it('sends an admin signing in on the public host to the admin host, without a session', async () => {
    const { email } = await admin();
    const b = adminBrowser('public');
    const login = await b.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.json()).toEqual({ redirectTo: `https://admin.${BASE}/admin` });
    expect(b.cookie('sid')).toBeUndefined();
  });

  it('admin sessions end after ADMIN_SESSION_HOURS and are never renewed', async () => {
    const { user } = await adminWithTwoFactor();
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    // A session from before this rule (30 days, renewed) still ends 12 hours after sign-in.
    const { id } = await createSession(db, user.id, { adminSessionHours: 12 });
    const old = new Date(Date.now() - 13 * 3_600_000);
    await db
      .update(sessions)
      .set({ createdAt: old, expiresAt: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(sessions.idHash, hashSecret(id)));
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: `admin.${BASE}`, cookie: `sid=${id}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('npm run admin:create resets the second step and ends the sessions of an existing admin', {
    timeout: 60_000,
  }, async () => {
    const { email, user } = await adminWithTwoFactor();
    await promisify(execFile)('npx', ['tsx', 'src/server/cli/create-admin.ts', email, 'Outra-Senha-Forte9'], {
      env: { ...process.env, BASE_HOST: 'localhost:3000', LOG_LEVEL: 'silent' },
    });
    expect(await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const b = adminBrowser();
    const login = await b.request('POST', '/api/auth/login', { email, password: 'Outra-Senha-Forte9' });
    expect(login.json()).toEqual({ redirectTo: '/admin/seguranca' });
  });
});
