// The safety net under webhooks (DESIGN.md section 4): every few minutes, ask the provider about
// charges still pending after a while (a webhook may never come), give up on PIX codes past their
// expiry, settle transfers the provider finished, and re-queue events and payouts whose jobs were
// lost. Everything it applies goes through the same idempotent paths as webhooks.
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

type Sweep = Pick<ReconcileOptions, 'weddingId'> & { provider: string; before: Date };

/**
 * The rows one sweep looks at: in `status` with this provider, created before `before`, that the
 * provider knows (`sent`, its id is stored) or does not know yet, and of one wedding if asked.
 */
function sweepRows(
  table: Record<'status' | 'provider' | 'createdAt' | 'weddingId', PgColumn>,
  providerId: PgColumn,
  status: string,
  sent: boolean,
  { provider, before, weddingId }: Sweep,
) {
  return and(
    eq(table.status, status),
    eq(table.provider, provider),
    sent ? isNotNull(providerId) : isNull(providerId),
    lt(table.createdAt, before),
    weddingId ? eq(table.weddingId, weddingId) : undefined,
  );
}

/**
 * Asks the provider about each row and applies its answer; keeps the outcomes `apply` returns (those
 * that changed something). A row the provider cannot answer about is noted in `unreadable` and
 * never stops the sweep.
 */
async function askEach<R extends { id: string }, A, O>(
  result: ReconcileResult,
  rows: R[],
  read: (row: R) => Promise<A>,
  apply: (row: R, answer: A) => Promise<O | undefined>,
): Promise<O[]> {
  const outcomes: O[] = [];
  for (const row of rows) {
    let answer: A;
    try {
      answer = await read(row);
    } catch (error) {
      result.unreadable.push({ id: row.id, error });
      continue;
    }
    const outcome = await apply(row, answer);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

export async function reconcile(
  db: Db,
  provider: PaymentProvider,
  options: ReconcileOptions,
): Promise<ReconcileResult> {
  const now = options.now ?? new Date();
  const sweep: Sweep = {
    provider: provider.name,
    before: new Date(now.getTime() - options.pendingAfterSeconds * 1000),
    weddingId: options.weddingId,
  };
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
    .where(sweepRows(giftPayments, giftPayments.providerChargeId, 'pendente', true, sweep))
    .limit(500);
  result.payments = await askEach(
    result,
    pending,
    (p) => provider.getCharge(p.chargeId as string),
    async (p, charge) => {
      let state = charge.state;
      // A PIX code past its expiry is no longer offered to the guest, whatever the provider says.
      if (state === 'pending' && p.pixExpiresAt && p.pixExpiresAt < now) state = 'expired';
      if (state === 'pending') return undefined;
      const outcome = await applyChargeState(db, p.id, state, { releaseDays: options.releaseDays, at: now });
      return outcome.changedFrom ? outcome : undefined;
    },
  );

  const sent = await db
    .select({ id: withdrawals.id, transferId: withdrawals.providerTransferId })
    .from(withdrawals)
    .where(sweepRows(withdrawals, withdrawals.providerTransferId, 'processando', true, sweep))
    .limit(500);
  result.withdrawals = await askEach(
    result,
    sent,
    (w) => provider.getTransfer(w.transferId as string),
    async (w, transfer) => {
      if (transfer.state === 'pending') return undefined;
      const outcome = await applyTransferState(db, w.id, transfer.state, transfer.failureReason);
      return outcome.changed ? outcome : undefined;
    },
  );

  const lostBefore = new Date(now.getTime() - (options.lostAfterSeconds ?? 60) * 1000);
  result.lostEvents = await unprocessedEvents(db, provider.name, lostBefore);
  // Every couple's: a lost payout is re-queued whoever looks.
  const lost: Sweep = { provider: provider.name, before: lostBefore };
  const waiting = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(sweepRows(withdrawals, withdrawals.providerTransferId, 'solicitado', false, lost))
    .limit(500);
  result.lostPayouts = waiting.map((w) => w.id);
  return result;
}
