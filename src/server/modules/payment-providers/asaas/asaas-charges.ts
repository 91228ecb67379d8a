// Our charges in Asaas's words and back: the body of POST /payments, and an Asaas payment (with
// its PIX QR code or boleto line) read into a `Charge`. Card data only ever flows outwards here;
// what comes back is the brand and last four digits.
import { todayIn } from '../../../../shared/dates.ts';
import { startOfDayIn } from '../../../../shared/payments/release-date.ts';
import type { CardInput, Charge, ChargeMethod, CreateChargeInput } from '../payment-provider.ts';
import { Reais } from './asaas-money.ts';
import { type AsaasPaymentStatus, chargeStateOf } from './asaas-status.ts';

export interface AsaasPayment extends AsaasPaymentStatus {
  id: string;
  installment?: string | null;
  dueDate?: string | null;
  bankSlipUrl?: string | null;
  externalReference?: string | null;
  creditCard?: { creditCardNumber?: string | null; creditCardBrand?: string | null } | null;
}

export interface AsaasList<T> {
  data: T[];
  hasMore?: boolean;
}

/**
 * A charge in instalments is one Asaas payment per instalment, grouped under an instalment id;
 * the platform sees the group as one charge, named `installment:<id>` (refunds and states then
 * concern every instalment). A single payment keeps Asaas's own id (`pay_...`).
 */
export const INSTALLMENT_PREFIX = 'installment:';
/** A declined card leaves nothing at Asaas, so its charge gets an id of ours. */
export const DECLINED_PREFIX = 'declined:';

export function chargeIdOf(payment: { id: string; installment?: string | null }): string {
  return payment.installment ? `${INSTALLMENT_PREFIX}${payment.installment}` : payment.id;
}

const billingTypes: Record<ChargeMethod, string> = { pix: 'PIX', boleto: 'BOLETO', card: 'CREDIT_CARD' };

const brandNames: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  ELO: 'Elo',
  AMEX: 'Amex',
  HIPERCARD: 'Hipercard',
  DINERS: 'Diners',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  CABAL: 'Cabal',
  BANESCARD: 'Banescard',
  CREDZ: 'Credz',
  SOROCRED: 'Sorocred',
  CREDSYSTEM: 'Credsystem',
};

const digits = (s: string) => s.replace(/\D/g, '');

function creditCardFields(card: CardInput, input: CreateChargeInput) {
  const year = digits(card.expiryYear);
  return {
    creditCard: {
      holderName: card.holderName,
      number: digits(card.number),
      expiryMonth: digits(card.expiryMonth).padStart(2, '0'),
      expiryYear: year.length === 2 ? `20${year}` : year,
      ccv: digits(card.cvv),
    },
    creditCardHolderInfo: {
      name: input.customer.name,
      email: input.customer.email,
      cpfCnpj: input.customer.cpf,
      postalCode: card.holderBilling?.postalCode,
      addressNumber: card.holderBilling?.addressNumber,
      phone: card.holderBilling?.phone,
    },
  };
}

/** The body of POST /payments for our charge, billed to an Asaas customer. */
export function paymentRequest(input: CreateChargeInput, customerId: string, now: Date): object {
  const base = {
    customer: customerId,
    billingType: billingTypes[input.method],
    value: new Reais(input.amountCents),
    description: input.description.slice(0, 500),
    externalReference: input.reference,
  };
  if (input.method === 'pix') {
    // The due date is the day the PIX window closes, in São Paulo (Asaas dates are local days).
    const closes = new Date(now.getTime() + input.pixExpiresInSeconds * 1000);
    return { ...base, dueDate: todayIn('America/Sao_Paulo', closes) };
  }
  if (input.method === 'boleto') return { ...base, dueDate: input.boletoDueDate };
  if (!input.card) throw new Error('card charges need a card or a card token');
  return {
    ...base,
    dueDate: todayIn('America/Sao_Paulo', now),
    // Asaas wants instalment fields only from 2x on; with totalValue it splits the amount itself
    // (any odd centavo goes to the last instalment).
    ...(input.installments > 1
      ? { installmentCount: input.installments, totalValue: new Reais(input.amountCents) }
      : {}),
    ...('token' in input.card ? { creditCardToken: input.card.token } : creditCardFields(input.card, input)),
    remoteIp: input.remoteIp,
  };
}

/** The secrets of a card charge, to be blanked out of anything Asaas says back. */
export function cardSecrets(input: CreateChargeInput): string[] {
  if (!input.card || 'token' in input.card) return [];
  return [digits(input.card.number), digits(input.card.cvv)].filter((s) => s.length > 0);
}

/** A payment's state and card, without the PIX or boleto details (those come with creation). */
export function chargeFromPayment(payment: AsaasPayment): Charge {
  const charge: Charge = { id: chargeIdOf(payment), state: chargeStateOf(payment) };
  const card = payment.creditCard;
  if (card?.creditCardNumber) {
    const brand = card.creditCardBrand ?? '';
    charge.card = { brand: brandNames[brand] ?? 'Cartão', last4: card.creditCardNumber.slice(-4) };
  }
  return charge;
}

/** "23793381286000782713695000063305975520000370000" -> "23793.38128 60007.827136 95000.063305 9 75520000370000" */
export function formatBoletoLine(line: string): string {
  const d = digits(line);
  if (d.length !== 47) return line;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}

/**
 * Asaas writes the QR code's expiry as São Paulo local time (`2027-05-15 23:59:59`); a bare date
 * means the end of that day.
 */
export function parseAsaasDateTime(value: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : new Date(parsed);
  }
  const dayStart = startOfDayIn(m[1] as string).getTime();
  const [h, min, s] = m[2] ? [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)] : [23, 59, 59];
  return new Date(dayStart + ((h * 60 + min) * 60 + s) * 1000);
}
