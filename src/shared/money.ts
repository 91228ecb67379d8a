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
