// The demo couple on a database where a real "Mariana & João" signed up first and took the demo's
// usual link: the seed still runs (on every start), gives the demo the next free link, finds the
// demo by its e-mail, and touches nothing of the real couple.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../testing/scratch-database.ts';
import { type Database, openDatabase } from '../client.ts';
import { payoutKeys, slugHolds, users, weddings } from '../schema.ts';
import { createCoupleWithWedding } from './factories.ts';
import { demoLogins, seed } from './index.ts';

const scratch = await createScratchDatabase('semente_');
const database: Database = await openDatabase({ url: scratch.url });
const db = database.db;
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

async function weddingOf(email: string) {
  const [row] = await db
    .select({
      id: weddings.id,
      slug: weddings.slug,
      sitePublished: weddings.sitePublished,
      searchIndexing: weddings.searchIndexing,
    })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no wedding for ${email}`);
  return row;
}

describe('the demo couple', () => {
  it('takes the next free link when a real couple already has `mariana-e-joao`', async () => {
    await database.migrate();
    await seed(db, { demo: false });
    const real = await createCoupleWithWedding(db, {
      email: 'mariana.real@exemplo.com',
      password: 'Girassol#Azul9',
      name1: 'Mariana',
      name2: 'João',
      weddingDate: '2027-05-15',
      slug: 'mariana-e-joao',
    });

    await expect(seed(db, { demo: true })).resolves.toMatchObject({ logins: expect.any(Array) });
    // Every start seeds again: still no failure and nothing doubled.
    await seed(db, { demo: true });

    const demo = await weddingOf(demoLogins.couple.email);
    // The demo shows "Aparecer em buscadores (Google)" chosen.
    expect(demo).toMatchObject({ slug: 'mariana-e-joao-2027', sitePublished: true, searchIndexing: true });
    expect(await weddingOf('mariana.real@exemplo.com')).toMatchObject({
      id: real.wedding.id,
      slug: 'mariana-e-joao',
      sitePublished: false,
      searchIndexing: false,
    });
    const keys = await db.select({ weddingId: payoutKeys.weddingId }).from(payoutKeys);
    expect(keys).toEqual([{ weddingId: demo.id }]);
    // The demo's "old link" is its own link now, so it is not held too.
    expect(await db.select().from(slugHolds).where(eq(slugHolds.slug, 'mariana-e-joao-2027'))).toEqual([]);
  });
});
