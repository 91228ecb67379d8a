// The safety net under webhooks (DESIGN.md section 4): every few minutes, ask the provider about
// charges still pending after a while (a webhook may never come), give up on PIX codes past their
// expiry, settle transfers the provider finished, and re-queue events and payouts whose jobs were
// lost. Everything it applies goes through the same idempotent paths as webhooks.
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftPayments, withdrawals } from '../../db/schema.ts';
import type { PaymentProvider } from '../payment-providers/payment-provider.ts';
import { applyTransferState } from '../wallet/withdrawals.ts';
import { applyChargeState, type ChargeOutcome } from './apply-charge-state.ts';
import { unprocessedEvents } from './provider-events.ts';

export interface ReconcileOptions {
  releaseDays: number;
  /** Pending charges younger than this are left to their webhook. */
  pendingAfterSeconds: number;
  /** Stored events and requested payouts whose jobs were lost (a crash before they were sent). */
  lostAfterSeconds?: number;
  now?: Date;
  /** Only this couple's payments and withdrawals (support looking at one couple; tests). */
  weddingId?: string;
}

export interface ReconcileResult {
  payments: ChargeOutcome[];
  withdrawals: Awaited<ReturnType<typeof applyTransferState>>[];
  lostEvents: string[];
  lostPayouts: string[];
  /** Payments and withdrawals the provider could not answer about: logged, tried again next time. */
  unreadable: { id: string; error: unknown }[];
}

/** The provider's answer, or undefined (noted in `unreadable`) so one bad record never stops the sweep. */
async function readOrNote<T>(result: ReconcileResult, id: string, read: () => Promise<T>) {
  try {
    return await read();
  } catch (error) {
    result.unreadable.push({ id, error });
    return undefined;
  }
}

export async function reconcile(
  db: Db,
  provider: PaymentProvider,
  options: ReconcileOptions,
): Promise<ReconcileResult> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.pendingAfterSeconds * 1000);
  const result: ReconcileResult = {
    payments: [],
    withdrawals: [],
    lostEvents: [],
    lostPayouts: [],
    unreadable: [],
  };

  const pending = await db
    .select({
      id: giftPayments.id,
      chargeId: giftPayments.providerChargeId,
      pixExpiresAt: giftPayments.pixExpiresAt,
    })
    .from(giftPayments)
    .where(
      and(
        eq(giftPayments.status, 'pendente'),
        eq(giftPayments.provider, provider.name),
        isNotNull(giftPayments.providerChargeId),
        lt(giftPayments.createdAt, before),
        options.weddingId ? eq(giftPayments.weddingId, options.weddingId) : undefined,
      ),
    )
    .limit(500);
  for (const p of pending) {
    const charge = await readOrNote(result, p.id, () => provider.getCharge(p.chargeId as string));
    if (!charge) continue;
    let state = charge.state;
    // A PIX code past its expiry is no longer offered to the guest, whatever the provider says.
    if (state === 'pending' && p.pixExpiresAt && p.pixExpiresAt < now) state = 'expired';
    if (state === 'pending') continue;
    const outcome = await applyChargeState(db, p.id, state, { releaseDays: options.releaseDays, at: now });
    if (outcome.changedFrom) result.payments.push(outcome);
  }

  const sent = await db
    .select({ id: withdrawals.id, transferId: withdrawals.providerTransferId })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'processando'),
        eq(withdrawals.provider, provider.name),
        isNotNull(withdrawals.providerTransferId),
        lt(withdrawals.createdAt, before),
        options.weddingId ? eq(withdrawals.weddingId, options.weddingId) : undefined,
      ),
    )
    .limit(500);
  for (const w of sent) {
    const transfer = await readOrNote(result, w.id, () => provider.getTransfer(w.transferId as string));
    if (!transfer || transfer.state === 'pending') continue;
    const outcome = await applyTransferState(db, w.id, transfer.state, transfer.failureReason);
    if (outcome.changed) result.withdrawals.push(outcome);
  }

  const lostBefore = new Date(now.getTime() - (options.lostAfterSeconds ?? 60) * 1000);
  result.lostEvents = await unprocessedEvents(db, provider.name, lostBefore);
  const waiting = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'solicitado'),
        eq(withdrawals.provider, provider.name),
        isNull(withdrawals.providerTransferId),
        lt(withdrawals.createdAt, lostBefore),
      ),
    )
    .limit(500);
  result.lostPayouts = waiting.map((w) => w.id);
  return result;
}
