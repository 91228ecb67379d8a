import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInstallmentShare, formatInstallments } from './installments.ts';

describe('card instalments', () => {
  it('read as guests expect: one instalment, then the exact total beside it', () => {
    expect(formatInstallments(10_405, 1)).toBe('1x de R$\u00a0104,05');
    expect(formatInstallments(60_000, 6)).toBe('6x de R$\u00a0100,00 (total R$\u00a0600,00)');
    expect(formatInstallments(52_014, 4)).toBe('4x de R$\u00a0130,04 (total R$\u00a0520,14)');
    expect(formatInstallments(10_405, 6)).toBe('6x de R$\u00a017,34 (total R$\u00a0104,05)');
  });

  it('round the instalment to the nearest centavo, never further from what is charged', () => {
    expect(formatInstallmentShare(10_000, 3)).toBe('3x de R$\u00a033,33');
    expect(formatInstallmentShare(10_001, 3)).toBe('3x de R$\u00a033,34');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 12 }), (total, n) => {
        const cents = Number(formatInstallmentShare(total, n).replace(/\D/g, '').slice(String(n).length));
        expect(Math.abs(cents * n - total)).toBeLessThanOrEqual(n / 2);
      }),
    );
  });
});
