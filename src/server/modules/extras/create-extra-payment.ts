// The couple pays an order through the guests' checkout (DESIGN.md: couple purchases): the same
// form, provider and pages, the couple as payer, the order's price with no gift fee, and the same
// idempotency (one key, one charge). Its confirmation is the platform's revenue
// (payments/apply-charge-state.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extraServiceNames } from '../../../shared/extras.ts';
import type { CheckoutBody } from '../../../shared/payments/checkout.ts';
import { giftPayments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type CheckoutContext, chargeStoredPayment } from '../payments/create-payment.ts';
import type { ExtraOrderRow } from './extra-orders.ts';

type PaymentRow = typeof giftPayments.$inferSelect;

/** What the order is called on the payment, the receipt and the provider's statement. */
export function extraItemName(order: Pick<ExtraOrderRow, 'service' | 'domain'>): string {
  const name = extraServiceNames[order.service];
  return order.domain ? `${name}: ${order.domain}` : name;
}

export async function createExtraPayment(
  ctx: CheckoutContext,
  order: ExtraOrderRow,
  body: CheckoutBody,
): Promise<{ payment: PaymentRow; created: boolean }> {
  const { db } = ctx;
  const key = `extra:${body.idempotencyKey}`;
  const byKey = async () =>
    (await db.select().from(giftPayments).where(eq(giftPayments.idempotencyKey, key)))[0];
  const existing = await byKey();
  if (existing) return { payment: existing, created: false };
  if (order.status !== 'aguardando_pagamento') throw new AppError('EXTRA_NOT_PAYABLE');
  if (body.installments > ctx.settings.maxInstallments) throw new AppError('VALIDATION');

  const [row] = await db
    .insert(giftPayments)
    .values({
      weddingId: order.weddingId,
      kind: 'servico',
      extraOrderId: order.id,
      itemName: extraItemName(order),
      quantity: 1,
      contributorName: body.name,
      contributorEmail: body.email,
      contributorCpf: body.cpf,
      giftCents: order.priceCents,
      grossCents: order.priceCents,
      feeCents: 0,
      netCents: order.priceCents,
      feeBasisPoints: 0,
      feePayer: 'couple',
      method: body.method,
      installments: body.method === 'card' ? body.installments : 1,
      provider: ctx.provider.name,
      publicToken: randomBytes(24).toString('base64url'),
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: giftPayments.idempotencyKey })
    .returning();
  if (!row) {
    // The same key, submitted twice at once: the other request stored it first.
    const other = await byKey();
    if (!other) throw new AppError('PAYMENT_FAILED');
    return { payment: other, created: false };
  }
  const payment = await chargeStoredPayment(ctx, row, {
    body,
    description: `${extraServiceNames[order.service]} - Nosso Sim`,
  });
  return { payment, created: true };
}
