// The linha digitável of a "cobrança bancária" boleto (Carta-Circular BCB 2.926/2000, FEBRABAN):
// the 44-digit barcode (bank, currency 9, módulo 11 check digit, fator de vencimento, amount in
// centavos, 25-digit free field) and its 47-digit typed form with módulo 10 check digits. The
// sandbox provider issues these; @brazilian-utils validates and reads them back in the tests.

const CURRENCY_REAL = '9';
/** The fator de vencimento restarted at 1000 on 22/02/2025 (FEBRABAN). */
const FACTOR_BASE = Date.UTC(2025, 1, 22);
const FACTOR_BASE_VALUE = 1000;

function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? Math.floor(product / 10) + (product % 10) : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Days from the current cycle's base to the due date (`YYYY-MM-DD`), as the 4-digit factor. */
export function dueDateFactor(isoDate: string): string {
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - FACTOR_BASE) / 86_400_000);
  const factor = FACTOR_BASE_VALUE + days;
  if (days < 0 || factor > 9999) throw new RangeError(`due date outside the current cycle: ${isoDate}`);
  return String(factor).padStart(4, '0');
}

export interface BoletoParams {
  /** Three-digit COMPE code of the issuing bank. */
  bankCode: string;
  dueDate: string;
  amountCents: number;
  /** The bank's 25-digit free field (agreement and "nosso número"). */
  freeField: string;
}

export function boletoBarcode(p: BoletoParams): string {
  if (!/^\d{3}$/.test(p.bankCode)) throw new RangeError('bank code must be 3 digits');
  if (!/^\d{25}$/.test(p.freeField)) throw new RangeError('free field must be 25 digits');
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0 || p.amountCents > 99_999_999_99)
    throw new RangeError(`amount out of range: ${p.amountCents}`);
  const body = `${p.bankCode}${CURRENCY_REAL}${dueDateFactor(p.dueDate)}${String(p.amountCents).padStart(10, '0')}${p.freeField}`;
  const dv = mod11(body);
  return `${body.slice(0, 4)}${dv}${body.slice(4)}`;
}

/** The 47 digits a payer types, grouped "AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE". */
export function boletoLine(p: BoletoParams): { digits: string; formatted: string; barcode: string } {
  const barcode = boletoBarcode(p);
  const free = barcode.slice(19);
  const f1 = `${barcode.slice(0, 4)}${free.slice(0, 5)}`;
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  const field1 = `${f1}${mod10(f1)}`;
  const field2 = `${f2}${mod10(f2)}`;
  const field3 = `${f3}${mod10(f3)}`;
  const field4 = barcode[4] as string;
  const field5 = barcode.slice(5, 19);
  const digits = `${field1}${field2}${field3}${field4}${field5}`;
  const formatted = `${field1.slice(0, 5)}.${field1.slice(5)} ${field2.slice(0, 5)}.${field2.slice(5)} ${field3.slice(0, 5)}.${field3.slice(5)} ${field4} ${field5}`;
  return { digits, formatted, barcode };
}

/** The 44-digit barcode behind a 47-digit linha digitável (what the slip's bars encode). */
export function barcodeFromLine(line: string): string {
  const d = line.replace(/\D/g, '');
  if (d.length !== 47) throw new RangeError('a linha digitável has 47 digits');
  return `${d.slice(0, 4)}${d[32]}${d.slice(33, 47)}${d.slice(4, 9)}${d.slice(10, 20)}${d.slice(21, 31)}`;
}
