import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, formatDecimalBRL, formatPercent, parseReais } from './money.ts';
import { itReturns } from './testing/it-returns.ts';

describe('formatBRL', () => {
  itReturns('formats centavos as pt-BR reais', formatBRL, [
    [123456, 'R$\u00a01.234,56'],
    [5990, 'R$\u00a059,90'],
    [0, 'R$\u00a00,00'],
    [5, 'R$\u00a00,05'],
    [-800, '-R$\u00a08,00'],
    [100_000_000, 'R$\u00a01.000.000,00'],
  ]);

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
  itReturns('formats basis points with a decimal comma', formatPercent, [
    [389, '3,89%'],
    [499, '4,99%'],
    [400, '4%'],
    [350, '3,5%'],
  ]);
});

describe('formatDecimalBRL', () => {
  itReturns('writes plain decimals for spreadsheets', formatDecimalBRL, [
    [10_405, '104,05'],
    [5, '0,05'],
    [-123_456, '-1234,56'],
  ]);
});

describe('parseReais', () => {
  itReturns('reads amounts people type in pt-BR', parseReais, [
    ['1.500,00', 150_000],
    ['R$ 150', 15_000],
    ['99,9', 9_990],
    ['1234.56', 123_456],
    // A dot before three digits groups thousands: "1.350" is R$ 1.350,00, never R$ 4,50.
    ['1.350', 135_000],
  ]);
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1,2,3', '-10', '10,999']) expect(parseReais(bad)).toBeNull();
  });
});
