import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browser } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const first = await createTestApp({ REDIS_URL });
const second = await createTestApp({ REDIS_URL });

describe('rate limits with REDIS_URL', () => {
  it('hold across two app processes sharing one Redis', async () => {
    // A fresh address each run: Redis keeps counters between test runs.
    const ip = `10.${randomInt(200)}.${randomInt(250)}.${randomInt(250)}`;
    const email = `limite-${randomInt(1e9)}@exemplo.com`;
    const attempt = (app: typeof first.app) =>
      browser(app, ip).post('public', '/api/auth/login', { email, password: 'Errada#2027abc' });
    // 10 failures per address and account in 15 minutes, spread over both processes.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? first.app : second.app)).statusCode).toBe(401);
    expect((await attempt(first.app)).statusCode).toBe(429);
    expect((await attempt(second.app)).statusCode).toBe(429);
  });

  it('reports Redis in the health check', async () => {
    expect((await first.app.inject({ url: '/api/health' })).json().checks.redis).toBe('ok');
  });
});
