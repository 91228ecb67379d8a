// The Asaas adapter driven against the local fake of Asaas's API (no network): customers, PIX,
// boleto, card in 1x and 6x, declines, tokens, refunds and chargebacks.
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../../shared/dates.ts';
import { isValidBrCode, readBrCode } from '../../../../shared/payments/pix.ts';
import { asaasWithProvider, chargeInput, guest, testCard } from '../../../testing/asaas-fixtures.ts';
import { ASAAS_DECLINE_TEXT, asaasTestCards, type FakeAsaas } from '../../../testing/fake-asaas.ts';
import { AsaasError } from './asaas-errors.ts';
import type { AsaasProvider } from './asaas-provider.ts';

let fake: FakeAsaas;
let provider: AsaasProvider;

beforeAll(async () => {
  ({ fake, provider } = await asaasWithProvider());
});
afterAll(() => fake.stop());

const paymentsOf = (reference: string) =>
  [...fake.payments.values()].filter((p) => p.externalReference === reference);
const lastBody = (path: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === path).at(-1)?.body;

describe('customers', () => {
  it('creates a guest once per CPF, without Asaas’s own e-mails, and reuses it', async () => {
    const ana = guest('Ana Souza');
    const posts = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v3/customers').length;
    const before = posts();
    const first = await provider.customerId(ana);
    const again = await provider.customerId({
      ...ana,
      cpf: ana.cpf.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'),
    });
    const other = await provider.customerId(guest('Bruno Lima'));
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(posts() - before).toBe(2);
    expect(fake.customers.get(first)).toMatchObject({
      name: 'Ana Souza',
      cpfCnpj: ana.cpf,
      notificationDisabled: true,
    });
  });
});

describe('PIX', () => {
  it('creates a pending charge with a valid BR Code for the amount and the platform’s expiry', async () => {
    const input = chargeInput({ amountCents: 10_405, pixExpiresInSeconds: 1800 });
    const before = Date.now();
    const charge = await provider.createCharge(input);
    expect(charge.state).toBe('pending');
    expect(charge.id).toMatch(/^pay_/);
    expect(isValidBrCode(charge.pix?.payload ?? '')).toBe(true);
    expect(readBrCode(charge.pix?.payload ?? '')?.amount).toBe(104.05);
    // Asaas's code stays payable 12 months; the guest is promised the platform's 30 minutes.
    const expires = charge.pix?.expiresAt.getTime() ?? 0;
    expect(expires).toBeGreaterThanOrEqual(before + 1800_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 1800_000);
    expect(lastBody('/v3/payments')).toContain('"value":104.05');
    expect(paymentsOf(input.reference)).toHaveLength(1);
  });

  it('is paid once Asaas receives it', async () => {
    const charge = await provider.createCharge(chargeInput());
    await fake.setPaymentStatus(charge.id, 'RECEIVED');
    expect(await provider.getCharge(charge.id)).toEqual({ id: charge.id, state: 'paid' });
  });

  it('expires when Asaas’s sandbox action makes it overdue', async () => {
    const charge = await provider.createCharge(chargeInput());
    const res = await fetch(`${fake.baseUrl}/sandbox/payment/${charge.id}/overdue`, {
      method: 'POST',
      headers: { access_token: fake.apiKey },
    });
    expect(res.status).toBe(200);
    expect((await provider.getCharge(charge.id)).state).toBe('expired');
  });

  it('promises no more than Asaas gives: codes of an account without a PIX key end today at 23:59', async () => {
    const world = await asaasWithProvider({ pixKeyRegistered: false });
    try {
      const dayBefore = todayIn();
      const charge = await world.provider.createCharge(chargeInput({ pixExpiresInSeconds: 3 * 86_400 }));
      const ends = [dayBefore, todayIn()].map((d) => new Date(`${d}T23:59:59-03:00`).getTime());
      expect(ends).toContain(charge.pix?.expiresAt.getTime());
    } finally {
      await world.fake.stop();
    }
  });
});

