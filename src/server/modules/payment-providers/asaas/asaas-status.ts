// Asaas's payment and transfer statuses read as the platform's charge and transfer states.
//
// Payment status (GET /payments/{id}, `status`)  -> ChargeState, and why:
//   PENDING                       pending     waiting for the guest to pay.
//   AWAITING_RISK_ANALYSIS        pending     a card Asaas holds for its fraud review; it may still be
//                                             reproved, so nothing is credited yet.
//   CONFIRMED, card               paid        authorised and captured: the guest has paid; the
//                                             acquirer settles with Asaas later, which is Asaas's risk.
//   CONFIRMED, PIX or boleto      pending     Asaas's "bloqueio cautelar": a PIX under analysis for up
//                                             to 72 h that ends RECEIVED or REFUNDED. Not money yet.
//   RECEIVED                      paid        the money is in the Asaas account.
//   DUNNING_RECEIVED              paid        an overdue charge recovered through Asaas's dunning: the
//                                             money arrived, late.
//   RECEIVED_IN_CASH              pending     someone marked it paid by hand in Asaas's panel; no money
//                                             reached the account, so nothing may be credited to a
//                                             couple. Support resolves it.
//   OVERDUE                       expired     past its due date unpaid. Asaas may still accept a late
//                                             PIX or boleto; it then turns RECEIVED (-> paid), so the
//                                             platform must accept paid after expired.
//   DUNNING_REQUESTED             expired     overdue and sent to collection: still unpaid.
//   REFUNDED                      refunded    the money went back to the guest.
//   REFUND_REQUESTED,             refunded    a refund is under way. The money is leaving: taking it
//   REFUND_IN_PROGRESS                        off the couple's balance now is the side that cannot lose
//                                             money (later could let it be withdrawn twice).
//   CHARGEBACK_REQUESTED,         chargeback  the card holder disputes it and Asaas blocks the amount.
//   CHARGEBACK_DISPUTE,                       A dispute we win turns the payment back to CONFIRMED or
//   AWAITING_CHARGEBACK_REVERSAL              RECEIVED (-> paid); until the money is back, chargeback.
//   `deleted: true`, not paid     declined    (card: Asaas removed it, e.g. reproved by risk analysis)
//                                 expired     (PIX or boleto: it can no longer be paid)
//   anything else                 pending     never credit a state we do not know.
// A declined card never gets a status: Asaas answers HTTP 400 `invalid_creditCard` and keeps
// nothing (see asaas-charges.ts).
//
// Transfer status -> TransferState:
//   PENDING, BANK_PROCESSING (and anything unknown)  pending  the money has left the balance
//                                                             but not yet reached the couple.
//   DONE                                              done
//   FAILED, CANCELLED                                 failed   nothing was paid; the platform
//                                                             gives the amount back to the couple.
import type { ChargeState, TransferState } from '../payment-provider.ts';

export interface AsaasPaymentStatus {
  status?: string | null;
  billingType?: string | null;
  deleted?: boolean | null;
}

const fixed: Record<string, ChargeState> = {
  PENDING: 'pending',
  AWAITING_RISK_ANALYSIS: 'pending',
  RECEIVED: 'paid',
  DUNNING_RECEIVED: 'paid',
  RECEIVED_IN_CASH: 'pending',
  OVERDUE: 'expired',
  DUNNING_REQUESTED: 'expired',
  REFUNDED: 'refunded',
  REFUND_REQUESTED: 'refunded',
  REFUND_IN_PROGRESS: 'refunded',
  CHARGEBACK_REQUESTED: 'chargeback',
  CHARGEBACK_DISPUTE: 'chargeback',
  AWAITING_CHARGEBACK_REVERSAL: 'chargeback',
};

export function chargeStateOf(payment: AsaasPaymentStatus): ChargeState {
  const isCard = payment.billingType === 'CREDIT_CARD';
  const status = payment.status ?? '';
  const state: ChargeState =
    status === 'CONFIRMED' ? (isCard ? 'paid' : 'pending') : (fixed[status] ?? 'pending');
  if (payment.deleted && (state === 'pending' || state === 'expired')) return isCard ? 'declined' : 'expired';
  return state;
}

/**
 * One charge paid in instalments is several Asaas payments (one per instalment). Money problems
 * on any of them concern the whole; it is paid only when every instalment is.
 */
export function installmentChargeState(states: readonly ChargeState[]): ChargeState {
  for (const worst of ['chargeback', 'refunded', 'declined', 'expired'] as const) {
    if (states.includes(worst)) return worst;
  }
  return states.length > 0 && states.every((s) => s === 'paid') ? 'paid' : 'pending';
}

export function transferStateOf(status: string | null | undefined): TransferState {
  if (status === 'DONE') return 'done';
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  return 'pending';
}
