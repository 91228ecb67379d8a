// A guest's gift payment written straight to the database, for tests that need money already moved
// without going through a checkout.
import type { Db } from '../db/client.ts';
import { giftPayments } from '../db/schema.ts';
import { unique } from './test-app.ts';

type GiftPaymentInsert = typeof giftPayments.$inferInsert;

/** A R$ 100,00 PIX gift with the 3,89% fee paid by the couple, unless `overrides` say otherwise. */
export function giftPaymentValues(
  weddingId: string,
  { grossCents = 10_000, feeCents = 389, ...overrides }: Partial<GiftPaymentInsert> = {},
): GiftPaymentInsert {
  return {
    weddingId,
    itemName: 'Jogo de panelas',
    contributorName: 'Tia Cida',
    giftCents: grossCents,
    grossCents,
    feeCents,
    netCents: grossCents - feeCents,
    feeBasisPoints: 389,
    feePayer: 'couple',
    method: 'pix',
    provider: 'sandbox',
    publicToken: unique('tok-'),
    idempotencyKey: unique('presente-'),
    ...overrides,
  };
}

/** Inserts `giftPaymentValues(weddingId, overrides)` and returns the row. */
export async function insertGiftPayment(
  db: Db,
  weddingId: string,
  overrides?: Partial<GiftPaymentInsert>,
): Promise<typeof giftPayments.$inferSelect> {
  const [row] = await db.insert(giftPayments).values(giftPaymentValues(weddingId, overrides)).returning();
  if (!row) throw new Error('payment not created');
  return row;
}
