// An administrator refunds a concluded payment: the provider gives the money back to the guest,
// then the ledger reverses the gift (the couple's balance and the platform's fee), exactly once.
// The payment row stays locked while the provider is asked, so two clicks ask it once; a payment
// already refunded answers as it is. Every refund asked is written to the audit log.
import { adminMoneyMessages } from '../../../shared/admin-money.ts';
import type { Db } from '../../db/client.ts';
import type { giftPayments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { ChargeState, PaymentProvider } from '../payment-providers/payment-provider.ts';
import { applyChargeState, lockPayment } from '../payments/apply-charge-state.ts';

export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  actor: AuditActor,
  paymentId: string,
  releaseDays: number,
): Promise<{ refunded: boolean; payment: typeof giftPayments.$inferSelect }> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    if (payment.status === 'estornado') return { refunded: false, payment };
    if (payment.status !== 'concluido' || !payment.providerChargeId)
      throw new AppError('VALIDATION', adminMoneyMessages.refundOnlyConcluded);
    if (payment.provider !== provider.name)
      throw new AppError('PAYMENT_FAILED', adminMoneyMessages.refundFailed);
    let state: ChargeState;
    try {
      state = (await provider.refundCharge(payment.providerChargeId)).state;
    } catch {
      throw new AppError('PAYMENT_FAILED', adminMoneyMessages.refundFailed);
    }
    // Inside this transaction (a savepoint), so a second click waiting on the row finds it refunded.
    // The provider's webhook says the same later; the ledger's keys make it a no-op.
    const updated =
      state === 'refunded'
        ? (await applyChargeState(tx as unknown as Db, paymentId, 'refunded', { releaseDays })).payment
        : payment;
    const after = updated.status;
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      targetType: 'payment',
      targetId: payment.id,
      before: { status: payment.status, grossCents: payment.grossCents, feeCents: payment.feeCents },
      after: { status: after, providerState: state },
    });
    return { refunded: state === 'refunded', payment: updated };
  });
}
