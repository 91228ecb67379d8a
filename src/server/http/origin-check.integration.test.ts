import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rsvps } from '../db/schema.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { TEST_PASSWORD, testCouple } from '../testing/couples.ts';
import { createTestApp, unique } from '../testing/test-app.ts';
import { errorCatalogue } from './errors.ts';

const BASE = 'casamento.example';
const { app, db } = await createTestApp({
  BASE_HOST: BASE,
  ALLOW_SANDBOX: 'true',
  RATE_LIMIT_FACTOR: '50',
});
const hosts = { public: BASE, painel: `painel.${BASE}`, admin: `admin.${BASE}`, noivos: `noivos.${BASE}` };

/** A signed-in couple's session cookie value and wedding. */
async function sessionCookie() {
  const { user, wedding } = await testCouple(db, {
    password: TEST_PASSWORD,
    slug: unique('t-'),
    sitePublished: true,
  });
  const { id } = await createSession(db, user.id, { adminSessionHours: 12 });
  return { sid: id, wedding };
}

function logout(sid: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    remoteAddress: '10.30.0.2',
    headers: { host: hosts.painel, cookie: `sid=${sid}`, ...headers },
  });
}

describe('origin check on writes with a session cookie', () => {
  it('refuses a missing, foreign, look-alike or unknown-subdomain Origin, changing nothing', async () => {
    const { sid } = await sessionCookie();
    const cases: Record<string, string>[] = [
      {},
      { origin: 'https://malicioso.example' },
      { origin: `https://evil-${BASE}` },
      { origin: `https://${BASE}.evil.example` },
      { origin: `https://evil.${BASE}` },
      { origin: 'null' },
      { referer: `https://evil-${BASE}/pagina` },
    ];
    for (const headers of cases) {
      const res = await logout(sid, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FOREIGN_ORIGIN',
        message: errorCatalogue.FOREIGN_ORIGIN.message,
      });
    }
    const still = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: hosts.painel, cookie: `sid=${sid}` },
    });
    expect(still.statusCode).toBe(200);
  });

  it('accepts each of the four hosts as Origin, and a Referer when Origin is absent', async () => {
    for (const host of Object.values(hosts)) {
      const { sid } = await sessionCookie();
      expect((await logout(sid, { origin: `https://${host}` })).statusCode, host).toBe(200);
    }
    const { sid } = await sessionCookie();
    expect((await logout(sid, { referer: `https://${hosts.painel}/dashboard` })).statusCode).toBe(200);
  });

  it('lets a writer without a session and without Origin through (webhooks, scripts)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: '10.30.0.3',
      headers: { host: hosts.painel },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the no-JavaScript RSVP form working from a signed-in browser, which sends Origin', async () => {
    const { sid, wedding } = await sessionCookie();
    const res = await app.inject({
      method: 'POST',
      url: `/${wedding.slug}/rsvp`,
      remoteAddress: '10.30.0.4',
      headers: {
        host: hosts.noivos,
        origin: `https://${hosts.noivos}`,
        cookie: `sid=${sid}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `name=${unique('Convidado')}&attending=sim&companions=0&phone=&email=&note=`,
    });
    expect(res.statusCode).toBe(303);
    expect(await db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id))).toHaveLength(1);
  });
});
