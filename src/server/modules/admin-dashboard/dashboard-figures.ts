// The admin home's figures, each computed twice (at `asOf` and 30 days before) in one round trip.
// A gift counts from its confirmation until it is refunded or charged back; the fee revenue of a
// period is the fees confirmed in it minus the fees given back in it. Stock figures (couples,
// active couples, published lists) have no history: "30 days before" counts the ones created by
// then, in today's state (couples-daily.ts).
import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../shared/admin-dashboard.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { Db } from '../../db/client.ts';
import { unfinishedSignUp, unfinishedSignUpsAt } from '../admin-couples/unfinished-sign-up.ts';
import { giftsByDay } from '../money-summary/money-daily.ts';
import { stockAt } from './couples-daily.ts';

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
  const unfinished = unfinishedSignUp(sql.raw('couples'));
  const today = todayIn(ZONE, new Date(asOf.getTime() - 1));
  // Gifts, volume and fees come from the daily money summary plus the partial days at the ends
  // of each window (money-summary/money-daily.ts); a gift counts while it stands at `asOf`.
  const window = (from: string, to: string, standing: boolean) => sql`
    SELECT coalesce(sum(gifts), 0) AS gifts, coalesce(sum(gross), 0) AS volume,
           coalesce(sum(fees), 0) - coalesce(sum(reversed_fees), 0) AS fees,
           coalesce(sum(reversals), 0) AS reversals, coalesce(sum(reversed_gross), 0) AS reversed_gross
    FROM ${giftsByDay(from, to, standing ? t : null)} g`;

  // Stock figures from the daily counts the database keeps (couples-daily.ts), at `asOf` and 30
  // days before; upcoming weddings are two short ranges of the wedding-date index.
  const [stock, lastDays, previous, total] = await Promise.all([
    db.execute(sql`
      SELECT n.couples AS couples_now, n.onboarded AS done_now, n.inactive AS inactive_now,
             n.published AS published_now, p.couples AS couples_then, p.onboarded AS done_then,
             p.inactive AS inactive_then, p.published AS published_then,
             un.unfinished AS unfinished_now, un.unfinished_inactive AS unfinished_inactive_now,
             up.unfinished AS unfinished_then, up.unfinished_inactive AS unfinished_inactive_then,
             (SELECT count(*) FROM couples WHERE wedding_date >= ${today}::date
               AND wedding_date < ${today}::date + 30 AND NOT ${unfinished}) AS upcoming_now,
             (SELECT count(*) FROM couples WHERE wedding_date >= ${today}::date - 30
               AND wedding_date < ${today}::date AND NOT ${unfinished}) AS upcoming_then
      FROM ${stockAt(t)} n, ${stockAt(t30)} p, ${unfinishedSignUpsAt(t)} un, ${unfinishedSignUpsAt(t30)} up`),
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
  const st = rows(stock)[0];
  // Sign-ups abandoned before the password are not couples (unfinished-sign-up.ts).
  const couplesNow = n(st, 'couples_now') - n(st, 'unfinished_now');
  const couplesThen = n(st, 'couples_then') - n(st, 'unfinished_then');
  const inactiveNow = n(st, 'inactive_now') - n(st, 'unfinished_inactive_now');
  const inactiveThen = n(st, 'inactive_then') - n(st, 'unfinished_inactive_then');
  const doneNow = n(st, 'done_now');
  const doneThen = n(st, 'done_then');
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
        current: couplesNow - inactiveNow,
        previous: couplesThen - inactiveThen,
      },
      publishedLists: { current: n(st, 'published_now'), previous: n(st, 'published_then') },
      gifts: { current: now.gifts, previous: n(then, 'gifts') },
      giftVolumeCents: { current: now.volume, previous: n(then, 'volume') },
      feeRevenueCents: { current: now.fees, previous: n(then, 'fees') },
      upcomingWeddings: { current: n(st, 'upcoming_now'), previous: n(st, 'upcoming_then') },
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
