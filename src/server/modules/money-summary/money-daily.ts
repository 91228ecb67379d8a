// The daily money summary (table money_daily): what the back office sums over all time, kept per
// São Paulo day by the same database transaction that changes the facts, so the dashboard, the
// gift-lists stats and the finances read a few hundred rows instead of a million payments or
// millions of ledger entries. Two writers keep it:
// - recordPaymentChange: a payment's confirmation and refund/chargeback (apply-charge-state.ts),
//   as the difference between the row before and after, so it mirrors gift_payments exactly;
// - recordWalletEntries: every couple_wallet ledger entry (ledger.ts postTransaction).
// MONEY_DAILY_DIRECT_SQL computes the same figures from the raw tables (tests compare the two;
// rebuildMoneyDaily fills the table from it after a bulk load).
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

export const ZONE = 'America/Sao_Paulo';
const SLOTS = 8;

/** The same wedding always writes the same slot, so one transaction never waits on two of its own. */
export function slotOf(weddingId: string): number {
  return Number.parseInt(weddingId.slice(0, 2), 16) % SLOTS;
}

interface Delta {
  at: Date;
  gifts?: number;
  giftGross?: number;
  giftFee?: number;
  giftNet?: number;
  reversals?: number;
  reversedGross?: number;
  reversedFee?: number;
  reversedNet?: number;
  written?: number;
  released?: number;
}

const columns = [
  ['gifts', 'gifts', 'int'],
  ['gift_gross_cents', 'giftGross', 'bigint'],
  ['gift_fee_cents', 'giftFee', 'bigint'],
  ['gift_net_cents', 'giftNet', 'bigint'],
  ['reversals', 'reversals', 'int'],
  ['reversed_gross_cents', 'reversedGross', 'bigint'],
  ['reversed_fee_cents', 'reversedFee', 'bigint'],
  ['reversed_net_cents', 'reversedNet', 'bigint'],
  ['wallet_written_cents', 'written', 'bigint'],
  ['wallet_released_cents', 'released', 'bigint'],
] as const;

/** Adds the deltas to their days (rows locked in day order). */
async function apply(tx: Tx, slot: number, deltas: Delta[]): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map(
      (d) =>
        sql`(${d.at.toISOString()}::timestamptz, ${sql.join(
          columns.map(([, key, type]) => sql`${d[key] ?? 0}::${sql.raw(type)}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const names = sql.raw(columns.map(([c]) => c).join(', '));
  const sums = sql.raw(columns.map(([c]) => `sum(v.${c})`).join(', '));
  const updates = sql.raw(columns.map(([c]) => `${c} = m.${c} + excluded.${c}`).join(', '));
  await tx.execute(sql`
    INSERT INTO money_daily AS m (day, slot, ${names})
    SELECT (v.at AT TIME ZONE ${ZONE})::date, ${slot}::smallint, ${sums}
    FROM (VALUES ${values}) AS v(at, ${names})
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET ${updates}`);
}

export interface PaymentFacts {
  weddingId: string;
  grossCents: number;
  feeCents: number;
  netCents: number;
  confirmedAt: Date | null;
  refundedAt: Date | null;
}

/** A payment counts on the day it is confirmed as a gift, and on the day it is refunded as a reversal. */
const paymentDays = [
  { when: 'confirmedAt', count: 'gifts', gross: 'giftGross', fee: 'giftFee', net: 'giftNet' },
  { when: 'refundedAt', count: 'reversals', gross: 'reversedGross', fee: 'reversedFee', net: 'reversedNet' },
] as const;

function contribution(p: PaymentFacts, sign: 1 | -1): Delta[] {
  return paymentDays.flatMap(({ when, count, gross, fee, net }) => {
    const at = p[when];
    if (!at) return [];
    return [
      { at, [count]: sign, [gross]: sign * p.grossCents, [fee]: sign * p.feeCents, [net]: sign * p.netCents },
    ];
  });
}

