import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReais } from './money.ts';
import { formatMoneyInput, moneyField, moneyInputMessages } from './money-input.ts';

describe('parseReais', () => {
  it.each([
    ['350', 35_000],
    ['350,00', 35_000],
    ['350,5', 35_050],
    ['350,', 35_000],
    ['0,99', 99],
    ['1.350,50', 135_050],
    ['1350,50', 135_050],
    ['R$ 1.350,50', 135_050],
    ['R$\u00a01.350,50', 135_050],
    ['  1.350  ', 135_000],
    ['1.350', 135_000],
    ['12.000.000', 1_200_000_000],
    ['350.5', 35_050],
    ['350.50', 35_050],
  ])('reads "%s" as %i centavos', (text, cents) => {
    expect(parseReais(text)).toBe(cents);
  });

  it.each([
    '',
    'abc',
    '35o',
    '-350',
    '350,001',
    '1.35,00',
    '12.34.56',
    '1,350,50',
    ',50',
    'R$',
    '350 reais',
    '1e5',
    '9'.repeat(20),
  ])('refuses "%s"', (text) => {
    expect(parseReais(text)).toBeNull();
  });

  it('reads back every amount it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(parseReais(formatMoneyInput(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatMoneyInput', () => {
  it('shows the amount grouped, with two decimals and no symbol', () => {
    expect(formatMoneyInput(135_050)).toBe('1.350,50');
    expect(formatMoneyInput(35_000)).toBe('350,00');
    expect(formatMoneyInput(5)).toBe('0,05');
  });
});

describe('moneyField', () => {
  const field = moneyField({ min: 500, max: 1_000_000 });
  const messageOf = (value: unknown) => field.safeParse(value).error?.issues[0]?.message;

  it('passes an amount in range through as centavos', () => {
    expect(field.parse(35_000)).toBe(35_000);
  });

  it('says what is wrong in pt-BR', () => {
    expect(messageOf(null)).toBe(moneyInputMessages.required);
    expect(messageOf(undefined)).toBe(moneyInputMessages.required);
    expect(messageOf(Number.NaN)).toBe(moneyInputMessages.unreadable);
    expect(messageOf(499)).toBe('O valor mínimo é R$\u00a05,00.');
    expect(messageOf(1_000_001)).toBe('O valor máximo é R$\u00a010.000,00.');
  });

  it('asks for more than zero by default', () => {
    expect(moneyField().safeParse(0).error?.issues[0]?.message).toBe('Informe um valor maior que zero.');
  });
});
