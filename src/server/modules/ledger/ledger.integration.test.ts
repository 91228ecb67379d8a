import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp, unique } from '../../testing/test-app.ts';
import { walletSummary } from '../wallet/wallet-queries.ts';
import { accountBalance, accountId, postTransaction, UnbalancedTransaction } from './ledger.ts';

const t: TestApp = await createTestApp();

async function newWedding() {
  const { wedding } = await createCoupleWithWedding(t.database.db, {
    email: `${unique()}@exemplo.com`,
    name1: 'Ana',
    name2: 'Rui',
  });
  return wedding.id;
}

describe('ledger', () => {
  it('refuses a transaction whose entries do not sum to zero, in code and in the database', async () => {
    const weddingId = await newWedding();
    await expect(
      postTransaction(t.database.db, {
        kind: 'gift_payment',
        idempotencyKey: randomUUID(),
        lines: [
          { account: { code: 'provider_clearing' }, amountCents: -100 },
          { account: { code: 'couple_wallet', weddingId }, amountCents: 99 },
        ],
      }),
    ).rejects.toBeInstanceOf(UnbalancedTransaction);

    const wallet = await accountId(t.database.db, { code: 'couple_wallet', weddingId });
    await expect(
      t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'gift_payment', idempotencyKey: randomUUID() })
          .returning();
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: row?.id as string, accountId: wallet, amountCents: 500 });
      }),
    ).rejects.toThrow();
    expect(await accountBalance(t.database.db, wallet)).toBe(0);
  });

  it('never changes or deletes an entry', async () => {
    const weddingId = await newWedding();
    await postTransaction(t.database.db, {
      kind: 'gift_payment',
      idempotencyKey: randomUUID(),
      lines: [
        { account: { code: 'provider_clearing' }, amountCents: -1_000 },
        { account: { code: 'couple_wallet', weddingId }, amountCents: 1_000 },
      ],
    });
    const wallet = await accountId(t.database.db, { code: 'couple_wallet', weddingId });
    await expect(
      t.database.db
        .update(ledgerEntries)
        .set({ amountCents: 9_999 })
        .where(eq(ledgerEntries.accountId, wallet)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, wallet)),
    ).rejects.toThrow();
    expect(await accountBalance(t.database.db, wallet)).toBe(1_000);
  });

  it('posts a key once, however often it is posted', async () => {
    const weddingId = await newWedding();
    const posting = {
      kind: 'gift_payment' as const,
      idempotencyKey: randomUUID(),
      lines: [
        { account: { code: 'provider_clearing' as const }, amountCents: -700 },
        { account: { code: 'couple_wallet' as const, weddingId }, amountCents: 700 },
      ],
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.database.db.transaction((tx) => postTransaction(tx, posting))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const wallet = await accountId(t.database.db, { code: 'couple_wallet', weddingId });
    expect(await accountBalance(t.database.db, wallet)).toBe(700);
  });

  it('agrees with a simple model of the wallet over random gifts, refunds and withdrawals', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('gift' as const),
        cents: fc.integer({ min: 1, max: 500_000 }),
        released: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('withdraw' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const weddingId = await newWedding();
        const now = new Date();
        const past = new Date(now.getTime() - 86_400_000);
        const future = new Date(now.getTime() + 5 * 86_400_000);
        const gifts: { cents: number; at: Date; refunded: boolean; key: string }[] = [];
        let available = 0;
        let pending = 0;
        for (const o of ops) {
          if (o.kind === 'gift') {
            const at = o.released ? past : future;
            const key = randomUUID();
            await postTransaction(t.database.db, {
              kind: 'gift_payment',
              idempotencyKey: key,
              lines: [
                { account: { code: 'provider_clearing' }, amountCents: -o.cents },
                { account: { code: 'couple_wallet', weddingId }, amountCents: o.cents, availableAt: at },
              ],
            });
            gifts.push({ cents: o.cents, at, refunded: false, key });
            if (o.released) available += o.cents;
            else pending += o.cents;
          } else if (o.kind === 'refund' && gifts.length) {
            const gift = gifts[o.pick % gifts.length] as (typeof gifts)[number];
            const posted = await postTransaction(t.database.db, {
              kind: 'refund',
              idempotencyKey: `${gift.key}:refund`,
              lines: [
                { account: { code: 'provider_clearing' }, amountCents: gift.cents },
                {
                  account: { code: 'couple_wallet', weddingId },
                  amountCents: -gift.cents,
                  availableAt: gift.at > now ? gift.at : now,
                },
              ],
            });
            if (posted && !gift.refunded) {
              gift.refunded = true;
              if (gift.at > now) pending -= gift.cents;
              else available -= gift.cents;
            }
          } else if (o.kind === 'withdraw' && o.cents <= available) {
            await postTransaction(t.database.db, {
              kind: 'withdrawal',
              idempotencyKey: randomUUID(),
              lines: [
                { account: { code: 'couple_wallet', weddingId }, amountCents: -o.cents },
                { account: { code: 'payouts_in_transit' }, amountCents: o.cents },
              ],
            });
            available -= o.cents;
          }
        }
        const summary = await walletSummary(t.database.db, weddingId, 2);
        expect(summary.availableCents).toBe(available);
        expect(summary.pendingCents).toBe(pending);
        const [unbalanced] = await t.database.db
          .execute<{ n: number }>(sql`
          select count(*)::int as n from (
            select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0
          ) as t`)
          .then((r) => r.rows);
        expect(unbalanced?.n).toBe(0);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
