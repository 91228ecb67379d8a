// PIX withdrawals through Asaas's transfers, and Asaas's webhooks delivered over HTTP to a Fastify
// route the way the app receives them: accepted with the right token, refused without it.

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASAAS_WEBHOOK_TOKEN,
  asaasWithProvider,
  chargeInput,
  testCard,
} from '../../../testing/asaas-fixtures.ts';
import { asaasTestCards, type FakeAsaas } from '../../../testing/fake-asaas.ts';
import {
  type CreateTransferInput,
  type ProviderEvent,
  ProviderRefused,
  WebhookRejected,
} from '../payment-provider.ts';
import type { AsaasProvider } from './asaas-provider.ts';

let fake: FakeAsaas;
let provider: AsaasProvider;
let receiver: FastifyInstance;
let webhookUrl: string;
const received: ProviderEvent[] = [];

beforeAll(async () => {
  receiver = Fastify();
  receiver.post('/api/pagamentos/webhooks/asaas', async (request, reply) => {
    try {
      received.push(provider.readWebhook(request));
      return reply.code(200).send({ recebido: true });
    } catch (error) {
      if (error instanceof WebhookRejected) return reply.code(401).send({ recusado: true });
      throw error;
    }
  });
  await receiver.listen({ port: 0, host: '127.0.0.1' });
  const address = receiver.server.address();
  webhookUrl = `http://127.0.0.1:${typeof address === 'object' ? address?.port : ''}/api/pagamentos/webhooks/asaas`;
  ({ fake, provider } = await asaasWithProvider({
    webhook: { url: webhookUrl, token: ASAAS_WEBHOOK_TOKEN },
  }));
});
afterAll(async () => {
  await fake.stop();
  await receiver.close();
});

const transfer = (pixKeyType: CreateTransferInput['pixKeyType'], pixKey: string): CreateTransferInput => ({
  reference: `saque-${randomUUID()}`,
  amountCents: 25_000,
  pixKeyType,
  pixKey,
});

describe('transfers', () => {
  it.each([
    ['cpf', '52998224725', 'CPF', '52998224725'],
    ['email', 'noivos@exemplo.com.br', 'EMAIL', 'noivos@exemplo.com.br'],
    ['telefone', '+5511987654321', 'PHONE', '11987654321'],
    ['aleatoria', '123e4567-e12b-12d1-a456-426655440000', 'EVP', '123e4567-e12b-12d1-a456-426655440000'],
  ] as const)('pays a %s key by PIX', async (type, key, asaasType, asaasKey) => {
    const input = transfer(type, key);
    const created = await provider.createTransfer(input);
    expect(created).toEqual({ id: created.id, state: 'pending' });
    expect(fake.transfers.get(created.id)).toMatchObject({
      value: 250,
      operationType: 'PIX',
      pixAddressKeyType: asaasType,
      pixAddressKey: asaasKey,
      externalReference: input.reference,
    });
    await fake.setTransferStatus(created.id, 'BANK_PROCESSING');
    expect((await provider.getTransfer(created.id)).state).toBe('pending');
    await fake.setTransferStatus(created.id, 'DONE');
    expect(await provider.getTransfer(created.id)).toEqual({ id: created.id, state: 'done' });
  });

  it('reports a failed or cancelled transfer with its reason', async () => {
    const failed = await provider.createTransfer(transfer('email', 'noivos@exemplo.com.br'));
    await fake.setTransferStatus(failed.id, 'FAILED', 'Chave Pix não encontrada');
    expect(await provider.getTransfer(failed.id)).toEqual({
      id: failed.id,
      state: 'failed',
      failureReason: 'Chave Pix não encontrada',
    });
    const cancelled = await provider.createTransfer(transfer('cpf', '52998224725'));
    await fake.setTransferStatus(cancelled.id, 'CANCELLED');
    expect(await provider.getTransfer(cancelled.id)).toMatchObject({ state: 'failed' });
  });

  it('passes on Asaas’s refusal of a key that is not valid as a definite refusal', async () => {
    const refusal = provider.createTransfer(transfer('cpf', '11111111111'));
    await expect(refusal).rejects.toBeInstanceOf(ProviderRefused);
    await expect(refusal).rejects.toThrow('A chave Pix informada é inválida.');
  });
});

describe('PIX key look-up', () => {
  it('trusts only a CPF key, and names no holder or bank (Asaas tells them only after a transfer)', async () => {
    const lookup = { holderCpf: '52998224725', registeredName: 'Ana' };
    expect(await provider.lookupPixKey({ ...lookup, keyType: 'cpf', key: '52998224725' })).toEqual({
      status: 'found',
      cpf: '52998224725',
    });
    expect(await provider.lookupPixKey({ ...lookup, keyType: 'email', key: 'ana@exemplo.com' })).toEqual({
      status: 'unsupported',
    });
  });
});

describe('webhooks', () => {
  it('accepts Asaas’s events for a charge, as hints that name it and carry no state', async () => {
    const charge = await provider.createCharge(chargeInput());
    await fake.setPaymentStatus(charge.id, 'RECEIVED');
    const events = received.filter((e) => e.chargeId === charge.id);
    expect(events.map((e) => e.type)).toEqual(['PAYMENT_CREATED', 'PAYMENT_RECEIVED']);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
    for (const event of events) {
      expect(event).not.toHaveProperty('chargeState');
      expect(event.payload).toMatchObject({ payment: { id: charge.id } });
    }
    expect(fake.deliveries.at(-1)).toEqual({ event: 'PAYMENT_RECEIVED', status: 200 });
    expect(provider.trustsWebhookState).toBe(false);
    expect((await provider.getCharge(charge.id)).state).toBe('paid');
  });

  it('points every instalment’s events at the one charge', async () => {
    const split = await provider.createCharge(
      chargeInput({ method: 'card', installments: 3, card: testCard(asaasTestCards.approved) }),
    );
    const confirmed = received.filter((e) => e.chargeId === split.id && e.type === 'PAYMENT_CONFIRMED');
    expect(confirmed).toHaveLength(3);
  });

  it('accepts transfer events', async () => {
    const created = await provider.createTransfer(transfer('cpf', '52998224725'));
    await fake.setTransferStatus(created.id, 'DONE');
    expect(received.filter((e) => e.transferId === created.id).map((e) => e.type)).toEqual([
      'TRANSFER_CREATED',
      'TRANSFER_DONE',
    ]);
  });

  it.each([
    ['without a token', undefined],
    ['with a wrong token', `${ASAAS_WEBHOOK_TOKEN}-forjado`],
  ])('refuses events sent %s', async (_, token) => {
    const forger = await asaasWithProvider({ webhook: { url: webhookUrl, token } });
    try {
      const before = received.length;
      await forger.provider.createTransfer(transfer('cpf', '52998224725'));
      expect(forger.fake.deliveries).toEqual([{ event: 'TRANSFER_CREATED', status: 401 }]);
      expect(received.length).toBe(before);
    } finally {
      await forger.fake.stop();
    }
  });
});
