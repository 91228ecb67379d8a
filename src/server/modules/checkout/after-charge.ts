// What every checkout does around a charge, a guest's gift or a couple's purchase alike: the
// context the payment is made in, and once a new charge exists, counting it against the limits
// (and a declined card apart) and its notices (the way back to a pending payment, or its outcome).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { giftPayments } from '../../db/schema.ts';
import type { CheckoutContext } from '../payments/create-payment.ts';
import { logChargeOutcome } from '../payments/money-outcome-log.ts';
import { noticeNewPayment, noticePaymentChange } from '../payments/payment-notices.ts';
import { getSettings } from '../settings/service.ts';
import type { CheckoutLimits } from './checkout-limits.ts';

export async function checkoutContext(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CheckoutContext> {
  return {
    db: app.db,
    provider: app.payments.provider,
    settings: await getSettings(app.db),
    pixExpiresMinutes: app.config.pixExpiresMinutes,
    boletoDueDays: app.config.boletoDueDays,
    remoteIp: request.ip,
  };
}

export async function afterNewCharge(
  app: FastifyInstance,
  limits: CheckoutLimits,
  request: FastifyRequest,
  payment: typeof giftPayments.$inferSelect,
): Promise<void> {
  await limits.charges.record(request);
  if (payment.status === 'recusado' && payment.method === 'card') await limits.declinedCards.record(request);
  if (payment.status === 'pendente') await noticeNewPayment(app, payment);
  else {
    logChargeOutcome(app.log, payment, 'checkout');
    await noticePaymentChange(app, payment);
  }
}
