// A money field's pieces: the amount shown back in the field ("1.350,50") and the schema of a required
// amount with its pt-BR texts. What a person types is read by `parseReais` (shared/money.ts).
import { z } from 'zod';
import { formatBRL } from './money.ts';

export const moneyInputMessages = {
  required: 'Informe o valor.',
  unreadable: 'Digite o valor em reais, por exemplo 1.350,50.',
  positive: 'Informe um valor maior que zero.',
  below: (min: number) => `O valor mínimo é ${formatBRL(min)}.`,
  above: (max: number) => `O valor máximo é ${formatBRL(max)}.`,
} as const;

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
