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

/** What a price field holds ("59.9", "59,90", "1200") -> 5990 centavos; null when it is not an amount. */
export function parseAmountToCents(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, reais = '0', fraction = ''] = match;
  return Number(reais) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 5990 -> "59.90": the value a number input starts with when a price is edited. */
export function centsToAmountInput(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`centavos must be whole: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "1.234,56", "1234,56", "1234.56" or "150" -> centavos; null when it is not an amount. */
export function parseReais(text: string): number | null {
  const clean = text.replace(/[R$\s\u00a0]/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  const normalised = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  const [whole = '0', fraction = ''] = normalised.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
