// What the fake Asaas (fake-asaas.ts) checks and builds without any state: its validation errors
// in Asaas's shape, the sandbox's test cards, card brands, PIX keys, QR codes and boleto lines.
import { isValidCNPJ, isValidCPF, isValidEmail } from '@brazilian-utils/brazilian-utils';
import QRCode from 'qrcode';
import { todayIn } from '../../shared/dates.ts';
import { boletoLine } from '../../shared/payments/boleto.ts';
import { pixChargePayload } from '../../shared/payments/pix.ts';

/** Asaas's sandbox test cards (docs: "Testando pagamento com cartão de crédito"). Others approve. */
export const asaasTestCards = {
  approved: '4444444444444444',
  declinedMastercard: '5184019740373151',
  declinedVisa: '4916561358240741',
} as const;
export const ASAAS_DECLINE_TEXT =
  'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';
const FAKE_PIX_KEY = 'c0ffee00-1d3e-4c1b-9b8e-5a2f3c4d5e6f';

export type Json = Record<string, unknown>;

/** An answer; thrown by the handlers for errors. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const fail = (code: string, description: string, status = 400) =>
  new Reply(status, { errors: [{ code, description }] });

export const list = (data: unknown[]) => ({
  object: 'list',
  hasMore: false,
  totalCount: data.length,
  limit: 100,
  offset: 0,
  data,
});

/** The webhook event Asaas sends when a payment or transfer reaches a status. */
export const statusEvents: Record<string, string> = {
  CONFIRMED: 'PAYMENT_CONFIRMED',
  RECEIVED: 'PAYMENT_RECEIVED',
  OVERDUE: 'PAYMENT_OVERDUE',
  REFUNDED: 'PAYMENT_REFUNDED',
  REFUND_IN_PROGRESS: 'PAYMENT_REFUND_IN_PROGRESS',
  CHARGEBACK_REQUESTED: 'PAYMENT_CHARGEBACK_REQUESTED',
  CHARGEBACK_DISPUTE: 'PAYMENT_CHARGEBACK_DISPUTE',
  AWAITING_RISK_ANALYSIS: 'PAYMENT_AWAITING_RISK_ANALYSIS',
  BANK_PROCESSING: 'TRANSFER_IN_BANK_PROCESSING',
  DONE: 'TRANSFER_DONE',
  FAILED: 'TRANSFER_FAILED',
  CANCELLED: 'TRANSFER_CANCELLED',
};

export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, lastDay));
  return date.toISOString().slice(0, 10);
}

/** A JSON amount in reais as centavos; Asaas takes at most two decimals. */
export function amountOf(value: unknown, field: string): number {
  const c = typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  if (!(c > 0) || Math.abs((value as number) * 100 - c) > 1e-6)
    throw fail('invalid_value', `O campo ${field} deve ser um valor positivo com até duas casas decimais.`);
  return c;
}

function brandOf(number: string): string {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number))
    return 'ELO';
  if (number.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  return 'UNKNOWN';
}

/** A card and its holder as POST /payments receives them: brand and last four, or Asaas's refusal. */
export function checkCard(body: Json, now = new Date()): { brand: string; last4: string } {
  const card = (body.creditCard ?? {}) as Json;
  const holder = (body.creditCardHolderInfo ?? {}) as Json;
  for (const f of ['name', 'email', 'cpfCnpj', 'postalCode', 'addressNumber', 'phone'])
    if (!holder[f]) throw fail('invalid_object', `O campo ${f} do titular do cartão deve ser informado.`);
  if (!body.remoteIp) throw fail('invalid_remoteIp', 'O IP do cliente (remoteIp) deve ser informado.');
  const number = String(card.number ?? '');
  const [month, year] = [Number(card.expiryMonth), Number(card.expiryYear)];
  const thisYear = now.getUTCFullYear();
  const expired = year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1);
  const valid =
    /^\d{13,19}$/.test(number) && month >= 1 && month <= 12 && !expired && /^\d{3,4}$/.test(String(card.ccv));
  if (!valid) throw fail('invalid_creditCard', 'Informações de cartão de crédito são inválidas.');
  if (number === asaasTestCards.declinedMastercard || number === asaasTestCards.declinedVisa)
    throw fail('invalid_creditCard', ASAAS_DECLINE_TEXT);
  return { brand: brandOf(number), last4: number.slice(-4) };
}

const pixKeyRules: Record<string, (key: string) => boolean> = {
  CPF: (k) => /^\d{11}$/.test(k) && isValidCPF(k),
  CNPJ: (k) => /^\d{14}$/.test(k) && isValidCNPJ(k),
  EMAIL: (k) => isValidEmail(k),
  // "Chaves do tipo telefone devem conter 11 dígitos, incluindo o DDD" (no +55).
  PHONE: (k) => /^\d{10,11}$/.test(k),
  EVP: (k) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(k),
};

export function checkPixKey(type: string, key: string): void {
  if (!pixKeyRules[type]?.(key)) throw fail('invalid_pixAddressKey', 'A chave Pix informada é inválida.');
}

/** GET /payments/{id}/pixQrCode: expires 12 months after the due date, or at 23:59 today without a key. */
export async function pixQrCodeOf(payment: Json, amountCents: number, keyRegistered: boolean) {
  if (payment.billingType === 'CREDIT_CARD') throw fail('invalid_billingType', 'Cobrança não aceita Pix.');
  const expires = keyRegistered ? addMonths(String(payment.dueDate), 12) : todayIn();
  const payload = pixChargePayload({
    key: FAKE_PIX_KEY,
    merchantName: 'Nosso Sim',
    merchantCity: 'SAO PAULO',
    amountCents,
    txid: String(payment.id).replace(/[^A-Za-z0-9]/g, ''),
  });
  const encodedImage = (await QRCode.toDataURL(payload)).replace(/^data:image\/png;base64,/, '');
  return { encodedImage, payload, expirationDate: `${expires} 23:59:59` };
}

/** GET /payments/{id}/identificationField: the 47-digit line, nosso número and barcode. */
export function identificationFieldOf(payment: Json, amountCents: number) {
  if (payment.billingType !== 'BOLETO') throw fail('invalid_billingType', 'Cobrança não é um boleto.');
  const nossoNumero = String(payment.nossoNumero);
  const line = boletoLine({
    bankCode: '461',
    dueDate: String(payment.dueDate),
    amountCents,
    freeField: nossoNumero.padStart(25, '0'),
  });
  return { identificationField: line.digits, nossoNumero, barCode: line.barcode };
}
