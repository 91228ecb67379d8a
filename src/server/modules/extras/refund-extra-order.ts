// The back office refunds a couple's purchase: its confirmed payment is refunded like any other
// (provider first, then the ledger, audited: admin-money/refund-payment.ts), which ends the order
// (estornado) in the same transaction; the service stops and the couple is told.
import type { FastifyInstance } from 'fastify';
import { giftPayments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { refundPayment } from '../admin-money/refund-payment.ts';
import type { AuditActor } from '../audit/record-audit.ts';
import { noticePaymentChange } from '../payments/payment-notices.ts';
import { getSettings } from '../settings/service.ts';
import { concludedPaymentsOf } from './extra-order-states.ts';

export async function refundExtraOrder(
  app: FastifyInstance,
  actor: AuditActor,
  orderId: string,
): Promise<void> {
  const [payment] = await app.db
    .select({ id: giftPayments.id })
    .from(giftPayments)
    .where(concludedPaymentsOf(orderId));
  if (!payment) throw new AppError('EXTRA_ORDER_NOT_FOUND');
  const settings = await getSettings(app.db);
  const { refunded, payment: after } = await refundPayment(
    app.db,
    app.payments.provider,
    actor,
    payment.id,
    settings.releaseBusinessDays,
  );
  if (refunded) await noticePaymentChange(app, after);
}