const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** A payment row changed (confirmed, refunded, charged back): moves its figures between days. */
export async function recordPaymentChange(tx: Tx, before: PaymentFacts, after: PaymentFacts): Promise<void> {
  const unchanged =
    same(before.confirmedAt, after.confirmedAt) &&
    same(before.refundedAt, after.refundedAt) &&
    before.grossCents === after.grossCents &&
    before.feeCents === after.feeCents &&
    before.netCents === after.netCents;
  if (unchanged) return;
  await apply(tx, slotOf(after.weddingId), [...contribution(before, -1), ...contribution(after, 1)]);
}

/** Couple-wallet entries just written: counted on the day written and on the day released. */
export async function recordWalletEntries(
  tx: Tx,
  weddingId: string,
  entries: { amountCents: number; createdAt: Date; availableAt: Date }[],
): Promise<void> {
  const deltas: Delta[] = [];
  for (const e of entries) {
    const released = e.availableAt > e.createdAt ? e.availableAt : e.createdAt;
    deltas.push({ at: e.createdAt, written: e.amountCents }, { at: released, released: e.amountCents });
  }
  await apply(tx, slotOf(weddingId), deltas);
}

/** The summary's figures per day, computed from gift_payments and ledger_entries directly. */
export const MONEY_DAILY_DIRECT_SQL = `
  SELECT day, sum(gifts)::int AS gifts, sum(gift_gross_cents)::bigint AS gift_gross_cents,
         sum(gift_fee_cents)::bigint AS gift_fee_cents, sum(gift_net_cents)::bigint AS gift_net_cents,
         sum(reversals)::int AS reversals, sum(reversed_gross_cents)::bigint AS reversed_gross_cents,
         sum(reversed_fee_cents)::bigint AS reversed_fee_cents, sum(reversed_net_cents)::bigint AS reversed_net_cents,
         sum(wallet_written_cents)::bigint AS wallet_written_cents,
         sum(wallet_released_cents)::bigint AS wallet_released_cents
  FROM (
    SELECT (confirmed_at AT TIME ZONE '${ZONE}')::date AS day, count(*) AS gifts, sum(gross_cents) AS gift_gross_cents,
           sum(fee_cents) AS gift_fee_cents, sum(net_cents) AS gift_net_cents, 0 AS reversals,
           0 AS reversed_gross_cents, 0 AS reversed_fee_cents, 0 AS reversed_net_cents,
           0 AS wallet_written_cents, 0 AS wallet_released_cents
    FROM gift_payments WHERE confirmed_at IS NOT NULL AND kind <> 'servico' GROUP BY 1
    UNION ALL
    SELECT (refunded_at AT TIME ZONE '${ZONE}')::date, 0, 0, 0, 0, count(*), sum(gross_cents), sum(fee_cents),
           sum(net_cents), 0, 0
    FROM gift_payments WHERE refunded_at IS NOT NULL AND kind <> 'servico' GROUP BY 1
    UNION ALL
    SELECT (e.created_at AT TIME ZONE '${ZONE}')::date, 0, 0, 0, 0, 0, 0, 0, 0, sum(e.amount_cents), 0
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.code = 'couple_wallet' GROUP BY 1
    UNION ALL
    SELECT (greatest(e.created_at, e.available_at) AT TIME ZONE '${ZONE}')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0,
           sum(e.amount_cents)
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.code = 'couple_wallet' GROUP BY 1
  ) x
  GROUP BY day`;

/** Refills the summary from the raw tables (after a bulk load, or to repair it); run it in a transaction. */
export async function rebuildMoneyDaily(tx: Tx): Promise<void> {
  const names = columns.map(([c]) => c).join(', ');
  await tx.execute(sql`LOCK TABLE money_daily IN EXCLUSIVE MODE`);
  await tx.execute(sql`DELETE FROM money_daily`);
  await tx.execute(
    sql.raw(
      `INSERT INTO money_daily (day, slot, ${names}) SELECT day, 0, ${names} FROM (${MONEY_DAILY_DIRECT_SQL}) d`,
    ),
  );
}

/**
 * A database that had money before the summary existed gets it filled once, at start (the seed
 * runs under the migrations' lock).
 */
