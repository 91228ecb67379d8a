// When Asaas fails: typed errors, one retry for reads, time-outs, POSTs whose answer was lost, and
// card data that never leaves the adapter in anything it returns, throws or logs.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asaasWithProvider, chargeInput, TEST_CVV, testCard } from '../../../testing/asaas-fixtures.ts';
import { asaasTestCards, type FakeAsaas } from '../../../testing/fake-asaas.ts';
import { AsaasError } from './asaas-errors.ts';
import { AsaasProvider } from './asaas-provider.ts';

let fake: FakeAsaas;
let provider: AsaasProvider;
let logs: { details: object; message: string }[];

beforeAll(async () => {
  ({ fake, provider, logs } = await asaasWithProvider());
});
afterAll(() => fake.stop());

const calls = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path.startsWith(path)).length;

const transferInput = {
  reference: 'saque-1',
  amountCents: 5_000,
  pixKeyType: 'cpf',
  pixKey: '52998224725',
} as const;

describe('errors', () => {
  it('turns a refused API key into an AsaasError with status and codes', async () => {
    const wrongKey = new AsaasProvider(
      { apiKey: '$aact_errada', baseUrl: fake.baseUrl, webhookToken: 'x' },
      { retryDelayMs: 0 },
    );
    const failure = await wrongKey.getTransfer('tr-1').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AsaasError);
    expect(failure).toMatchObject({ status: 401, codes: ['invalid_access_token'], uncertain: false });
    expect((failure as Error).message).toContain('A chave de API fornecida é inválida.');
  });

  it('reads again, once, after a 5xx or a network failure', async () => {
    const created = await provider.createTransfer(transferInput);
    const before = calls('GET', '/v3/transfers/');
    fake.failNext(503, 'service_unavailable', { on: 'GET /transfers/' });
    expect((await provider.getTransfer(created.id)).state).toBe('pending');
    fake.dropNext('GET /transfers/');
    expect((await provider.getTransfer(created.id)).state).toBe('pending');
    expect(calls('GET', '/v3/transfers/') - before).toBe(4);
    expect(logs.at(-1)).toEqual({
      details: { provider: 'asaas', method: 'GET', path: `/transfers/${created.id}`, status: 0 },
      message: 'Asaas falhou; tentando a leitura de novo',
    });
  });

  it('reads again after a time-out', async () => {
    let timeouts = 1;
    const timingOut: typeof fetch = async (url, init) => {
      if (init?.method !== 'GET' || timeouts-- <= 0) return fetch(url, init);
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    const world = await asaasWithProvider({}, { fetch: timingOut });
    try {
      const created = await world.provider.createTransfer(transferInput);
      expect((await world.provider.getTransfer(created.id)).state).toBe('pending');
      expect(world.logs.map((l) => l.message)).toEqual([
        'Asaas não respondeu',
        'Asaas falhou; tentando a leitura de novo',
      ]);
    } finally {
      await world.fake.stop();
    }
  });

  it('stops waiting for an answer that does not come', async () => {
    const world = await asaasWithProvider({}, { timeoutMs: 100 });
    try {
      world.fake.hangNext('POST /transfers');
      await expect(world.provider.createTransfer(transferInput)).rejects.toMatchObject({
        status: 0,
        uncertain: true,
        message: 'Asaas POST /transfers: sem resposta no prazo',
      });
    } finally {
      await world.fake.stop();
    }
  });

  it('gives up on a read that fails twice', async () => {
    fake.failNext(502, 'bad_gateway', { on: 'GET /transfers/' });
    fake.failNext(502, 'bad_gateway', { on: 'GET /transfers/' });
    await expect(provider.getTransfer('tr-qualquer')).rejects.toMatchObject({
      status: 502,
      uncertain: false,
    });
  });

  it('never repeats a POST, and says when its outcome is unknown', async () => {
    const before = calls('POST', '/v3/transfers');
    fake.failNext(503, 'service_unavailable', { on: 'POST /transfers' });
    await expect(provider.createTransfer(transferInput)).rejects.toMatchObject({
      status: 503,
      uncertain: true,
    });
    expect(calls('POST', '/v3/transfers') - before).toBe(1);

    const made = fake.transfers.size;
    fake.dropNext('POST /transfers');
    await expect(provider.createTransfer(transferInput)).rejects.toMatchObject({
      status: 0,
      uncertain: true,
    });
    // The transfer went through although no answer came: retrying blindly would pay twice.
    expect(fake.transfers.size).toBe(made + 1);
  });

  it('finds by our reference a charge created on a connection that dropped before the answer', async () => {
    const input = chargeInput();
    fake.dropNext('POST /payments');
    const charge = await provider.createCharge(input);
    expect(charge).toMatchObject({
      state: 'pending',
      pix: { payload: expect.stringContaining('br.gov.bcb.pix') },
    });
    expect([...fake.payments.values()].filter((p) => p.externalReference === input.reference)).toHaveLength(
      1,
    );
  });
});

describe('card data', () => {
  const number = asaasTestCards.approved;
  const cardCharge = (installments = 1) =>
    chargeInput({ method: 'card', installments, card: testCard(number) });
  const everything = (value: unknown) =>
    `${JSON.stringify(value)} ${inspect(value, { depth: 10, showHidden: true })} ${value instanceof Error ? value.stack : ''}`;
  const expectNoCardData = (text: string) => {
    expect(text).not.toContain(number);
    expect(text).not.toMatch(new RegExp(`\\b${TEST_CVV}\\b`));
  };

  it('reaches Asaas and nothing else: not what the adapter returns, throws or logs', async () => {
    const results: unknown[] = [];
    results.push(await provider.createCharge(cardCharge(1)));
    results.push(await provider.createCharge(cardCharge(6)));
    results.push(
      await provider.createCharge({ ...cardCharge(), card: testCard(asaasTestCards.declinedVisa) }),
    );
    // A gateway that echoes the whole request back in its error, as a decline and as a failure.
    fake.failNext(400, 'invalid_creditCard', { on: 'POST /payments', echoRequest: true });
    results.push(await provider.createCharge(cardCharge()));
    fake.failNext(400, 'invalid_object', { on: 'POST /payments', echoRequest: true });
    results.push(await provider.createCharge(cardCharge()).catch((e: unknown) => e));
    fake.failNext(500, 'internal_error', { on: 'POST /payments', echoRequest: true });
    results.push(await provider.createCharge(cardCharge()).catch((e: unknown) => e));

    expect(fake.requests.some((r) => r.body.includes(number) && r.body.includes(`"ccv":"${TEST_CVV}"`))).toBe(
      true,
    );
    expect(results[3]).toMatchObject({
      state: 'declined',
      failureReason: expect.stringContaining('[removido]'),
    });
    expect(results[4]).toBeInstanceOf(AsaasError);
    expect(results[5]).toBeInstanceOf(AsaasError);
    for (const result of results) expectNoCardData(everything(result));
    expect(logs.length).toBeGreaterThan(0);
    expectNoCardData(everything(logs));
    const logged = new Set(logs.flatMap((l) => Object.keys(l.details)));
    expect([...logged].sort()).toEqual(['codes', 'method', 'path', 'provider', 'status', 'timedOut']);
  });
});
