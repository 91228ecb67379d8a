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

  // Stock figures: each "now" count walks one narrow index in its order (index-only, a third of a
  // table scan's time here; the ORDER BY makes the planner prefer it); "30 days before" is that
  // count minus the rows of the last 30 days (a short range).
  const countBefore = (table: string, column: string, extra = '') =>
    sql.raw(`(SELECT count(*) FROM (SELECT ${column} FROM ${table}
      WHERE ${column} < '${t}'::timestamptz ${extra} ORDER BY ${column}) x)`);
  const recent = (table: string, column: string, extra = '') =>
    sql.raw(`(SELECT count(*) FROM ${table} WHERE ${column} >= '${t30}'::timestamptz
      AND ${column} < '${t}'::timestamptz ${extra})`);
  const [coupleCounts, doneCounts, weddingCounts, inactiveCounts, lastDays, previous, total] =
    await Promise.all([
      db.execute(sql`
        SELECT ${countBefore('couples', 'created_at')} AS couples_now,
               ${recent('couples', 'created_at')} AS couples_new,
               (SELECT count(*) FROM couples WHERE wedding_date >= ${today}::date
                 AND wedding_date < ${today}::date + 30) AS upcoming_now,
               (SELECT count(*) FROM couples WHERE wedding_date >= ${today}::date - 30
                 AND wedding_date < ${today}::date) AS upcoming_then`),
      db.execute(sql`
        SELECT ${countBefore('couples', 'onboarding_completed_at')} AS done_now,
               ${recent('couples', 'onboarding_completed_at')} AS done_new`),
      db.execute(sql`
        SELECT ${countBefore('weddings', 'created_at', 'AND gift_list_published')} AS published_now,
               ${recent('weddings', 'created_at', 'AND gift_list_published')} AS published_new`),
      db.execute(sql`
        SELECT count(*) FILTER (WHERE created_at < ${t}::timestamptz) AS inactive_now,
               count(*) FILTER (WHERE created_at < ${t30}::timestamptz) AS inactive_then
        FROM (SELECT (SELECT c.created_at FROM couples c WHERE c.user_id = u.id) AS created_at
              FROM users u WHERE u.status <> 'active') x`),
      // The last 30 days per day: the chart, and summed, the current window.
      db.execute(sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(gifts) AS gifts, sum(gross) AS gross,
               sum(fees) - sum(reversed_fees) AS fees
        FROM ${giftsByDay(t30, t, t)} g GROUP BY day`),
      db.execute(window(t60, t30, true)),
      // Every refund before `asOf` is of a gift confirmed before it: all-time standing gifts are the
      // confirmations minus the reversals.
      db.execute(window('-infinity', t, false)),
    ]);
  const rows = (r: unknown) => (r as { rows: Row[] }).rows;
  const cc = rows(coupleCounts)[0];
  const dc = rows(doneCounts)[0];
  const wd = rows(weddingCounts)[0];
  const ia = rows(inactiveCounts)[0];
  const couplesNow = n(cc, 'couples_now');
  const couplesThen = couplesNow - n(cc, 'couples_new');
  const doneNow = n(dc, 'done_now');
  const doneThen = doneNow - n(dc, 'done_new');
  const perDay = new Map(rows(lastDays).map((r) => [String(r.day), r]));
  const now = { gifts: 0, volume: 0, fees: 0 };
  for (const r of perDay.values()) {
    now.gifts += n(r, 'gifts');
    now.volume += n(r, 'gross');
    now.fees += n(r, 'fees');
  }
  // The chart's 30 São Paulo days, ending with `today`.
  const todayMs = Date.parse(`${today}T12:00:00Z`);
  const chartDays = Array.from({ length: 30 }, (_, i) =>
    new Date(todayMs - (29 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const then = rows(previous)[0];
  const all = rows(total)[0];
  return {
    asOf: t,
    today,
    figures: {
      couples: { current: couplesNow, previous: couplesThen },
      activeCouples: {
        current: couplesNow - n(ia, 'inactive_now'),
        previous: couplesThen - n(ia, 'inactive_then'),
      },
      publishedLists: {
        current: n(wd, 'published_now'),
        previous: n(wd, 'published_now') - n(wd, 'published_new'),
      },
      gifts: { current: now.gifts, previous: n(then, 'gifts') },
      giftVolumeCents: { current: now.volume, previous: n(then, 'volume') },
      feeRevenueCents: { current: now.fees, previous: n(then, 'fees') },
      upcomingWeddings: { current: n(cc, 'upcoming_now'), previous: n(cc, 'upcoming_then') },
      onboarding: {
        current: { completed: doneNow, total: couplesNow },
        previous: { completed: doneThen, total: couplesThen },
      },
    },
    totals: {
      gifts: n(all, 'gifts') - n(all, 'reversals'),
      giftVolumeCents: n(all, 'volume') - n(all, 'reversed_gross'),
      feeRevenueCents: n(all, 'fees'),
    },
    giftsPerDay: chartDays.map((day) => ({
      day,
      gifts: n(perDay.get(day), 'gifts'),
      grossCents: n(perDay.get(day), 'gross'),
    })),
  };
}
