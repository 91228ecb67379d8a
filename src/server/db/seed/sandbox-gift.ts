// A demo guest's gift as the sandbox provider would have taken it: the gift payment and the
// sandbox's own record of its charge, with what differs (paid or waiting, card, boleto) passed on.
import { randomUUID } from 'node:crypto';
import type { splitGift } from '../../../shared/fees.ts';
import type { Db } from '../client.ts';
import { giftPayments, sandboxCharges } from '../schema.ts';

type PaymentValues = typeof giftPayments.$inferInsert;

export interface SandboxGift {
  weddingId: string;
  feePayer: PaymentValues['feePayer'];
  item: { id: string; name: string };
  quantity: number;
  giftCents: number;
  split: ReturnType<typeof splitGift>;
  guestName: string;
  guestEmail: string;
  method: PaymentValues['method'];
  chargeId: string;
  /** The payment's own fields (message, installments, card, boleto, dates). */
  payment?: Partial<PaymentValues>;
  /** The sandbox charge's own fields (status, installments, card, dates). */
  charge?: Partial<typeof sandboxCharges.$inferInsert>;
}

/** Inserts the payment and its sandbox charge; the payment's id, or undefined if none was written. */
export async function insertSandboxGift(db: Db, gift: SandboxGift): Promise<string | undefined> {
  const [payment] = await db
    .insert(giftPayments)
    .values({
      weddingId: gift.weddingId,
      giftListItemId: gift.item.id,
      itemName: gift.item.name,
      quantity: gift.quantity,
      contributorName: gift.guestName,
      contributorEmail: gift.guestEmail,
      giftCents: gift.giftCents,
      ...gift.split,
      feePayer: gift.feePayer,
      method: gift.method,
      provider: 'sandbox',
      providerChargeId: gift.chargeId,
      publicToken: randomUUID(),
      idempotencyKey: `demo:${randomUUID()}`,
      ...gift.payment,
    })
    .returning({ id: giftPayments.id });
  if (!payment) return undefined;
  await db.insert(sandboxCharges).values({
    id: gift.chargeId,
    method: gift.method,
    amountCents: gift.split.grossCents,
    description: gift.item.name,
    customerName: gift.guestName,
    externalReference: payment.id,
    ...gift.charge,
  });
  return payment.id;
}
