// An order's states that follow its payment, written inside the payment's database transaction
// (payments/apply-charge-state.ts), so an order is paid exactly when its money is in the ledger.
// What the service then does (register a domain, build the keepsake) starts after the commit
// (extra-notices.ts), never inside it.
import { and, eq, ne, sql } from 'drizzle-orm';
import { extrasMessages } from '../../../shared/extras.ts';
import type { Tx } from '../../db/client.ts';
import { extraOrders, giftPayments } from '../../db/schema.ts';
import { domainHeld } from '../domains/domain-holder.ts';

/** The order's payments that went through (not pending, nor refunded or charged back since). */
export const concludedPaymentsOf = (orderId: string) =>
  and(eq(giftPayments.extraOrderId, orderId), eq(giftPayments.status, 'concluido'));

/**
 * The order is paid: numbered for its receipt. A domain another couple's order took in the meantime
 * (two unpaid orders for one name, the other paid first) fails at once, for the back office to refund.
 */
export async function markExtraOrderPaid(tx: Tx, orderId: string, at: Date): Promise<void> {
  const [order] = await tx.select().from(extraOrders).where(eq(extraOrders.id, orderId)).for('update');
  if (!order || order.paidAt) return;
  const taken = order.domain ? await domainHeld(tx, order.domain, order.id) : false;
  await tx
    .update(extraOrders)
    .set({
      status: taken ? 'falhou' : 'pago',
      failureReason: taken ? extrasMessages.domainTakenMeanwhile : null,
      paidAt: at,
      receiptNumber: sql`nextval('extra_receipt_seq')`,
      updatedAt: at,
    })
    .where(eq(extraOrders.id, order.id));
}

/**
 * A refund or chargeback ends the service: the domain stops serving, the keepsake downloading.
 * Unless another payment of the same order still stands (the couple paid twice, say by PIX and by
 * card in two tabs): refunding the extra one leaves the service as it is.
 */
export async function markExtraOrderRefunded(
  tx: Tx,
  orderId: string,
  paymentId: string,
  at: Date,
): Promise<void> {
  const [other] = await tx
    .select({ id: giftPayments.id })
    .from(giftPayments)
    .where(and(concludedPaymentsOf(orderId), ne(giftPayments.id, paymentId)))
    .limit(1);
  if (other) return;
  await tx
    .update(extraOrders)
    .set({ status: 'estornado', refundedAt: at, updatedAt: at })
    .where(eq(extraOrders.id, orderId));
}
