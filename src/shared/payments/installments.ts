// Card instalments as guests read them: the rounded instalment and, beside it, the exact total.
import { formatBRL } from '../money.ts';

/**
 * "4x de R$ 130,04": the total over `count`, to the nearest centavo. The provider splits the total
 * itself (equal parts, the leftover centavos on the last), so one instalment may differ by a few
 * centavos; the exact total, which is what is charged, goes beside it (`formatInstallments`).
 */
export function formatInstallmentShare(totalCents: number, count: number): string {
  return `${count}x de ${formatBRL(Math.round(totalCents / count))}`;
}

/** "4x de R$ 130,04 (total R$ 520,14)", or "1x de R$ 104,05" when there is nothing to split. */
export function formatInstallments(totalCents: number, count: number): string {
  const share = formatInstallmentShare(totalCents, count);
  return count === 1 ? share : `${share} (total ${formatBRL(totalCents)})`;
}
