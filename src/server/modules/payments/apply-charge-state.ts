// What a charge's new state does to a gift payment, in one database transaction: confirmation
// credits the couple (available after the release date), the platform's fee and the provider's
// clearing account (a couple's purchase, the platform's extras revenue, and its order is paid); a refund or chargeback reverses exactly that; a decline or expiry only
// closes the payment. Each movement is a ledger transaction keyed by the payment and the fact, so
// applying the same state twice (a repeated webhook, a retried job, a reconciliation that
// overlaps a webhook) moves money once.
import { eq, sql } from 'drizzle-orm';
import { releaseAt } from '../../../shared/payments/release-date.ts';
import type { Db, Tx } from '../../db/client.ts';
import { giftListItems, giftPayments, type paymentStatuses } from '../../db/schema.ts';
import { markExtraOrderPaid, markExtraOrderRefunded } from '../extras/extra-order-states.ts';
import { type LedgerLine, postTransaction } from '../ledger/ledger.ts';
import { recordPaymentChange } from '../money-summary/money-daily.ts';
import type { ChargeState } from '../payment-providers/payment-provider.ts';

type PaymentStatus = (typeof paymentStatuses)[number];
type PaymentRow = typeof giftPayments.$inferSelect;

export interface ChargeOutcome {
  payment: PaymentRow;
  /** The status before, when this call changed it (null: nothing changed). */
  changedFrom: PaymentStatus | null;
}

const closingStatus: Partial<Record<ChargeState, PaymentStatus>> = {
  declined: 'recusado',
  expired: 'expirado',
};

/** A gift payment, its row locked until the transaction ends (one change at a time). */
export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(giftPayments).where(eq(giftPayments.id, paymentId)).for('update');
  return payment;
}

function walletLine(payment: PaymentRow, amountCents: number, availableAt: Date): LedgerLine {
  return { account: { code: 'couple_wallet', weddingId: payment.weddingId }, amountCents, availableAt };
}

/** A zero fee (0% rate, or a gift of a few centavos) is no entry at all. */
function nonZero(lines: LedgerLine[]): LedgerLine[] {
  return lines.filter((l) => l.amountCents !== 0);
}

async function confirm(
  tx: Tx,
  payment: PaymentRow,
  at: Date,
  releaseDays: number,
  recordedAt: Date | undefined,
): Promise<PaymentRow> {
  if (payment.kind === 'servico') return confirmPurchase(tx, payment, at, recordedAt);
  const release = releaseAt(at, releaseDays);
  const posted = await postTransaction(tx, {
    kind: 'gift_payment',
    at: recordedAt,
    idempotencyKey: `payment:${payment.id}:paid`,
    giftPaymentId: payment.id,
    lines: nonZero([
      { account: { code: 'provider_clearing' }, amountCents: -payment.grossCents },
      walletLine(payment, payment.netCents, release),
      { account: { code: 'platform_fees' }, amountCents: payment.feeCents },
    ]),
  });
  let overStock = payment.overStock;
  if (posted && payment.giftListItemId) {
    const [item] = await tx
      .update(giftListItems)
      .set({ quantitySold: sql`${giftListItems.quantitySold} + ${payment.quantity}` })
      .where(eq(giftListItems.id, payment.giftListItemId))
      .returning({
        sold: giftListItems.quantitySold,
        available: giftListItems.quantityAvailable,
        free: giftListItems.allowsCustomAmount,
      });
    // Paid after its reservation lapsed and the stock went to others (a late boleto): the money
    // is credited all the same, and the couple sees the gift flagged (ADR 013).
    overStock = !!item && !item.free && item.sold > item.available;
  }
  const [row] = await tx
    .update(giftPayments)
    .set({ status: 'concluido', confirmedAt: at, releaseAt: release, failureReason: null, overStock })
    .where(eq(giftPayments.id, payment.id))
    .returning();
  if (row) await recordPaymentChange(tx, payment, row);
  return row ?? payment;
}

/**
 * A couple's purchase (kind 'servico'): the whole amount is the platform's revenue from extras,
 * never the couple's wallet nor a gift fee, and its order becomes paid in the same transaction.
 */
