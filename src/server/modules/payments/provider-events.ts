// Provider webhooks (DESIGN.md section 4): verified, stored once under (provider, event id), and
// answered at once; the money moves later, in a job, so a slow database or a crash never makes the
// provider wait or lose an event. Processing reads the state (from the event when the provider
// signs it, from the provider's API when its webhooks are only a hint), applies it through the
// ledger's idempotent transactions, and marks the event done.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftPayments, providerEvents, withdrawals } from '../../db/schema.ts';
import type { PaymentProvider, ProviderEvent } from '../payment-providers/payment-provider.ts';
import { applyTransferState } from '../wallet/withdrawals.ts';
import { applyChargeState, type ChargeOutcome } from './apply-charge-state.ts';

/** Stores an event unless it was seen before; returns its row id when it is new. */
export async function storeProviderEvent(
  db: Db,
  provider: string,
  event: ProviderEvent,
): Promise<string | null> {
  const [row] = await db
    .insert(providerEvents)
    .values({
      provider,
      eventId: event.eventId,
      type: event.type,
      chargeId: event.chargeId ?? null,
      transferId: event.transferId ?? null,
      payload: event.payload ?? {},
    })
    .onConflictDoNothing({ target: [providerEvents.provider, providerEvents.eventId] })
    .returning({ id: providerEvents.id });
  return row?.id ?? null;
}

export interface EventEffects {
  payment?: ChargeOutcome;
  withdrawal?: Awaited<ReturnType<typeof applyTransferState>>;
}

/** Applies one stored event (again, harmlessly, if it was already applied). */
export async function processProviderEvent(
  db: Db,
  provider: PaymentProvider,
  eventRowId: string,
  releaseDays: number,
): Promise<EventEffects> {
  const [event] = await db.select().from(providerEvents).where(eq(providerEvents.id, eventRowId));
  if (!event || event.processedAt) return {};
  await db
    .update(providerEvents)
    .set({ attempts: sql`${providerEvents.attempts} + 1` })
    .where(eq(providerEvents.id, event.id));
  const stated = event.payload as { state?: string };
  const effects: EventEffects = {};
  try {
    if (event.chargeId) {
      const [payment] = await db
        .select({ id: giftPayments.id })
        .from(giftPayments)
        .where(
          and(eq(giftPayments.provider, provider.name), eq(giftPayments.providerChargeId, event.chargeId)),
        );
      if (payment) {
        const state =
          provider.trustsWebhookState && stated.state
            ? (stated.state as Parameters<typeof applyChargeState>[2])
            : (await provider.getCharge(event.chargeId)).state;
        effects.payment = await applyChargeState(db, payment.id, state, { releaseDays });
      }
    }
    if (event.transferId) {
      const [withdrawal] = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(
          and(eq(withdrawals.provider, provider.name), eq(withdrawals.providerTransferId, event.transferId)),
        );
      if (withdrawal) {
        const transfer =
          provider.trustsWebhookState && stated.state
            ? { state: stated.state as 'pending' | 'done' | 'failed', failureReason: undefined }
            : await provider.getTransfer(event.transferId);
        effects.withdrawal = await applyTransferState(
          db,
          withdrawal.id,
          transfer.state,
          transfer.failureReason,
        );
      }
    }
  } catch (err) {
    await db
      .update(providerEvents)
      .set({ lastError: err instanceof Error ? err.message.slice(0, 500) : String(err) })
      .where(eq(providerEvents.id, event.id));
    throw err;
  }
  await db
    .update(providerEvents)
    .set({ processedAt: new Date(), lastError: null })
    .where(eq(providerEvents.id, event.id));
  return effects;
}

/** Events stored before `receivedBefore` and still not processed (their job was lost). */
export async function unprocessedEvents(
  db: Db,
  provider: string,
  receivedBefore: Date,
  limit = 500,
): Promise<string[]> {
  const rows = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(
      and(
        eq(providerEvents.provider, provider),
        isNull(providerEvents.processedAt),
        lt(providerEvents.receivedAt, receivedBefore),
      ),
    )
    .orderBy(providerEvents.receivedAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
