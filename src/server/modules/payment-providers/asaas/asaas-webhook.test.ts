import { describe, expect, it } from 'vitest';
import { WebhookRejected } from '../payment-provider.ts';
import { readAsaasWebhook } from './asaas-webhook.ts';

const TOKEN = 'whsec-asaas-0123456789abcdef0123456789abcdef';

const paymentEvent = {
  id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
  event: 'PAYMENT_RECEIVED',
  dateCreated: '2027-05-15 16:45:03',
  payment: {
    object: 'payment',
    id: 'pay_080225913252',
    status: 'RECEIVED',
    billingType: 'CREDIT_CARD',
    creditCard: {
      creditCardNumber: '8829',
      creditCardBrand: 'MASTERCARD',
      creditCardToken: 'a75a1d98-token',
    },
  },
};

describe('readAsaasWebhook', () => {
  it('reads a payment event as a hint, without a state to trust', () => {
    const event = readAsaasWebhook({ headers: { 'asaas-access-token': TOKEN }, body: paymentEvent }, TOKEN);
    expect(event).toMatchObject({
      eventId: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      type: 'PAYMENT_RECEIVED',
      chargeId: 'pay_080225913252',
    });
    expect(event).not.toHaveProperty('chargeState');
    expect(event.transferId).toBeUndefined();
  });

  it('keeps brand and last four in the stored payload but drops the reusable card token', () => {
    const event = readAsaasWebhook({ headers: { 'asaas-access-token': TOKEN }, body: paymentEvent }, TOKEN);
    expect(JSON.stringify(event.payload)).not.toContain('a75a1d98-token');
    expect(event.payload).toMatchObject({ payment: { creditCard: { creditCardNumber: '8829' } } });
  });

  it('names an instalment payment after its group, so every instalment points at one charge', () => {
    const body = { ...paymentEvent, payment: { ...paymentEvent.payment, installment: 'b1c2-group' } };
    const event = readAsaasWebhook({ headers: { 'asaas-access-token': TOKEN }, body }, TOKEN);
    expect(event.chargeId).toBe('installment:b1c2-group');
  });

  it('reads a transfer event from the raw body', () => {
    const raw = JSON.stringify({
      id: 'evt_t1',
      event: 'TRANSFER_DONE',
      transfer: { id: 'tr-1', status: 'DONE' },
    });
    const event = readAsaasWebhook(
      { headers: { 'asaas-access-token': TOKEN }, body: {}, rawBody: raw },
      TOKEN,
    );
    expect(event).toMatchObject({ eventId: 'evt_t1', type: 'TRANSFER_DONE', transferId: 'tr-1' });
    expect(event).not.toHaveProperty('transferState');
  });

  it('gives an event without an id a key that the same delivery repeats', () => {
    const { id: _id, ...body } = paymentEvent;
    const read = () => readAsaasWebhook({ headers: { 'asaas-access-token': TOKEN }, body }, TOKEN).eventId;
    expect(read()).toBe('PAYMENT_RECEIVED:pay_080225913252:RECEIVED');
    expect(read()).toBe(read());
  });

  it.each([
    ['missing', {}],
    ['wrong', { 'asaas-access-token': `${TOKEN}x` }],
    ['empty', { 'asaas-access-token': '' }],
    ['repeated', { 'asaas-access-token': [TOKEN, TOKEN] }],
    ['in another header', { authorization: TOKEN }],
  ])('refuses a %s token', (_, headers) => {
    expect(() => readAsaasWebhook({ headers, body: paymentEvent }, TOKEN)).toThrow(WebhookRejected);
  });

  it('refuses everything when no token is configured', () => {
    expect(() => readAsaasWebhook({ headers: { 'asaas-access-token': '' }, body: paymentEvent }, '')).toThrow(
      WebhookRejected,
    );
  });

  it('accepts an authentic event about something else, naming no charge or transfer', () => {
    const body = { id: 'evt_inv1', event: 'INVOICE_CREATED', invoice: { id: 'inv_1' } };
    const event = readAsaasWebhook({ headers: { 'asaas-access-token': TOKEN }, body }, TOKEN);
    expect(event).toMatchObject({ eventId: 'evt_inv1', type: 'INVOICE_CREATED' });
    expect(event.chargeId).toBeUndefined();
    expect(event.transferId).toBeUndefined();
  });

  it.each([
    ['not JSON', { body: {}, rawBody: '{nope' }],
    ['an array', { body: [paymentEvent] }],
    ['no event', { body: { id: 'evt_1', payment: { id: 'pay_1' } } }],
  ])('refuses a body that is %s', (_, request) => {
    expect(() => readAsaasWebhook({ headers: { 'asaas-access-token': TOKEN }, ...request }, TOKEN)).toThrow(
      WebhookRejected,
    );
  });
});
