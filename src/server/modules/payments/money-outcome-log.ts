// One structured log line per money outcome, for operators and alerts: a charge paid, failed or
// refunded; a payout sent, paid or failed; a record reconciliation fixed or could not read. Only
// ids, states and amounts in centavos: never a guest's or couple's name, e-mail, CPF, message, PIX
// key, payment link token or the provider's free-text reason.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus, WithdrawalStatus } from '../../../shared/payments/statuses.ts';
import type { giftPayments, withdrawals } from '../../db/schema.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;
/** What brought the news: the checkout, a provider event, the payout job, the reconciliation, an admin. */
export type OutcomeSource = 'checkout' | 'webhook' | 'payout-job' | 'reconciliation' | 'admin';

type Payment = Pick<
  typeof giftPayments.$inferSelect,
  | 'id'
  | 'weddingId'
  | 'method'
  | 'status'
  | 'provider'
  | 'providerChargeId'
  | 'grossCents'
  | 'feeCents'
  | 'netCents'
>;
type Withdrawal = Pick<
  typeof withdrawals.$inferSelect,
  'id' | 'weddingId' | 'status' | 'provider' | 'providerTransferId' | 'amountCents'
>;

const chargeEvents: Partial<Record<PaymentStatus, string>> = {
  concluido: 'charge paid',
  recusado: 'charge failed',
  expirado: 'charge failed',
  estornado: 'charge refunded',
  contestado: 'charge refunded',
};

const payoutEvents: Partial<Record<WithdrawalStatus, string>> = {
  processando: 'payout sent',
  pago: 'payout paid',
  falhou: 'payout failed',
};

/** A payment reached a final state (a pending one logs nothing). */
export function logChargeOutcome(log: Log, payment: Payment, source: OutcomeSource): void {
  const event = chargeEvents[payment.status];
  if (!event) return;
  log.info(
    {
      event,
      source,
      paymentId: payment.id,
      weddingId: payment.weddingId,
      status: payment.status,
      method: payment.method,
      provider: payment.provider,
      providerChargeId: payment.providerChargeId,
      grossCents: payment.grossCents,
      feeCents: payment.feeCents,
      netCents: payment.netCents,
    },
    event,
  );
}

/** A withdrawal was handed to the provider, paid or failed. */
export function logPayoutOutcome(log: Log, withdrawal: Withdrawal, source: OutcomeSource): void {
  const event = payoutEvents[withdrawal.status];
  if (!event) return;
  const line = {
    event,
    source,
    withdrawalId: withdrawal.id,
    weddingId: withdrawal.weddingId,
    status: withdrawal.status,
    provider: withdrawal.provider,
    providerTransferId: withdrawal.providerTransferId,
    amountCents: withdrawal.amountCents,
  };
  if (withdrawal.status === 'falhou') log.warn(line, event);
  else log.info(line, event);
}

/** The reconciliation brought a record in line with the provider (its outcome is logged beside). */
export function logReconciliationFixed(
  log: Log,
  record: { kind: 'payment' | 'withdrawal'; id: string; from: string | null; to: string },
): void {
  log.info(
    {
      event: 'reconciliation fixed',
      recordKind: record.kind,
      recordId: record.id,
      from: record.from,
      to: record.to,
    },
    'reconciliation fixed',
  );
}

/** The provider did not answer about a record; the next sweep tries again. */
export function logReconciliationUnreadable(log: Log, id: string, error: unknown): void {
  // Only the error's class and code: a provider's message may quote the request it refused.
  const e = error as { name?: unknown; code?: unknown; status?: unknown } | undefined;
  log.warn(
    {
      event: 'reconciliation unreadable',
      recordId: id,
      errorName: typeof e?.name === 'string' ? e.name : undefined,
      errorCode: e?.code ?? e?.status,
    },
    'reconciliation unreadable',
  );
}
