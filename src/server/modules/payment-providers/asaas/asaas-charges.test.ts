import { describe, expect, it } from 'vitest';
import type { CreateChargeInput } from '../payment-provider.ts';
import {
  chargeFromPayment,
  chargeIdOf,
  formatBoletoLine,
  parseAsaasDateTime,
  paymentRequest,
} from './asaas-charges.ts';
import { toAsaasJson } from './asaas-money.ts';

const base: CreateChargeInput = {
  reference: 'pay-ref-1',
  method: 'pix',
  amountCents: 10_405,
  installments: 1,
  description: 'Lua de mel',
  customer: { name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: '52998224725' },
  pixExpiresInSeconds: 1800,
  boletoDueDate: '2027-05-20',
};

const body = (input: CreateChargeInput, now: Date) =>
  JSON.parse(toAsaasJson(paymentRequest(input, 'cus_1', now)));

describe('paymentRequest', () => {
  it('dates a PIX charge on the São Paulo day its window closes', () => {
    // 23:40 in São Paulo on 14 May; the 30-minute window closes on the 15th.
    expect(body(base, new Date('2027-05-15T02:40:00Z')).dueDate).toBe('2027-05-15');
    expect(body(base, new Date('2027-05-15T01:00:00Z')).dueDate).toBe('2027-05-14');
    expect(body(base, new Date('2027-05-15T01:00:00Z'))).toEqual({
      customer: 'cus_1',
      billingType: 'PIX',
      value: 104.05,
      description: 'Lua de mel',
      externalReference: 'pay-ref-1',
      dueDate: '2027-05-14',
    });
  });

  it('dates a boleto on the due date asked for and cuts descriptions to Asaas’s 500 characters', () => {
    const b = body({ ...base, method: 'boleto', description: 'x'.repeat(600) }, new Date());
    expect(b).toMatchObject({ billingType: 'BOLETO', dueDate: '2027-05-20' });
    expect(b.description).toHaveLength(500);
  });

  it('sends a card in 1x without instalment fields, and the holder with its billing details', () => {
    const card = {
      number: '4444 4444 4444 4444',
      holderName: 'ANA SOUZA',
      expiryMonth: '5',
      expiryYear: '31',
      cvv: '842',
      holderBilling: { postalCode: '01310100', addressNumber: '1000', phone: '11987654321' },
    };
    const b = body(
      { ...base, method: 'card', card, remoteIp: '203.0.113.9' },
      new Date('2027-05-15T12:00:00Z'),
    );
    expect(b).toEqual({
      customer: 'cus_1',
      billingType: 'CREDIT_CARD',
      value: 104.05,
      description: 'Lua de mel',
      externalReference: 'pay-ref-1',
      dueDate: '2027-05-15',
      creditCard: {
        holderName: 'ANA SOUZA',
        number: '4444444444444444',
        expiryMonth: '05',
        expiryYear: '2031',
        ccv: '842',
      },
      creditCardHolderInfo: {
        name: 'Ana Souza',
        email: 'ana@exemplo.com.br',
        cpfCnpj: '52998224725',
        postalCode: '01310100',
        addressNumber: '1000',
        phone: '11987654321',
      },
      remoteIp: '203.0.113.9',
    });
  });

  it('sends 6x as instalment count and total, and a token instead of the card', () => {
    const b = body(
      { ...base, method: 'card', installments: 6, card: { token: 'tok-1' }, remoteIp: '203.0.113.9' },
      new Date(),
    );
    expect(b).toMatchObject({
      value: 104.05,
      installmentCount: 6,
      totalValue: 104.05,
      creditCardToken: 'tok-1',
    });
    expect(b).not.toHaveProperty('creditCard');
    expect(b).not.toHaveProperty('creditCardHolderInfo');
  });
});

describe('reading Asaas back', () => {
  it('names a charge in instalments after its instalment group', () => {
    expect(chargeIdOf({ id: 'pay_1' })).toBe('pay_1');
    expect(chargeIdOf({ id: 'pay_2', installment: 'abc-123' })).toBe('installment:abc-123');
  });

  it('keeps only the brand and last four digits of a card', () => {
    const charge = chargeFromPayment({
      id: 'pay_9',
      status: 'CONFIRMED',
      billingType: 'CREDIT_CARD',
      creditCard: { creditCardNumber: '4444', creditCardBrand: 'MASTERCARD' },
    });
    expect(charge).toEqual({ id: 'pay_9', state: 'paid', card: { brand: 'Mastercard', last4: '4444' } });
  });

  it('groups a 47-digit boleto line the way it is printed', () => {
    expect(formatBoletoLine('00190000090275928800021932978170187890000005000')).toBe(
      '00190.00009 02759.288000 21932.978170 1 87890000005000',
    );
    expect(formatBoletoLine('123')).toBe('123');
  });

  it('reads Asaas’s local date-times as São Paulo time', () => {
    expect(parseAsaasDateTime('2027-05-15 23:59:59')?.toISOString()).toBe('2027-05-16T02:59:59.000Z');
    expect(parseAsaasDateTime('2027-05-15')?.toISOString()).toBe('2027-05-16T02:59:59.000Z');
    expect(parseAsaasDateTime('2027-05-15T10:00:00-03:00Z')).toBeUndefined();
    expect(parseAsaasDateTime('2027-05-15T13:00:00.000Z')?.toISOString()).toBe('2027-05-15T13:00:00.000Z');
  });
});
