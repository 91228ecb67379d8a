// Finances by day, week or month (São Paulo calendar): gift volume, refunds, fee revenue (fees of
// confirmed gifts minus fees given back), withdrawals paid, and the couples' money held at each
// period's end (or now, for the period under way), read from the daily money summary that the
// ledger's postings keep (money-summary/money-daily.ts): wallet entries written by then,
// "available" once their release date has passed, "pending" before it. Balances are running sums
// from the period before the range.
import { sql } from 'drizzle-orm';
import {
  adminMoneyMessages,
  type FinancePeriod,
  type Finances,
  type FinancesQuery,
} from '../../../shared/admin-money.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { AppError } from '../../http/errors.ts';

const ZONE = 'America/Sao_Paulo';
const units: Record<FinancePeriod, { unit: string; step: string; back: (d: Date) => Date }> = {
  dia: { unit: 'day', step: '1 day', back: (d) => new Date(d.getTime() - 29 * 86_400_000) },
  semana: { unit: 'week', step: '1 week', back: (d) => new Date(d.getTime() - 11 * 7 * 86_400_000) },
  mes: {
    unit: 'month',
    step: '1 month',
    back: (d) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11, 1)),
  },
};
const MAX_BUCKETS = 400;

/** The range asked for, or the last 30 days, 12 weeks or 12 months. */
export function financeRange(query: FinancesQuery, now = new Date()): { de: string; ate: string } {
  const ate = query.ate ?? todayIn(ZONE, now);
  const de =
    query.de ??
    units[query.periodo]
      .back(new Date(`${ate}T00:00:00Z`))
      .toISOString()
      .slice(0, 10);
  if (de > ate) throw new AppError('VALIDATION', adminMoneyMessages.periodOrder);
  return { de, ate };
}

export async function financesByPeriod(db: Db, query: FinancesQuery, now = new Date()): Promise<Finances> {
  const { de, ate } = financeRange(query, now);
  const { unit, step } = units[query.periodo];
  // Money is released at 00:00 of a day or when written, so all of today's releases have happened.
  const today = todayIn(ZONE, now);
  const result = await db.execute(sql`
    WITH b AS (
      SELECT g AS k FROM generate_series(date_trunc(${unit}, ${de}::timestamp),
                                         date_trunc(${unit}, ${ate}::timestamp), ${step}::interval) g
      LIMIT ${MAX_BUCKETS + 1}
    ),
    r AS (
      SELECT min(k) AT TIME ZONE ${ZONE} AS lo, (max(k) + ${step}::interval) AT TIME ZONE ${ZONE} AS hi FROM b
    ),
    d AS (SELECT min(k)::date AS lo, (max(k) + ${step}::interval)::date AS hi FROM b),
    -- Whole São Paulo days from the daily money summary (money-summary/money-daily.ts).
    daily AS (
      SELECT date_trunc(${unit}, m.day::timestamp) AS k, sum(m.gifts) AS gifts,
             sum(m.gift_gross_cents) AS gross, sum(m.gift_fee_cents) AS fees,
             sum(m.reversed_gross_cents) AS refunds, sum(m.reversed_fee_cents) AS refunded_fees,
             sum(m.wallet_written_cents) AS written,
             sum(m.wallet_released_cents) FILTER (WHERE m.day <= ${today}::date) AS released
      FROM money_daily m, d WHERE m.day >= d.lo AND m.day < d.hi GROUP BY 1
    ),
    -- Each period's paid withdrawals: one index-only range per period (no time zone per row).
    paid AS (
      SELECT b.k, (SELECT sum(w.amount_cents) FROM withdrawals w
                   WHERE w.status = 'pago' AND w.paid_at >= b.k AT TIME ZONE ${ZONE}
                     AND w.paid_at < (b.k + ${step}::interval) AT TIME ZONE ${ZONE}) AS amount
      FROM b
    ),
    -- Couples' purchases (domain, keepsake): the platform_extras account's entries of each period,
    -- refunds netted, apart from gift fees. One index range per period (ledger_entries_account_idx).
    extras AS (
      SELECT b.k, (SELECT sum(e.amount_cents) FROM ledger_entries e
                   WHERE e.account_id = (SELECT id FROM ledger_accounts
                                         WHERE code = 'platform_extras' AND wedding_id IS NULL)
                     AND e.available_at >= b.k AT TIME ZONE ${ZONE}
                     AND e.available_at < (b.k + ${step}::interval) AT TIME ZONE ${ZONE}) AS amount
      FROM b
    ),
    base AS (
      SELECT coalesce(sum(m.wallet_written_cents), 0) AS written0,
             coalesce(sum(m.wallet_released_cents), 0) AS released0
      FROM money_daily m, d WHERE m.day < d.lo
    )
    SELECT to_char(b.k, 'YYYY-MM-DD') AS start,
           coalesce(daily.gifts, 0) AS gifts,
           coalesce(daily.gross, 0) AS volume,
           coalesce(daily.refunds, 0) AS refunds,
           coalesce(daily.fees, 0) - coalesce(daily.refunded_fees, 0) AS fees,
           coalesce(extras.amount, 0) AS extras,
           coalesce(paid.amount, 0) AS payouts,
           base.written0 + sum(coalesce(daily.written, 0)) OVER (ORDER BY b.k) AS held,
           base.released0 + sum(coalesce(daily.released, 0)) OVER (ORDER BY b.k) AS available
    FROM b CROSS JOIN base
    LEFT JOIN daily ON daily.k = b.k LEFT JOIN paid ON paid.k = b.k LEFT JOIN extras ON extras.k = b.k
    ORDER BY b.k`);
  const rows = rowsOf(result);
  if (rows.length > MAX_BUCKETS) throw new AppError('VALIDATION', adminMoneyMessages.periodTooLong);
  return {
    periodo: query.periodo,
    de,
    ate,
    rows: rows.map((r) => ({
      start: String(r.start),
      gifts: Number(r.gifts),
      giftVolumeCents: Number(r.volume),
      refundsCents: Number(r.refunds),
      feeRevenueCents: Number(r.fees),
      extrasRevenueCents: Number(r.extras),
      payoutsCents: Number(r.payouts),
      pendingCents: Number(r.held) - Number(r.available),
      availableCents: Number(r.available),
    })),
  };
}
