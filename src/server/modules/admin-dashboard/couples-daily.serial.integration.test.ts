import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { couples, users, weddings } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { pastDays } from '../../testing/past-days.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { COUPLES_DAILY_DIRECT_SQL, rebuildCouplesDaily, stockAt } from './couples-daily.ts';

const { db } = await createTestApp();
// Days that no other test creates couples on.
const { at, day } = pastDays(3);
const days = [0, 1, 2, 3].map(day);

type Row = Record<string, unknown>;
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

/** The kept counts and the same counts from the raw tables, for the test's days. */
async function bothWays(tx: Db = db) {
  const list = sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  );
  const shape = (r: unknown) =>
    rowsOf(r).map((x) => ({
      day: String(x.day),
      couples: Number(x.couples),
      onboarded: Number(x.onboarded),
      inactive: Number(x.inactive),
      published: Number(x.published_lists),
    }));
  const kept = await tx.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(couples) AS couples, sum(onboarded) AS onboarded,
           sum(inactive) AS inactive, sum(published_lists) AS published_lists
    FROM couples_daily WHERE day IN (${list})
    GROUP BY day HAVING sum(couples) <> 0 OR sum(onboarded) <> 0 OR sum(inactive) <> 0 OR sum(published_lists) <> 0
    ORDER BY day`);
  const direct = await tx.execute(
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, couples, onboarded, inactive, published_lists
        FROM (${sql.raw(COUPLES_DAILY_DIRECT_SQL)}) d WHERE day IN (${list}) ORDER BY day`,
  );
  return { kept: shape(kept), direct: shape(direct) };
}

async function couple(opts: {
  createdDay: number;
  inactive?: boolean;
  published?: boolean;
  onboardedDay?: number;
}) {
  const { user, wedding } = await createCoupleWithWedding(db, {
    email: `${unique('contagem-')}@exemplo.com`,
    name1: 'Lia',
    name2: 'Davi',
    status: opts.inactive ? 'inactive' : 'active',
    giftListPublished: opts.published ?? false,
  });
  await db
    .update(couples)
    .set({
      createdAt: at(opts.createdDay),
      onboardingCompletedAt: opts.onboardedDay === undefined ? null : at(opts.onboardedDay),
    })
    .where(eq(couples.userId, user.id));
  await db
    .update(weddings)
    .set({ createdAt: at(opts.createdDay) })
    .where(eq(weddings.id, wedding.id));
  return { userId: user.id, weddingId: wedding.id };
}

describe('the dashboard daily counts (couples_daily)', () => {
  it('follow every change to couples, accounts and weddings, as the raw tables count them', async () => {
    const a = await couple({ createdDay: 0, published: true, onboardedDay: 1 });
    const b = await couple({ createdDay: 0, inactive: true });
    const c = await couple({ createdDay: 1, inactive: true, published: true, onboardedDay: 1 });
    const d = await couple({ createdDay: 2, published: true });
    const e = await couple({ createdDay: 2, onboardedDay: 3 });
    expect((await bothWays()).kept).toEqual([
      { day: days[0], couples: 2, onboarded: 0, inactive: 1, published: 1 },
      { day: days[1], couples: 1, onboarded: 2, inactive: 1, published: 1 },
      { day: days[2], couples: 2, onboarded: 0, inactive: 0, published: 1 },
      { day: days[3], couples: 0, onboarded: 1, inactive: 0, published: 0 },
    ]);

    // Deactivating, reactivating, unpublishing, publishing, moving a date.
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, a.userId));
    await db.update(users).set({ status: 'active' }).where(eq(users.id, b.userId));
    await db.update(weddings).set({ giftListPublished: false }).where(eq(weddings.id, d.weddingId));
    await db.update(weddings).set({ giftListPublished: true }).where(eq(weddings.id, e.weddingId));
    await db
      .update(couples)
      .set({ onboardingCompletedAt: at(2) })
      .where(eq(couples.userId, e.userId));
    // Deleting an inactive account (its couple and wedding go by cascade) and a couple row alone.
    await db.delete(users).where(eq(users.id, c.userId));
    await db.delete(couples).where(eq(couples.userId, a.userId));

    const { kept, direct } = await bothWays();
    expect(kept).toEqual(direct);
    expect(kept).toEqual([
      { day: days[0], couples: 1, onboarded: 0, inactive: 0, published: 0 },
      { day: days[2], couples: 2, onboarded: 1, inactive: 0, published: 1 },
    ]);
  });

  it('give the figures at any instant, inside a day too', async () => {
    // Day 5: a day of its own (the other tests write days 0 to 3).
    const early = await couple({ createdDay: 5 });
    const late = await couple({ createdDay: 5, published: true });
    await db
      .update(couples)
      .set({ createdAt: at(5, 8) })
      .where(eq(couples.userId, early.userId));
    await db
      .update(couples)
      .set({ createdAt: at(5, 20) })
      .where(eq(couples.userId, late.userId));
    await db
      .update(weddings)
      .set({ createdAt: at(5, 20) })
      .where(eq(weddings.id, late.weddingId));
    const stock = async (instant: Date) => {
      const [row] = rowsOf(await db.execute(sql`SELECT * FROM ${stockAt(instant.toISOString())} s`));
      return { couples: Number(row?.couples), published: Number(row?.published) };
    };
    const before = await stock(at(5, 0));
    expect(await stock(at(5, 12))).toEqual({ couples: before.couples + 1, published: before.published });
    expect(await stock(at(6, 0))).toEqual({ couples: before.couples + 2, published: before.published + 1 });
  });

  it('keep the e-mail a couple is searched by in step with the account', async () => {
    const { userId } = await couple({ createdDay: 3 });
    const email = `${unique('Novo-')}@Exemplo.com`;
    await db.update(users).set({ email }).where(eq(users.id, userId));
    const [row] = await db
      .select({ searchEmail: couples.searchEmail })
      .from(couples)
      .where(eq(couples.userId, userId));
    expect(row?.searchEmail).toBe(email.toLowerCase());
  });

  it('are rebuilt from the raw tables to the same counts', async () => {
    await couple({ createdDay: 1, inactive: true, published: true, onboardedDay: 2 });
    const kept = (await bothWays()).kept;
    let rebuilt: unknown;
    // Rebuilt inside a transaction that is then rolled back: other tests keep writing meanwhile.
    await db
      .transaction(async (tx) => {
        await rebuildCouplesDaily(tx);
        rebuilt = (await bothWays(tx as unknown as Db)).kept;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
    expect(rebuilt).toEqual(kept);
  });
});