describe('boleto', () => {
  it('creates a pending charge with a valid linha digitável for the amount, its due date and the slip', async () => {
    const input = chargeInput({ method: 'boleto', amountCents: 25_000 });
    const charge = await provider.createCharge(input);
    expect(charge.state).toBe('pending');
    expect(charge.boleto?.line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const digits = charge.boleto?.line.replace(/\D/g, '') ?? '';
    expect(isValidBoleto(digits)).toBe(true);
    expect(getBoletoInfo(digits)?.amount).toBe(25_000);
    expect(charge.boleto?.dueDate).toBe(input.boletoDueDate);
    expect(charge.boleto?.url).toMatch(/^https:\/\/.+\/b\/pdf\//);
  });

  it('is paid when the bank pays it', async () => {
    const charge = await provider.createCharge(chargeInput({ method: 'boleto' }));
    await fake.setPaymentStatus(charge.id, 'RECEIVED');
    expect((await provider.getCharge(charge.id)).state).toBe('paid');
  });
});

describe('card', () => {
  it('approves a test card in 1x, keeping only brand and last four', async () => {
    const charge = await provider.createCharge(
      chargeInput({ method: 'card', card: testCard(asaasTestCards.approved) }),
    );
    expect(charge).toEqual({ id: charge.id, state: 'paid', card: { brand: 'Visa', last4: '4444' } });
    expect(lastBody('/v3/payments')).not.toContain('installmentCount');
  });

  it('approves 6x as one charge over six instalments that add up to the total', async () => {
    const input = chargeInput({
      method: 'card',
      installments: 6,
      amountCents: 10_000,
      card: testCard('5162306219378829'),
    });
    const charge = await provider.createCharge(input);
    expect(charge.id).toMatch(/^installment:/);
    expect(charge).toMatchObject({ state: 'paid', card: { brand: 'Mastercard', last4: '8829' } });
    expect(lastBody('/v3/payments')).toContain('"installmentCount":6,"totalValue":100.00');
    const parts = paymentsOf(input.reference);
    expect(parts.map((p) => p.value)).toEqual([16.66, 16.66, 16.66, 16.66, 16.66, 16.7]);
    expect(await provider.getCharge(charge.id)).toEqual(charge);
  });

  it.each([
    ['Mastercard', 1, asaasTestCards.declinedMastercard],
    ['Visa', 6, asaasTestCards.declinedVisa],
  ])(
    'declines Asaas’s refused %s test card in %ix, leaving nothing at Asaas',
    async (_, installments, number) => {
      const input = chargeInput({ method: 'card', installments, card: testCard(number) });
      const charge = await provider.createCharge(input);
      expect(charge).toEqual({ id: charge.id, state: 'declined', failureReason: ASAAS_DECLINE_TEXT });
      expect(charge.id).toMatch(/^declined:/);
      expect(paymentsOf(input.reference)).toHaveLength(0);
      const calls = fake.requests.length;
      expect(await provider.getCharge(charge.id)).toEqual({ id: charge.id, state: 'declined' });
      expect(fake.requests.length).toBe(calls);
    },
  );

  it('charges a card again by its Asaas token', async () => {
    const customer = guest();
    const first = await provider.createCharge(
      chargeInput({ method: 'card', customer, card: testCard(asaasTestCards.approved) }),
    );
    const token = String(
      (fake.payments.get(first.id)?.creditCard as { creditCardToken?: string } | undefined)?.creditCardToken,
    );
    const again = await provider.createCharge(chargeInput({ method: 'card', customer, card: { token } }));
    expect(again).toMatchObject({ state: 'paid', card: { brand: 'Visa', last4: '4444' } });
    expect(lastBody('/v3/payments')).toContain(`"creditCardToken":"${token}"`);
  });

  it('reports a card without the holder’s billing details as Asaas’s error, not as a decline', async () => {
    const card = { ...testCard(asaasTestCards.approved), holderBilling: undefined };
    const failure = await provider
      .createCharge(chargeInput({ method: 'card', card }))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AsaasError);
    expect(failure).toMatchObject({ status: 400, codes: ['invalid_object'] });
  });
});

describe('refunds and chargebacks', () => {
  it('refunds a received PIX', async () => {
    const charge = await provider.createCharge(chargeInput());
    await fake.setPaymentStatus(charge.id, 'RECEIVED');
    expect(await provider.refundCharge(charge.id)).toEqual({ id: charge.id, state: 'refunded' });
  });

  it('refunds every instalment of a card paid in 6x', async () => {
    const input = chargeInput({ method: 'card', installments: 6, card: testCard(asaasTestCards.approved) });
    const charge = await provider.createCharge(input);
    expect((await provider.refundCharge(charge.id)).state).toBe('refunded');
    expect(paymentsOf(input.reference).map((p) => p.status)).toEqual(Array(6).fill('REFUNDED'));
  });

  it('refuses to refund what was never paid', async () => {
    const charge = await provider.createCharge(chargeInput());
    await expect(provider.refundCharge(charge.id)).rejects.toMatchObject({
      status: 400,
      codes: ['invalid_action'],
    });
  });

  it('reads a disputed card as a chargeback, of the whole charge when one instalment is disputed', async () => {
    const single = await provider.createCharge(
      chargeInput({ method: 'card', card: testCard(asaasTestCards.approved) }),
    );
    await fake.setPaymentStatus(single.id, 'CHARGEBACK_REQUESTED');
    expect((await provider.getCharge(single.id)).state).toBe('chargeback');

    const input = chargeInput({ method: 'card', installments: 3, card: testCard(asaasTestCards.approved) });
    const split = await provider.createCharge(input);
    await fake.setPaymentStatus(paymentsOf(input.reference)[1]?.id ?? '', 'CHARGEBACK_DISPUTE');
    expect((await provider.getCharge(split.id)).state).toBe('chargeback');
  });
});
