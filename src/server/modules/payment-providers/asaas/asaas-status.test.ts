import { describe, expect, it } from 'vitest';
import { itReturns } from '../../../../shared/testing/it-returns.ts';
import { chargeStateOf, installmentChargeState, transferStateOf } from './asaas-status.ts';

describe('chargeStateOf', () => {
  it.each([
    ['PENDING', 'PIX', 'pending'],
    ['AWAITING_RISK_ANALYSIS', 'CREDIT_CARD', 'pending'],
    ['CONFIRMED', 'CREDIT_CARD', 'paid'],
    ['CONFIRMED', 'PIX', 'pending'],
    ['CONFIRMED', 'BOLETO', 'pending'],
    ['RECEIVED', 'PIX', 'paid'],
    ['RECEIVED', 'BOLETO', 'paid'],
    ['RECEIVED', 'CREDIT_CARD', 'paid'],
    ['DUNNING_RECEIVED', 'BOLETO', 'paid'],
    ['RECEIVED_IN_CASH', 'PIX', 'pending'],
    ['OVERDUE', 'PIX', 'expired'],
    ['OVERDUE', 'BOLETO', 'expired'],
    ['DUNNING_REQUESTED', 'BOLETO', 'expired'],
    ['REFUNDED', 'CREDIT_CARD', 'refunded'],
    ['REFUND_REQUESTED', 'PIX', 'refunded'],
    ['REFUND_IN_PROGRESS', 'PIX', 'refunded'],
    ['CHARGEBACK_REQUESTED', 'CREDIT_CARD', 'chargeback'],
    ['CHARGEBACK_DISPUTE', 'CREDIT_CARD', 'chargeback'],
    ['AWAITING_CHARGEBACK_REVERSAL', 'CREDIT_CARD', 'chargeback'],
    ['SOMETHING_NEW', 'PIX', 'pending'],
  ])('%s on %s is %s', (status, billingType, state) => {
    expect(chargeStateOf({ status, billingType })).toBe(state);
  });

  it('reads a removed unpaid card as declined and a removed PIX or boleto as expired', () => {
    expect(chargeStateOf({ status: 'PENDING', billingType: 'CREDIT_CARD', deleted: true })).toBe('declined');
    expect(
      chargeStateOf({ status: 'AWAITING_RISK_ANALYSIS', billingType: 'CREDIT_CARD', deleted: true }),
    ).toBe('declined');
    expect(chargeStateOf({ status: 'PENDING', billingType: 'PIX', deleted: true })).toBe('expired');
    expect(chargeStateOf({ status: 'OVERDUE', billingType: 'BOLETO', deleted: true })).toBe('expired');
    expect(chargeStateOf({ status: 'RECEIVED', billingType: 'PIX', deleted: true })).toBe('paid');
  });
});

describe('installmentChargeState', () => {
  it('is paid only when every instalment is', () => {
    expect(installmentChargeState(['paid', 'paid', 'paid'])).toBe('paid');
    expect(installmentChargeState(['paid', 'pending'])).toBe('pending');
    expect(installmentChargeState([])).toBe('pending');
  });

  it('lets a chargeback or refund of any instalment speak for the whole charge', () => {
    expect(installmentChargeState(['paid', 'chargeback', 'refunded'])).toBe('chargeback');
    expect(installmentChargeState(['paid', 'paid', 'refunded'])).toBe('refunded');
    expect(installmentChargeState(['paid', 'declined'])).toBe('declined');
  });
});

describe('transferStateOf', () => {
  itReturns("reads a transfer's state from its status", transferStateOf, [
    ['PENDING', 'pending'],
    ['BANK_PROCESSING', 'pending'],
    ['DONE', 'done'],
    ['FAILED', 'failed'],
    ['CANCELLED', 'failed'],
    [undefined, 'pending'],
    ['BLOCKED', 'pending'],
  ]);
});
