import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { testCouple } from '../../testing/couples.ts';
import { insertGiftPayment } from '../../testing/gift-payments.ts';
import { pastDays } from '../../testing/past-days.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { postTransaction } from '../ledger/ledger.ts';
import { applyChargeState } from '../payments/apply-charge-state.ts';
import { giftsByDay, MONEY_DAILY_DIRECT_SQL } from './money-daily.ts';

const { db } = await createTestApp();
// Days that no other test writes money into.
const { at, day } = pastDays(9);

type Row = Record<string, unknown>;
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

async function payment(weddingId: string, grossCents: number, feeCents: number) {
  return (await insertGiftPayment(db, weddingId, { grossCents, feeCents })).id;
}

/** The summary's and the raw tables' figures for the given days, side by side. */
async function bothWays(tx: Db, days: string[]) {
  const list = sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  );
  const summary = await tx.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(gifts)::int AS gifts, sum(gift_gross_cents)::bigint AS gross,
           sum(gift_fee_cents)::bigint AS fees, sum(gift_net_cents)::bigint AS net, sum(reversals)::int AS reversals,
           sum(reversed_gross_cents)::bigint AS reversed_gross, sum(reversed_fee_cents)::bigint AS reversed_fees,
           sum(reversed_net_cents)::bigint AS reversed_net, sum(wallet_written_cents)::bigint AS written,
           sum(wallet_released_cents)::bigint AS released
    FROM money_daily WHERE day IN (${list}) GROUP BY day ORDER BY day`);
  const direct = await tx.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, gifts, gift_gross_cents AS gross, gift_fee_cents AS fees,
           gift_net_cents AS net, reversals, reversed_gross_cents AS reversed_gross,
           reversed_fee_cents AS reversed_fees, reversed_net_cents AS reversed_net,
           wallet_written_cents AS written, wallet_released_cents AS released
    FROM (${sql.raw(MONEY_DAILY_DIRECT_SQL)}) d WHERE day IN (${list}) ORDER BY day`);
  const clean = (rows: Row[]) =>
    rows
      .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'day' ? v : Number(v)])))
      .filter((r) => Object.entries(r).some(([k, v]) => k !== 'day' && v !== 0));
  return { summary: clean(rowsOf(summary)), direct: clean(rowsOf(direct)) };
}

describe('money_daily', () => {
  it('keeps every day equal to the sums over payments and wallet entries, through retries', async () => {
    const { wedding } = await testCouple(db);
    const a = await payment(wedding.id, 10_000, 389);
    const b = await payment(wedding.id, 20_000, 778);
    const c = await payment(wedding.id, 7_000, 272);
    const d = await payment(wedding.id, 3_000, 117);
    await applyChargeState(db, a, 'paid', { at: at(0), releaseDays: 3 });
    await applyChargeState(db, a, 'paid', { at: at(0), releaseDays: 3 }); // a repeated webhook
    await applyChargeState(db, b, 'paid', { at: at(0, 22), releaseDays: 3 });
    await applyChargeState(db, c, 'paid', { at: at(1, 1), releaseDays: 3 });
    await applyChargeState(db, b, 'refunded', { at: at(2), releaseDays: 3 });
    await applyChargeState(db, b, 'refunded', { at: at(2), releaseDays: 3 });
    await applyChargeState(db, c, 'chargeback', { at: at(6), releaseDays: 3 });
    // Declined, then paid after all (a PIX paid at the last second).
    await applyChargeState(db, d, 'declined', { at: at(3), releaseDays: 3 });
    await applyChargeState(db, d, 'paid', { at: at(3, 23), releaseDays: 3 });
    // A posting dated in the past: written on day 4, released on day 8.
    await postTransaction(db, {
      kind: 'gift_payment',
      idempotencyKey: unique('resumo-razao-'),
      at: at(4),
      lines: [
        { account: { code: 'provider_clearing' }, amountCents: -5_000 },
        {
          account: { code: 'couple_wallet', weddingId: wedding.id },
          amountCents: 5_000,
          availableAt: at(8, 0),
        },
      ],
    });

    const days = Array.from({ length: 12 }, (_, k) => day(k - 1));
    const { summary, direct } = await db.transaction(async (tx) => bothWays(tx as unknown as Db, days), {
      isolationLevel: 'repeatable read',
    });
    expect(summary).toEqual(direct);
    const first = summary.find((r) => r.day === day(0));
    expect(first).toMatchObject({ gifts: 2, gross: 30_000, fees: 1_167, net: 28_833 });
    expect(summary.find((r) => r.day === day(2))).toMatchObject({ reversals: 1, reversed_gross: 20_000 });
    expect(summary.find((r) => r.day === day(4))).toMatchObject({ written: 5_000 });
    expect(summary.find((r) => r.day === day(8))).toMatchObject({ released: 5_000 });

    // A window that starts and ends inside days (raw edges, whole days from the summary),
    // standing at day 5: b was refunded before it, c (charged back on day 6) still stands.
    const window = rowsOf(
      await db.execute(sql`
        SELECT sum(gifts)::int AS gifts, sum(gross)::bigint AS gross, sum(fees)::bigint AS fees,
               sum(reversals)::int AS reversals, sum(reversed_fees)::bigint AS reversed_fees
        FROM ${giftsByDay(at(0, 18).toISOString(), at(3, 23).toISOString(), at(5).toISOString())} g`),
    )[0];
    const ids = sql.join(
      [a, b, c, d].map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const expected = rowsOf(
      await db.execute(sql`
        SELECT count(*) FILTER (WHERE refunded_at IS NULL OR refunded_at >= ${at(5).toISOString()}::timestamptz)::int AS gifts,
               sum(gross_cents) FILTER (WHERE refunded_at IS NULL OR refunded_at >= ${at(5).toISOString()}::timestamptz)::bigint AS gross,
               sum(fee_cents)::bigint AS fees
        FROM gift_payments WHERE id IN (${ids})
          AND confirmed_at >= ${at(0, 18).toISOString()}::timestamptz AND confirmed_at < ${at(3, 23).toISOString()}::timestamptz`),
    )[0];
    // b (day 0, 22h), c (day 1) and d's 23h confirmation falls at the window's end (excluded).
    expect(expected).toMatchObject({ gifts: 1, gross: '7000', fees: '1050' });
    expect(window).toMatchObject({
      gifts: 1,
      gross: '7000',
      fees: '1050',
      reversals: 1,
      reversed_fees: '778',
    });
  });
});
