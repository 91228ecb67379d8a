import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const { app, database } = await createTestApp({ REDIS_URL });

// A fresh address and e-mail each run: Redis keeps counters between test runs.
const freshIp = () => `10.${randomInt(200)}.${randomInt(250)}.${randomInt(250)}`;

describe('each rate limit counts on its own, in Redis', () => {
  it('three failed logins for an e-mail leave its password reset allowance whole', async () => {
    const email = `nomes-${randomInt(1e9)}@exemplo.com`;
    for (let i = 0; i < 3; i++) {
      const login = await browser(app, freshIp()).post('public', '/api/auth/login', {
        email,
        password: 'Errada#2027abc',
      });
      expect(login.statusCode).toBe(401);
    }
    const reset = await browser(app, freshIp()).post('public', '/api/auth/password-reset/request', { email });
    expect(reset.statusCode).toBe(200);
  });

  it('an address busy on one endpoint is not slowed on another', async () => {
    const guest = browser(app, freshIp());
    for (let i = 0; i < 11; i++) {
      const check = await guest.post('public', '/api/auth/pre-check', { email: `x${i}@exemplo.com` });
      expect(check.statusCode).toBe(200);
    }
    const reset = await guest.post('public', '/api/auth/password-reset/request', {
      email: `nomes-${randomInt(1e9)}@exemplo.com`,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('counts a session by its hash: no session id is ever a key in Redis', async () => {
    const couple = await signedInCouple(app, database.db, {}, freshIp());
    const sid = couple.b.cookie('painel') as string;
    const wrong = await couple.b.post('painel', '/api/auth/step-up', { password: 'Errada#2027abc' });
    expect(wrong.statusCode).toBe(400);
    const keys = await app.redis?.keys('limite:confirmar-senha-sessao:*');
    expect(keys?.length).toBeGreaterThan(0);
    expect(keys?.some((k) => k.includes(sid))).toBe(false);
  });
});
