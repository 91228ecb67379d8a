import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const untrusting = await createTestApp();
const behindProxy = await createTestApp({ TRUST_PROXY: '10.9.0.0/16' });

type App = typeof untrusting.app;

/** A sign-up pre-check (30 per address in 15 minutes) claiming a new address each time. */
const precheck = (app: App, remoteAddress: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/pre-check',
    remoteAddress,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'x-forwarded-for': `172.16.${i}.${randomInt(250)}`,
    },
    payload: { email: `proxy${i}@exemplo.com` },
  });

describe('client address', () => {
  it('ignores X-Forwarded-For by default: a caller cannot pick its IP to escape a per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await precheck(untrusting.app, '10.8.7.6', i)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('takes the address a trusted proxy forwards', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await precheck(behindProxy.app, '10.9.0.2', i)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
