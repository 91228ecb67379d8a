import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInstallments, installmentPlan } from './installments.ts';

describe('card instalments', () => {
  it('split the total exactly, leftover centavos on the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 12 }), (total, n) => {
        const { first, others } = installmentPlan(total, n);
        expect(first + others * (n - 1)).toBe(total);
        expect(first - others).toBeGreaterThanOrEqual(0);
        expect(first - others).toBeLessThan(n);
      }),
    );
  });

  it('reads as guests expect', () => {
    expect(formatInstallments(10_405, 1)).toBe('1x de R$\u00a0104,05');
    expect(formatInstallments(60_000, 6)).toBe('6x de R$\u00a0100,00');
    expect(formatInstallments(10_405, 6)).toBe('1x de R$\u00a017,35 + 5x de R$\u00a017,34');
  });
});
