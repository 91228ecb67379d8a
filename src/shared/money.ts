// Money is integer centavos everywhere; these helpers are the only place that turns it into text.

const NBSP = '\u00a0';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 123456 -> "R$ 1.234,56" (pt-BR, two decimals, no floating point involved). */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`centavos must be a safe integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const reais = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}R$${NBSP}${groupThousands(String(reais))},${String(rest).padStart(2, '0')}`;
}

/** 389 basis points -> "3,89%"; 400 -> "4%". */
export function formatPercent(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints))
    throw new RangeError(`basis points must be an integer: ${basisPoints}`);
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return `${whole}%`;
  return `${whole},${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** 123456 -> "1234,56": a plain decimal for spreadsheets (pt-BR, no symbol, no grouping). */
export function formatDecimalBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`centavos must be a safe integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Whole reais: plain digits ("1350") or grouped by thousands with dots ("1.350", "12.000.000"). */
const reais = String.raw`(\d+|\d{1,3}(?:\.\d{3})+)`;
const commaDecimal = new RegExp(`^${reais}(?:,(\\d{0,2}))?$`);
// A keyboard that only offers "." for decimals: "350.5" and "350.50"; "1.350" stays a thousand.
const dotDecimal = /^(\d+)\.(\d{1,2})$/;

/**
 * The centavos a typed amount means, read the Brazilian way: "," separates the centavos and "." the
 * thousands ("1.350" is R$ 1.350,00), a dot before one or two final digits is a decimal ("350.5"), a
 * trailing comma is ignored ("350," while typing). Null when it is not an amount (letters, a minus,
 * three decimals, misplaced dots).
 */
export function parseReais(text: string): number | null {
  const clean = text.replace(/\s/g, '').replace(/^R\$/i, '');
  const match = dotDecimal.exec(clean) ?? commaDecimal.exec(clean);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
