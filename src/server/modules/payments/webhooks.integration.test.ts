import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftPayments, ledgerTransactions, providerEvents, sandboxCharges } from '../../db/schema.ts';
import { checkoutGift, coupleWithGiftList, eventually, paymentRow } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SIGNATURE_HEADER, signSandboxPayload } from '../payment-providers/sandbox/sandbox-provider.ts';
import { processProviderEvent, storeProviderEvent } from './provider-events.ts';
import { reconcile } from './reconcile.ts';

const t: TestApp = await createTestApp();

const secret = () => t.config.sandboxWebhookSecret;

function webhook(body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
    payload: body,
  });
}

/** The sandbox's charge behind a payment, marked paid at the "bank" only. */
async function paidAtBankOnly(payment: { providerChargeId: string | null }) {
  await t.database.db
    .update(sandboxCharges)
    .set({ status: 'paid' })
    .where(eq(sandboxCharges.id, payment.providerChargeId as string));
}

/** A pending PIX payment and the sandbox's charge behind it, marked paid at the "bank" only. */
async function paidAtTheBank() {
  const couple = await coupleWithGiftList(t.app, t.database.db);
  const { view } = await checkoutGift(t.app, couple, 'panelas');
  const payment = await paymentRow(t.database.db, view.token);
  await paidAtBankOnly(payment);
  const event = {
    id: `evt_${randomUUID()}`,
    type: 'charge.updated',
    chargeId: payment.providerChargeId,
    state: 'paid',
    createdAt: new Date().toISOString(),
  };
  return { couple, payment, body: JSON.stringify(event), eventId: event.id };
}

/** One couple's two pending PIX payments, for "panelas" and then "paris": their rows. */
async function twoPendingPayments() {
  const couple = await coupleWithGiftList(t.app, t.database.db);
  const panelas = await checkoutGift(t.app, couple, 'panelas');
  const paris = await checkoutGift(t.app, couple, 'paris');
  return {
    couple,
    panelas: await paymentRow(t.database.db, panelas.view.token),
    paris: await paymentRow(t.database.db, paris.view.token),
  };
}

async function creditsFor(paymentId: string) {
  return t.database.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.giftPaymentId, paymentId), eq(ledgerTransactions.kind, 'gift_payment')));
}

/** The reconciliation job over one wedding's charges, as if it ran at `now`. */
function reconcileWedding(weddingId: string, now: Date) {
  return reconcile(t.database.db, t.app.payments.provider, {
    releaseDays: 3,
    pendingAfterSeconds: 600,
    now,
    weddingId,
  });
}

describe('provider webhooks', () => {
  it('credits once when the same webhook arrives 10 times at once', async () => {
    const { payment, body, eventId } = await paidAtTheBank();
    const signature = signSandboxPayload(secret(), body, Math.floor(Date.now() / 1000));
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    await eventually(
      async () => (await paymentRow(t.database.db, payment.publicToken)).status === 'concluido',
    );
    const stored = await t.database.db
      .select()
      .from(providerEvents)
      .where(and(eq(providerEvents.provider, 'sandbox'), eq(providerEvents.eventId, eventId)));
    expect(stored).toHaveLength(1);
    await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(providerEvents)
        .where(eq(providerEvents.id, stored[0]?.id as string));
      return row?.processedAt;
    });
    expect(await creditsFor(payment.id)).toHaveLength(1);
  });

  it('refuses unsigned, forged and stale webhooks, and stores nothing', async () => {
    const { payment, body, eventId } = await paidAtTheBank();
    const now = Math.floor(Date.now() / 1000);
    const forged = signSandboxPayload('not-the-secret', body, now);
    const stale = signSandboxPayload(secret(), body, now - 3600);
    const tampered = signSandboxPayload(secret(), body.replace('paid', 'refunded'), now);
    for (const signature of [undefined, forged, stale, tampered, 't=abc,v1=']) {
      const res = await webhook(body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Assinatura do webhook inválida.');
    }
    const stored = await t.database.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.eventId, eventId));
    expect(stored).toEqual([]);
    expect((await paymentRow(t.database.db, payment.publicToken)).status).toBe('pendente');
  });

  it('recovers an event stored by a process that died before crediting it, once', async () => {
    const { payment, body } = await paidAtTheBank();
    // What a process leaves when killed right after storing: the event, no job, no credit.
    const event = t.app.payments.provider.readWebhook({
      headers: { [SIGNATURE_HEADER]: signSandboxPayload(secret(), body, Math.floor(Date.now() / 1000)) },
      rawBody: body,
    } as never);
    const rowId = await storeProviderEvent(t.database.db, 'sandbox', event);
    expect(rowId).not.toBeNull();
    await t.database.db
      .update(providerEvents)
      .set({ receivedAt: sql`now() - interval '1 hour'` })
      .where(eq(providerEvents.id, rowId as string));

    const swept = await reconcileWedding(payment.weddingId, new Date());
    expect(swept.lostEvents).toContain(rowId);
    // The reconciliation job queues it again; a second worker running it too changes nothing.
    await Promise.all([
      processProviderEvent(t.database.db, t.app.payments.provider, rowId as string, 3),
      processProviderEvent(t.database.db, t.app.payments.provider, rowId as string, 3),
    ]);
    expect((await paymentRow(t.database.db, payment.publicToken)).status).toBe('concluido');
    expect(await creditsFor(payment.id)).toHaveLength(1);
  });

  it('asks the provider about charges still pending after a while, and expires stale PIX codes', async () => {
    const { couple, panelas: paid, paris: stale } = await twoPendingPayments();
    // The bank took the money but the webhook never came.
    await paidAtBankOnly(paid);
    const later = new Date(Date.now() + 2 * 3600_000);
    const result = await reconcileWedding(couple.wedding.id, later);
    const byToken = Object.fromEntries(result.payments.map((o) => [o.payment.publicToken, o.payment.status]));
    expect(byToken[paid.publicToken]).toBe('concluido');
    expect(byToken[stale.publicToken]).toBe('expirado');
    expect(await creditsFor(paid.id)).toHaveLength(1);
  });
  it('goes past a charge the provider cannot answer about, and notes it', async () => {
    const { couple, panelas: lost, paris: paid } = await twoPendingPayments();
    // A charge the provider no longer knows (a deleted record, a test double's leftover).
    await t.database.db
      .update(giftPayments)
      .set({ providerChargeId: `desconhecida-${randomUUID()}` })
      .where(eq(giftPayments.id, lost.id));
    await paidAtBankOnly(paid);
    const result = await reconcileWedding(couple.wedding.id, new Date(Date.now() + 20 * 60_000));
    expect(result.unreadable.map((u) => u.id)).toEqual([lost.id]);
    expect(result.payments.map((o) => o.payment.id)).toEqual([paid.id]);
    expect((await paymentRow(t.database.db, lost.publicToken)).status).toBe('pendente');
  });
});