async function confirmPurchase(tx: Tx, payment: PaymentRow, at: Date, recordedAt: Date | undefined) {
  await postTransaction(tx, {
    kind: 'extra_payment',
    at: recordedAt,
    idempotencyKey: `payment:${payment.id}:paid`,
    giftPaymentId: payment.id,
    lines: [
      { account: { code: 'provider_clearing' }, amountCents: -payment.grossCents },
      { account: { code: 'platform_extras' }, amountCents: payment.grossCents },
    ],
  });
  const [row] = await tx
    .update(giftPayments)
    .set({ status: 'concluido', confirmedAt: at, failureReason: null })
    .where(eq(giftPayments.id, payment.id))
    .returning();
  if (payment.extraOrderId) await markExtraOrderPaid(tx, payment.extraOrderId, at);
  return row ?? payment;
}

async function reversePurchase(tx: Tx, payment: PaymentRow, state: 'refunded' | 'chargeback', at: Date) {
  await postTransaction(tx, {
    kind: 'extra_refund',
    idempotencyKey: `payment:${payment.id}:${state === 'refunded' ? 'refund' : 'chargeback'}`,
    giftPaymentId: payment.id,
    lines: [
      { account: { code: 'provider_clearing' }, amountCents: payment.grossCents },
      { account: { code: 'platform_extras' }, amountCents: -payment.grossCents },
    ],
  });
  const [row] = await tx
    .update(giftPayments)
    .set({ status: state === 'refunded' ? 'estornado' : 'contestado', refundedAt: at })
    .where(eq(giftPayments.id, payment.id))
    .returning();
  if (payment.extraOrderId) await markExtraOrderRefunded(tx, payment.extraOrderId, payment.id, at);
  return row ?? payment;
}

async function reverse(tx: Tx, payment: PaymentRow, state: 'refunded' | 'chargeback', at: Date) {
  if (payment.kind === 'servico') return reversePurchase(tx, payment, state, at);
  // Money not yet released comes out of "Aguardando"; money already released out of "Disponível".
  const release = payment.releaseAt && payment.releaseAt > at ? payment.releaseAt : at;
  const kind = state === 'refunded' ? 'refund' : 'chargeback';
  const posted = await postTransaction(tx, {
    kind,
    idempotencyKey: `payment:${payment.id}:${kind}`,
    giftPaymentId: payment.id,
    lines: nonZero([
      { account: { code: 'provider_clearing' }, amountCents: payment.grossCents },
      walletLine(payment, -payment.netCents, release),
      { account: { code: 'platform_fees' }, amountCents: -payment.feeCents },
    ]),
  });
  if (posted && payment.giftListItemId) {
    await tx
      .update(giftListItems)
      .set({ quantitySold: sql`greatest(${giftListItems.quantitySold} - ${payment.quantity}, 0)` })
      .where(eq(giftListItems.id, payment.giftListItemId));
  }
  const [row] = await tx
    .update(giftPayments)
    .set({ status: state === 'refunded' ? 'estornado' : 'contestado', refundedAt: at })
    .where(eq(giftPayments.id, payment.id))
    .returning();
  if (row) await recordPaymentChange(tx, payment, row);
  return row ?? payment;
}

/**
 * Brings a payment in line with its charge's state. Locks the payment row for the transaction,
 * so concurrent deliveries of the same news wait for each other and the second finds it done.
 */
export async function applyChargeState(
  db: Db,
  paymentId: string,
  state: ChargeState,
  options: {
    /** When the charge changed state (default now). */
    at?: Date;
    releaseDays: number;
    /** When the platform recorded it in the ledger (default now; the demo seed's gifts are older). */
    recordedAt?: Date;
  },
): Promise<ChargeOutcome> {
  const at = options.at ?? new Date();
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    const before = payment.status;
    let after: PaymentRow = payment;
    if (state === 'paid' && before === 'pendente') {
      after = await confirm(tx, payment, at, options.releaseDays, options.recordedAt);
    } else if (state === 'paid' && (before === 'recusado' || before === 'expirado')) {
      // Paid after we gave up on it (a PIX paid at the last second): the money is still theirs.
      after = await confirm(tx, payment, at, options.releaseDays, options.recordedAt);
    } else if ((state === 'refunded' || state === 'chargeback') && before === 'concluido') {
      after = await reverse(tx, payment, state, at);
    } else if (closingStatus[state] && before === 'pendente') {
      const [row] = await tx
        .update(giftPayments)
        .set({ status: closingStatus[state] })
        .where(eq(giftPayments.id, payment.id))
        .returning();
      after = row ?? payment;
    }
    return { payment: after, changedFrom: after.status !== before ? before : null };
  });
}
