// Card instalments: the total split evenly, any leftover centavos on the first.
import { formatBRL } from '../money.ts';

/** A total split into `count` instalments: equal, any leftover centavos on the first. */
export function installmentPlan(totalCents: number, count: number): { first: number; others: number } {
  const base = Math.floor(totalCents / count);
  return { first: base + (totalCents - base * count), others: base };
}

/** "6x de R$ 17,34" (or "1x de R$ 17,39 + 5x de R$ 17,34" when the centavos do not split evenly). */
export function formatInstallments(totalCents: number, count: number): string {
  if (count === 1) return `1x de ${formatBRL(totalCents)}`;
  const { first, others } = installmentPlan(totalCents, count);
  if (first === others) return `${count}x de ${formatBRL(others)}`;
  return `1x de ${formatBRL(first)} + ${count - 1}x de ${formatBRL(others)}`;
}
