// What every checkout does around a charge, a guest's gift or a couple's purchase alike: the limits
// checked before it, the context the payment is made in, and once a new charge exists, counting it
// against the limits (and a declined card apart) and its notices (the way back to a pending
// payment, or its outcome).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutBody } from '../../../shared/payments/checkout.ts';
import type { giftPayments } from '../../db/schema.ts';
import type { CheckoutContext } from '../payments/create-payment.ts';
import { logChargeOutcome } from '../payments/money-outcome-log.ts';
import { noticeNewPayment, noticePaymentChange } from '../payments/payment-notices.ts';
import { getSettings } from '../settings/service.ts';
import type { CheckoutLimits } from './checkout-limits.ts';

async function checkoutContext(app: FastifyInstance, request: FastifyRequest): Promise<CheckoutContext> {
  return {
    db: app.db,
    provider: app.payments.provider,
    settings: await getSettings(app.db),
    pixExpiresMinutes: app.config.pixExpiresMinutes,
    boletoDueDays: app.config.boletoDueDays,
    remoteIp: request.ip,
  };
}

async function afterNewCharge(
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

type NewCharge = { payment: typeof giftPayments.$inferSelect; created: boolean };

/** Makes a charge under the checkout's limits: `create` runs only when they let it. */
export async function chargeWithinLimits(
  app: FastifyInstance,
  limits: CheckoutLimits,
  request: FastifyRequest,
  reply: FastifyReply,
  method: CheckoutBody['method'],
  create: (context: CheckoutContext) => Promise<NewCharge>,
): Promise<NewCharge> {
  await limits.charges.check(request, reply);
  if (method === 'card') await limits.declinedCards.check(request, reply);
  const charge = await create(await checkoutContext(app, request));
  if (charge.created) await afterNewCharge(app, limits, request, charge.payment);
  return charge;
}
