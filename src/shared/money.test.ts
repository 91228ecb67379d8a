import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, formatPercent } from './money.ts';

describe('formatBRL', () => {
  it('formats centavos as pt-BR reais', () => {
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56');
    expect(formatBRL(5990)).toBe('R$\u00a059,90');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(5)).toBe('R$\u00a00,05');
    expect(formatBRL(-800)).toBe('-R$\u00a08,00');
    expect(formatBRL(100_000_000)).toBe('R$\u00a01.000.000,00');
  });

  it('round-trips any amount back to the same centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const digits = formatBRL(cents).replace(/\D/g, '');
        expect(Number(digits)).toBe(cents);
      }),
    );
  });

  it('refuses fractional centavos', () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('formats basis points with a decimal comma', () => {
    expect(formatPercent(389)).toBe('3,89%');
    expect(formatPercent(499)).toBe('4,99%');
    expect(formatPercent(400)).toBe('4%');
    expect(formatPercent(350)).toBe('3,5%');
  });
});
