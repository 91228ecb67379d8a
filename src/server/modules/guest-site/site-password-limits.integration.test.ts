import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weddings } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/password-hash.ts';

const { app, database } = await createTestApp();

async function lockedSite(password: string) {
  const { wedding } = await createCoupleWithWedding(database.db, {
    email: `${unique()}@exemplo.com`,
    name1: 'Ana',
    name2: 'Rui',
    slug: unique('senha-'),
    sitePublished: true,
  });
  await database.db
    .update(weddings)
    .set({ sitePasswordHash: await hashPassword(password) })
    .where(eq(weddings.id, wedding.id));
  return wedding;
}

const tryPassword = (ip: string, url: string, password: string) =>
  browser(app, ip).postForm('noivos', url, `password=${password}`);

describe('site password guesses', () => {
  it('count per address and site, whatever query string the address adds', async () => {
    const wedding = await lockedSite('segredo-longo');
    for (let i = 0; i < 20; i++)
      expect((await tryPassword('10.6.0.1', `/${wedding.slug}/senha?n=${i}`, 'errada')).statusCode).toBe(401);
    const limited = await tryPassword('10.6.0.1', `/${wedding.slug}/senha?n=99`, 'segredo-longo');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, or the same address on another site, still has its allowance.
    expect((await tryPassword('10.6.0.2', `/${wedding.slug}/senha`, 'segredo-longo')).statusCode).toBe(303);
    const other = await lockedSite('outro-segredo');
    expect((await tryPassword('10.6.0.1', `/${other.slug}/senha`, 'outro-segredo')).statusCode).toBe(303);
  });

  it('stop for the site once 200 wrong passwords came from any addresses within the hour', async () => {
    const wedding = await lockedSite('segredo-longo');
    for (let i = 0; i < 199; i++)
      await app.rateLimits.store.hit(`limite:senha-site-erros:${wedding.slug}`, 3_600_000);
    expect((await tryPassword('10.6.1.1', `/${wedding.slug}/senha`, 'errada')).statusCode).toBe(401);
    expect((await tryPassword('10.6.1.2', `/${wedding.slug}/senha`, 'segredo-longo')).statusCode).toBe(429);
  });

  it('a password shorter than 8 characters set before the rule keeps opening the site', async () => {
    const wedding = await lockedSite('amor');
    expect((await tryPassword('10.6.2.1', `/${wedding.slug}/senha`, 'amor')).statusCode).toBe(303);
  });
});
