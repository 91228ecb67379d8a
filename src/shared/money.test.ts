import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToAmountInput,
  formatBRL,
  formatDecimalBRL,
  formatPercent,
  parseAmountToCents,
  parseReais,
} from './money.ts';

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

describe('formatDecimalBRL', () => {
  it('writes plain decimals for spreadsheets', () => {
    expect(formatDecimalBRL(10_405)).toBe('104,05');
    expect(formatDecimalBRL(5)).toBe('0,05');
    expect(formatDecimalBRL(-123_456)).toBe('-1234,56');
  });
});

describe('parseAmountToCents', () => {
  it('reads what price fields hold, with a dot or a comma', () => {
    expect(parseAmountToCents('59.9')).toBe(5990);
    expect(parseAmountToCents('59,90')).toBe(5990);
    expect(parseAmountToCents(' 1200 ')).toBe(120000);
    expect(parseAmountToCents('0.05')).toBe(5);
  });

  it('refuses what is not an amount in centavos', () => {
    for (const bad of ['', 'abc', '1.234,56', '-5', '1.999', '1e3'])
      expect(parseAmountToCents(bad)).toBeNull();
  });

  it('round-trips with centsToAmountInput', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 - 1 }), (cents) => {
        expect(parseAmountToCents(centsToAmountInput(cents))).toBe(cents);
      }),
    );
  });
});

describe('parseReais', () => {
  it('reads amounts people type in pt-BR', () => {
    expect(parseReais('1.500,00')).toBe(150_000);
    expect(parseReais('R$ 150')).toBe(15_000);
    expect(parseReais('99,9')).toBe(9_990);
    expect(parseReais('1234.56')).toBe(123_456);
    // A dot before three digits groups thousands: "1.350" is R$ 1.350,00, never R$ 4,50.
    expect(parseReais('1.350')).toBe(135_000);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1,2,3', '-10', '10,999']) expect(parseReais(bad)).toBeNull();
  });
});
