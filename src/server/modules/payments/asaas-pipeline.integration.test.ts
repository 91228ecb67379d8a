// The platform with PAYMENT_PROVIDER=asaas against the local fake of Asaas's API: a guest's PIX is
// credited when Asaas's token-carrying webhook arrives (after re-reading the charge, since the
// token is only a hint), a forged webhook is refused, and a withdrawal is paid by an Asaas transfer
// to the holder's CPF key (the only kind accepted with Asaas, which has no key look-up).
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payoutKeys, withdrawals } from '../../db/schema.ts';
import { ASAAS_WEBHOOK_TOKEN } from '../../testing/asaas-fixtures.ts';
import { type FakeAsaas, startFakeAsaas } from '../../testing/fake-asaas.ts';
import { checkoutGift, coupleWithGiftList, eventually, paymentRow } from '../../testing/payments.ts';
import { HOLDER_CPF, stepUp } from '../../testing/payout.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { applyChargeState } from './apply-charge-state.ts';

const webhook = { url: '', token: ASAAS_WEBHOOK_TOKEN };
const fake: FakeAsaas = await startFakeAsaas({ webhook, pixKeyRegistered: true });
const t: TestApp = await createTestApp({
  PAYMENT_PROVIDER: 'asaas',
  ASAAS_API_KEY: fake.apiKey,
  ASAAS_BASE_URL: fake.baseUrl,
  ASAAS_WEBHOOK_TOKEN,
});
await t.app.listen({ port: 0, host: '127.0.0.1' });
webhook.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/webhooks/asaas`;
afterAll(async () => {
  await fake.stop();
});

describe('with Asaas as the provider', () => {
  it('credits a PIX gift once Asaas says it was received', async () => {
    expect(t.app.payments.provider.name).toBe('asaas');
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const { res, view } = await checkoutGift(t.app, couple, 'panelas');
    expect(res.statusCode, res.body).toBe(201);
    expect(view.pix?.payload).toContain('br.gov.bcb.pix');
    const row = await paymentRow(t.database.db, view.token);
    await fake.setPaymentStatus(row.providerChargeId as string, 'RECEIVED');
    await eventually(async () => (await paymentRow(t.database.db, view.token)).status === 'concluido');
    expect(fake.deliveries.at(-1)).toMatchObject({ status: 200 });
  });

  it('refuses a webhook without the right token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/asaas',
      headers: { 'content-type': 'application/json', 'asaas-access-token': 'errado' },
      payload: JSON.stringify({ id: 'evt_x', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_x' } }),
    });
    expect(res.statusCode).toBe(401);
  });

  it('pays a withdrawal with an Asaas PIX transfer', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const { view } = await checkoutGift(t.app, couple, 'livre', { amountCents: 50_000 });
    await applyChargeState(t.database.db, (await paymentRow(t.database.db, view.token)).id, 'paid', {
      releaseDays: 3,
      at: new Date(Date.now() - 10 * 86_400_000),
    });
    // Asaas has no key look-up: only the holder's own CPF key is accepted.
    await stepUp(couple.b);
    const keyUrl = `/api/weddings/${couple.wedding.id}/payout-key`;
    const email = await couple.b.post('painel', keyUrl, {
      holderCpf: HOLDER_CPF,
      pixKey: { type: 'email', key: 'ana@exemplo.com' },
    });
    expect(email.json().error.message).toBe(
      'Com o nosso provedor de pagamentos, só aceitamos como chave o CPF do titular.',
    );
    const cpf = await couple.b.post('painel', keyUrl, {
      holderCpf: HOLDER_CPF,
      pixKey: { type: 'cpf', key: HOLDER_CPF },
    });
    expect(cpf.statusCode).toBe(200);
    // The 24-hour hold, over.
    await t.database.db
      .update(payoutKeys)
      .set({ activeFrom: new Date(Date.now() - 1000) })
      .where(eq(payoutKeys.weddingId, couple.wedding.id));
    const res = await couple.b.post('painel', `/api/weddings/${couple.wedding.id}/withdrawals`, {
      amountCents: 20_000,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(201);
    const sent = await eventually(async () => {
      const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, res.json().id));
      return w?.providerTransferId ? w : null;
    });
    await fake.setTransferStatus(sent.providerTransferId as string, 'DONE');
    await eventually(async () => {
      const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, sent.id));
      return w?.status === 'pago';
    });
  });
});
