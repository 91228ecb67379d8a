// The admin home's figures, each computed twice (at `asOf` and 30 days before) in one round trip.
// A gift counts from its confirmation until it is refunded or charged back; the fee revenue of a
// period is the fees confirmed in it minus the fees given back in it. Stock figures (couples,
// active couples, published lists) have no history table: "30 days before" counts the ones created
// by then, in today's state.
import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../shared/admin-dashboard.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { Db } from '../../db/client.ts';
import { giftsByDay } from '../money-summary/money-daily.ts';

const DAY_MS = 86_400_000;
const ZONE = 'America/Sao_Paulo';

/** The instant the figures describe: now, or the end of a São Paulo day (UTC-3 since 2019). */
export function dashboardInstant(day?: string, now = new Date()): Date {
  if (!day) return now;
  return new Date(Date.parse(`${day}T00:00:00-03:00`) + DAY_MS);
}

type Row = Record<string, string | number | null>;

function n(row: Row | undefined, key: string): number {
  return Number(row?.[key] ?? 0);
}

export async function dashboardFigures(db: Db, asOf: Date): Promise<Dashboard> {
  const t = asOf.toISOString();
  const t30 = new Date(asOf.getTime() - 30 * DAY_MS).toISOString();
  const t60 = new Date(asOf.getTime() - 60 * DAY_MS).toISOString();
  const today = todayIn(ZONE, new Date(asOf.getTime() - 1));
  // Gifts, volume and fees come from the daily money summary plus the partial days at the ends
  // of each window (money-summary/money-daily.ts); a gift counts while it stands at `asOf`.
  const window = (from: string, to: string, standing: boolean) => sql`
    SELECT coalesce(sum(gifts), 0) AS gifts, coalesce(sum(gross), 0) AS volume,
           coalesce(sum(fees), 0) - coalesce(sum(reversed_fees), 0) AS fees,
           coalesce(sum(reversals), 0) AS reversals, coalesce(sum(reversed_gross), 0) AS reversed_gross
    FROM ${giftsByDay(from, to, standing ? t : null)} g`;

  // Stock figures: one pass over couples and one over weddings (every filter in the same scan), and
  // the few inactive accounts through their partial index; run side by side on the pool.
  const [coupleCounts, weddingCounts, inactiveCounts, current, previous, total, days] = await Promise.all([
    db.execute(sql`
      SELECT count(*) FILTER (WHERE created_at < ${t}::timestamptz) AS couples_now,
             count(*) FILTER (WHERE created_at < ${t30}::timestamptz) AS couples_then,
             count(*) FILTER (WHERE wedding_date >= ${today}::date AND wedding_date < ${today}::date + 30) AS upcoming_now,
             count(*) FILTER (WHERE wedding_date >= ${today}::date - 30 AND wedding_date < ${today}::date) AS upcoming_then,
             count(*) FILTER (WHERE onboarding_completed_at < ${t}::timestamptz) AS done_now,
             count(*) FILTER (WHERE onboarding_completed_at < ${t30}::timestamptz) AS done_then
      FROM couples`),
    db.execute(sql`
      SELECT count(*) FILTER (WHERE created_at < ${t}::timestamptz) AS published_now,
             count(*) FILTER (WHERE created_at < ${t30}::timestamptz) AS published_then
      FROM weddings WHERE gift_list_published`),
    db.execute(sql`
      SELECT count(*) FILTER (WHERE created_at < ${t}::timestamptz) AS inactive_now,
             count(*) FILTER (WHERE created_at < ${t30}::timestamptz) AS inactive_then
      FROM (SELECT (SELECT c.created_at FROM couples c WHERE c.user_id = u.id) AS created_at
            FROM users u WHERE u.status <> 'active') x`),
    db.execute(window(t30, t, true)),
    db.execute(window(t60, t30, true)),
    // Every refund before `asOf` is of a gift confirmed before it: all-time standing gifts are the
    // confirmations minus the reversals.
    db.execute(window('-infinity', t, false)),
    db.execute(sql`
      WITH given AS (
        SELECT day, sum(gifts) AS gifts, sum(gross) AS gross FROM ${giftsByDay(t30, t, t)} g GROUP BY day
      )
      SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(g.gifts, 0) AS gifts, coalesce(g.gross, 0) AS gross
      FROM generate_series(${today}::date - 29, ${today}::date, interval '1 day') AS d
      LEFT JOIN given g ON g.day = d::date
      ORDER BY d`),
  ]);
  const rows = (r: unknown) => (r as { rows: Row[] }).rows;
  const s = rows(coupleCounts)[0];
  const wd = rows(weddingCounts)[0];
  const ia = rows(inactiveCounts)[0];
  const now = rows(current)[0];
  const then = rows(previous)[0];
  const all = rows(total)[0];
  return {
    asOf: t,
    today,
    figures: {
      couples: { current: n(s, 'couples_now'), previous: n(s, 'couples_then') },
      activeCouples: {
        current: n(s, 'couples_now') - n(ia, 'inactive_now'),
        previous: n(s, 'couples_then') - n(ia, 'inactive_then'),
      },
      publishedLists: { current: n(wd, 'published_now'), previous: n(wd, 'published_then') },
      gifts: { current: n(now, 'gifts'), previous: n(then, 'gifts') },
      giftVolumeCents: { current: n(now, 'volume'), previous: n(then, 'volume') },
      feeRevenueCents: { current: n(now, 'fees'), previous: n(then, 'fees') },
      upcomingWeddings: { current: n(s, 'upcoming_now'), previous: n(s, 'upcoming_then') },
      onboarding: {
        current: { completed: n(s, 'done_now'), total: n(s, 'couples_now') },
        previous: { completed: n(s, 'done_then'), total: n(s, 'couples_then') },
      },
    },
    totals: {
      gifts: n(all, 'gifts') - n(all, 'reversals'),
      giftVolumeCents: n(all, 'volume') - n(all, 'reversed_gross'),
      feeRevenueCents: n(all, 'fees'),
    },
    giftsPerDay: rows(days).map((r) => ({
      day: String(r.day),
      gifts: Number(r.gifts),
      grossCents: Number(r.gross),
    })),
  };
}
