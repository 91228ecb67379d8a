// PIX BR Codes ("copia e cola" and the string behind the QR image) and PIX keys, through
// @brazilian-utils/brazilian-utils, which follows the Banco Central's "Manual de Padrões para
// Iniciação do Pix" (EMV TLV fields, GUI br.gov.bcb.pix, CRC16-CCITT). Amounts stay in centavos here.
import {
  generatePixPayload,
  getPixKeyInfo,
  getPixPayloadInfo,
  isValidPixPayload,
} from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { choices } from '../choices.ts';

export interface PixChargeParams {
  /** The receiver's PIX key. */
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** Up to 25 letters and digits, the charge's id at the receiver. */
  txid: string;
}

/** A static BR Code for one exact amount and transaction id. */
export function pixChargePayload(p: PixChargeParams): string {
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0)
    throw new RangeError(`amount must be positive centavos: ${p.amountCents}`);
  // Whole centavos divided by 100 always round-trip through the library's two-decimal check.
  const payload = generatePixPayload({
    key: p.key,
    merchantName: p.merchantName,
    merchantCity: p.merchantCity,
    amount: p.amountCents / 100,
    txid: p.txid,
  });
  if (!payload) throw new Error('PIX payload could not be generated');
  return payload;
}

export function isValidBrCode(payload: string): boolean {
  return isValidPixPayload(payload);
}

export { getPixPayloadInfo as readBrCode };

/** The four kinds of PIX key a couple can receive at, as the withdrawal form names them. */
export const { values: pixKeyTypes, labels: pixKeyTypeLabels } = choices({
  cpf: 'CPF',
  email: 'E-mail',
  telefone: 'Celular',
  aleatoria: 'Chave aleatória',
});
export type PixKeyType = (typeof pixKeyTypes)[number];

const libraryType: Record<PixKeyType, string> = {
  cpf: 'cpf',
  email: 'email',
  telefone: 'phone',
  aleatoria: 'evp',
};

export const pixKeyMessages = {
  invalid: {
    cpf: 'Informe um CPF válido.',
    email: 'Informe um e-mail válido.',
    telefone: 'Informe um celular com DDD, como (11) 98765-4321.',
    aleatoria: 'Informe a chave aleatória completa, com os hífens.',
  } satisfies Record<PixKeyType, string>,
};

/**
 * The key in the canonical form the DICT uses (CPF digits, lower-case e-mail, +55 phone, random key
 * in lower case), or null when it is not a valid key of that type. A phone typed without +55 is
 * read as Brazilian.
 */
export function normalisePixKey(type: PixKeyType, value: string): string | null {
  let raw = value.trim();
  if (type === 'telefone') {
    const digits = raw.replace(/\D/g, '');
    raw = digits.length === 10 || digits.length === 11 ? `+55${digits}` : `+${digits}`;
  }
  if (type === 'cpf') raw = raw.replace(/\D/g, '');
  const info = getPixKeyInfo(raw);
  if (!info || info.type !== libraryType[type]) return null;
  return info.value;
}

/** The withdrawal form's PIX key: a type and a value valid for it. */
export const pixKeySchema = z
  .object({ type: z.enum(pixKeyTypes), key: z.string().trim().min(1).max(120) })
  .transform((v, ctx) => {
    const key = normalisePixKey(v.type, v.key);
    if (!key) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: pixKeyMessages.invalid[v.type] });
      return z.NEVER;
    }
    return { type: v.type, key };
  });
