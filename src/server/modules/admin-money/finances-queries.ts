// Finances by day, week or month (São Paulo calendar): gift volume, refunds, fee revenue (fees of
// confirmed gifts minus fees given back), withdrawals paid, and the couples' money held at each
// period's end (or now, for the period under way), read from the ledger: entries written by then,
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

type Row = Record<string, unknown>;

export async function financesByPeriod(db: Db, query: FinancesQuery, now = new Date()): Promise<Finances> {
  const { de, ate } = financeRange(query, now);
  const { unit, step } = units[query.periodo];
  const local = (col: string) => sql.raw(`date_trunc('${unit}', ${col} AT TIME ZONE '${ZONE}')`);
  const result = await db.execute(sql`
    WITH b AS (
      SELECT g AS k FROM generate_series(date_trunc(${unit}, ${de}::timestamp),
                                         date_trunc(${unit}, ${ate}::timestamp), ${step}::interval) g
      LIMIT ${MAX_BUCKETS + 1}
    ),
    r AS (
      SELECT min(k) AT TIME ZONE ${ZONE} AS lo, (max(k) + ${step}::interval) AT TIME ZONE ${ZONE} AS hi FROM b
    ),
    conf AS (
      SELECT ${local('p.confirmed_at')} AS k, count(*) AS gifts, sum(p.gross_cents) AS gross,
             sum(p.fee_cents) AS fees
      FROM gift_payments p, r WHERE p.confirmed_at >= r.lo AND p.confirmed_at < r.hi GROUP BY 1
    ),
    ref AS (
      SELECT ${local('p.refunded_at')} AS k, sum(p.gross_cents) AS gross, sum(p.fee_cents) AS fees
      FROM gift_payments p, r WHERE p.refunded_at >= r.lo AND p.refunded_at < r.hi GROUP BY 1
    ),
    paid AS (
      SELECT ${local('w.paid_at')} AS k, sum(w.amount_cents) AS amount
      FROM withdrawals w, r WHERE w.status = 'pago' AND w.paid_at >= r.lo AND w.paid_at < r.hi GROUP BY 1
    ),
    wallet AS (
      SELECT e.amount_cents, e.created_at, greatest(e.created_at, e.available_at) AS released
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.code = 'couple_wallet'
    ),
    written AS (
      SELECT ${local('created_at')} AS k, sum(amount_cents) AS s FROM wallet, r
      WHERE created_at >= r.lo AND created_at < r.hi GROUP BY 1
    ),
    released AS (
      SELECT ${local('released')} AS k, sum(amount_cents) AS s FROM wallet, r
      WHERE released >= r.lo AND released < r.hi AND released <= now() GROUP BY 1
    ),
    base AS (
      SELECT (SELECT coalesce(sum(amount_cents), 0) FROM wallet, r WHERE created_at < r.lo) AS written0,
             (SELECT coalesce(sum(amount_cents), 0) FROM wallet, r WHERE released < r.lo) AS released0
    )
    SELECT to_char(b.k, 'YYYY-MM-DD') AS start,
           coalesce(conf.gifts, 0) AS gifts,
           coalesce(conf.gross, 0) AS volume,
           coalesce(ref.gross, 0) AS refunds,
           coalesce(conf.fees, 0) - coalesce(ref.fees, 0) AS fees,
           coalesce(paid.amount, 0) AS payouts,
           base.written0 + sum(coalesce(written.s, 0)) OVER (ORDER BY b.k) AS held,
           base.released0 + sum(coalesce(released.s, 0)) OVER (ORDER BY b.k) AS available
    FROM b CROSS JOIN base
    LEFT JOIN conf ON conf.k = b.k LEFT JOIN ref ON ref.k = b.k LEFT JOIN paid ON paid.k = b.k
    LEFT JOIN written ON written.k = b.k LEFT JOIN released ON released.k = b.k
    ORDER BY b.k`);
  const rows = (result as unknown as { rows: Row[] }).rows;
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
      payoutsCents: Number(r.payouts),
      pendingCents: Number(r.held) - Number(r.available),
      availableCents: Number(r.available),
    })),
  };
}