export async function fillMoneyDailyOnce(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT NOT EXISTS (SELECT 1 FROM money_daily)
       AND (EXISTS (SELECT 1 FROM gift_payments WHERE confirmed_at IS NOT NULL)
            OR EXISTS (SELECT 1 FROM ledger_entries)) AS empty`);
  const row = (result as unknown as { rows: { empty: boolean }[] }).rows[0];
  if (!row?.empty) return false;
  await db.transaction((tx) => rebuildMoneyDaily(tx));
  return true;
}

/**
 * Gift figures of the instants [from, to) per São Paulo day, from the summary for the whole days
 * inside and from gift_payments (bounded index ranges) for the parts of days at either end:
 * gifts confirmed (count, gross, fees), refunds and chargebacks (count, gross, fees). With
 * `standingAt`, gifts and gross leave out the gifts of the range refunded before that instant
 * (a refund comes after its confirmation, so those are refunds in [from, standingAt)).
 * Rows: day, gifts, gross, fees, reversals, reversed_gross, reversed_fees (several per day).
 */
export function giftsByDay(from: string, to: string, standingAt: string | null): SQL {
  const z = sql.raw(`'${ZONE}'`);
  const standing = standingAt
    ? sql`UNION ALL
      SELECT (p.confirmed_at AT TIME ZONE ${z})::date, -count(*), -sum(p.gross_cents), 0, 0, 0, 0
      FROM gift_payments p
      WHERE p.refunded_at >= (SELECT f FROM b) AND p.refunded_at < ${standingAt}::timestamptz
        AND p.confirmed_at >= (SELECT f FROM b) AND p.confirmed_at < (SELECT t FROM b)
        AND p.kind <> 'servico'
      GROUP BY 1`
    : sql``;
  // The raw parts: [f, s1) and [s2, t) around the whole days, or all of [f, t) without any.
  const raw = (column: string, select: SQL) => {
    const c = sql.raw(`p.${column}`);
    return sql`SELECT (${c} AT TIME ZONE ${z})::date, ${select} FROM gift_payments p
      WHERE ${c} >= (SELECT f FROM b) AND ${c} < (SELECT CASE WHEN whole THEN s1 ELSE t END FROM b)
        AND p.kind <> 'servico'
      GROUP BY 1
      UNION ALL
      SELECT (${c} AT TIME ZONE ${z})::date, ${select} FROM gift_payments p
      WHERE ${c} >= (SELECT CASE WHEN whole THEN s2 ELSE t END FROM b) AND ${c} < (SELECT t FROM b)
        AND p.kind <> 'servico'
      GROUP BY 1`;
  };
  return sql`(
    WITH b AS MATERIALIZED (
      SELECT f, t, d1, d2, d1 < d2 AS whole, (d1::timestamp AT TIME ZONE ${z}) AS s1,
             (d2::timestamp AT TIME ZONE ${z}) AS s2
      FROM (SELECT ${from}::timestamptz AS f, ${to}::timestamptz AS t) x,
      LATERAL (SELECT (f AT TIME ZONE ${z})::date AS df, (t AT TIME ZONE ${z})::date AS d2) y,
      LATERAL (SELECT CASE WHEN (df::timestamp AT TIME ZONE ${z}) = f THEN df ELSE df + 1 END AS d1) w
    )
    SELECT m.day, sum(m.gifts) AS gifts, sum(m.gift_gross_cents) AS gross, sum(m.gift_fee_cents) AS fees,
           sum(m.reversals) AS reversals, sum(m.reversed_gross_cents) AS reversed_gross,
           sum(m.reversed_fee_cents) AS reversed_fees
    FROM money_daily m
    WHERE (SELECT whole FROM b) AND m.day >= (SELECT d1 FROM b) AND m.day < (SELECT d2 FROM b)
    GROUP BY 1
    UNION ALL
    ${raw('confirmed_at', sql`count(*), sum(p.gross_cents), sum(p.fee_cents), 0, 0, 0`)}
    UNION ALL
    ${raw('refunded_at', sql`0, 0, 0, count(*), sum(p.gross_cents), sum(p.fee_cents)`)}
    ${standing}
  )`;
}
