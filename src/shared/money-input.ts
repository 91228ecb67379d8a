// What a person types in a money field ("350", "350,00", "1.350,50", "R$ 1.350,50") as centavos, the
// amount shown back in that field ("1.350,50"), and the schema of a required amount with its pt-BR texts.
import { z } from 'zod';
import { formatBRL } from './money.ts';

export const moneyInputMessages = {
  required: 'Informe o valor.',
  unreadable: 'Digite o valor em reais, por exemplo 1.350,50.',
  positive: 'Informe um valor maior que zero.',
  below: (min: number) => `O valor mínimo é ${formatBRL(min)}.`,
  above: (max: number) => `O valor máximo é ${formatBRL(max)}.`,
} as const;

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
export function parseMoneyInput(text: string): number | null {
  const clean = text.replace(/\s/g, '').replace(/^R\$/i, '');
  const match = dotDecimal.exec(clean) ?? commaDecimal.exec(clean);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 135050 -> "1.350,50": the amount as the field shows it back, without the "R$" its frame shows. */
export function formatMoneyInput(cents: number): string {
  return formatBRL(cents).replace(/^R\$\s/, '');
}

/**
 * A required amount in centavos, as a money field hands it over: `null` while empty, `NaN` while the
 * text is not an amount. Both are refused with their own message, and so is an amount out of range.
 */
export function moneyField({ min = 1, max = 100_000_000 }: { min?: number; max?: number } = {}) {
  const amount = z
    .number({ error: moneyInputMessages.required })
    .int(moneyInputMessages.unreadable)
    .min(min, min <= 1 ? moneyInputMessages.positive : moneyInputMessages.below(min))
    .max(max, moneyInputMessages.above(max));
  // Empty (null) gets past the first step to be refused as missing; NaN is refused there as unreadable.
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? moneyInputMessages.required : moneyInputMessages.unreadable,
    })
    .nullable()
    .pipe(amount);
}
