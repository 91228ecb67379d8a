import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { TEST_PASSWORD, testCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { HANDOFF_NONCE_COOKIE } from './handoff.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

async function coupleSignedInOnPublic(ip: string) {
  const { user } = await testCouple(db, { password: TEST_PASSWORD });
  const email = user.email;
  const b = browser(app, ip);
  const login = await b.post('public', '/api/auth/login', { email, password: TEST_PASSWORD });
  return { b, user, email, redirectTo: login.json().redirectTo as string };
}

/** Walks start → issue by hand and returns the code URL the source host answered with. */
async function codeUrlFor(b: ReturnType<typeof browser>, redirectTo: string) {
  const start = new URL(redirectTo);
  const toIssue = await b.get('painel', `${start.pathname}${start.search}`);
  expect(toIssue.statusCode).toBe(302);
  const issue = new URL(String(toIssue.headers.location));
  expect(issue.host).toBe('localhost:3000');
  const toAccept = await b.get('public', `${issue.pathname}${issue.search}`);
  return new URL(String(toAccept.headers.location));
}

describe('hand-off between hosts, bound to the browser that asked', () => {
  it('signs the asking browser in on the panel through start, issue and accept', async () => {
    const { b, email, redirectTo } = await coupleSignedInOnPublic('10.31.0.1');
    expect(b.cookie('painel', HANDOFF_NONCE_COOKIE)).toBeUndefined();
    const code = await codeUrlFor(b, redirectTo);
    expect(b.cookie('painel', HANDOFF_NONCE_COOKIE)).toBeDefined();
    expect(code.pathname).toBe('/api/auth/handoff');
    const accepted = await b.get('painel', `${code.pathname}${code.search}`);
    expect(accepted.headers.location).toBe('/onboarding');
    expect(b.cookie('painel', HANDOFF_NONCE_COOKIE)).toBeUndefined();
    expect((await b.get('painel', '/api/auth/session')).json().user.email).toBe(email);
  });

  it('refuses a code used by a browser without the matching nonce, signing nobody in', async () => {
    const attacker = await coupleSignedInOnPublic('10.31.0.2');
    const code = await codeUrlFor(attacker.b, attacker.redirectTo);
    const before = await db.select().from(sessions).where(eq(sessions.userId, attacker.user.id));

    // The victim's browser has no nonce at all.
    const victim = browser(app, '10.31.0.3');
    const bare = await victim.get('painel', `${code.pathname}${code.search}`);
    expect(bare.headers.location).toBe('/entrar');
    expect(victim.cookie('painel')).toBeUndefined();

    // A victim who started a hop of their own holds a different nonce: refused as well.
    await victim.get('painel', '/api/auth/handoff/start?from=public&next=%2Fdashboard');
    expect(victim.cookie('painel', HANDOFF_NONCE_COOKIE)).toBeDefined();
    const other = await victim.get('painel', `${code.pathname}${code.search}`);
    expect(other.headers.location).toBe('/entrar');
    expect(victim.cookie('painel')).toBeUndefined();
    expect((await victim.get('painel', '/api/auth/session')).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, attacker.user.id))).toHaveLength(
      before.length,
    );
  });

  it('accepts a code once only', async () => {
    const { b, redirectTo } = await coupleSignedInOnPublic('10.31.0.4');
    const code = await codeUrlFor(b, redirectTo);
    const nonce = b.cookie('painel', HANDOFF_NONCE_COOKIE) as string;
    expect((await b.get('painel', `${code.pathname}${code.search}`)).headers.location).toBe('/onboarding');
    const again = await app.inject({
      method: 'GET',
      url: `${code.pathname}${code.search}`,
      headers: { host: 'painel.localhost:3000', cookie: `${HANDOFF_NONCE_COOKIE}=${nonce}` },
    });
    expect(again.headers.location).toBe('/entrar');
  });

  it('issues no code without a session on the source host', async () => {
    const res = await browser(app, '10.31.0.5').get(
      'public',
      `/api/auth/handoff/issue?nonce=${'n'.repeat(32)}&next=%2Fdashboard`,
    );
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unknown source host in start', async () => {
    const res = await browser(app, '10.31.0.6').get('painel', '/api/auth/handoff/start?from=evil&next=%2F');
    expect(res.statusCode).toBe(400);
  });
});
