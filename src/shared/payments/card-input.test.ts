import { describe } from 'vitest';
import { itReturns } from '../testing/it-returns.ts';
import { cardBrand, formatCardExpiry, formatCardNumber, normaliseCardExpiry } from './card-input.ts';

describe('cardBrand', () => {
  itReturns('reads the brand from the digits', cardBrand, [
    ['4111 1111 1111 1111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['378282246310005', 'Amex'],
    ['6362970000457013', 'Elo'],
    ['5067 2300 0000 0000', 'Elo'],
    ['4389350000000000', 'Elo'],
    ['6062825624254001', 'Hipercard'],
  ]);

  itReturns('tells nothing before the digits do', cardBrand, [
    ['', null],
    ['9', null],
  ]);
});

describe('formatCardNumber', () => {
  itReturns('groups the digits in fours as they are typed', formatCardNumber, [
    ['4111111111111111', '4111 1111 1111 1111'],
    ['41111', '4111 1'],
    ['4111-1111 11', '4111 1111 11'],
  ]);

  itReturns('groups an Amex as printed', formatCardNumber, [['378282246310005', '3782 822463 10005']]);
});

describe('formatCardExpiry', () => {
  itReturns('puts the slash in as the guest types', formatCardExpiry, [
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['12/295', '12/29'],
  ]);

  itReturns('keeps a typed slash and pads a month that can only have one digit', formatCardExpiry, [
    ['12/', '12/'],
    ['4', '04'],
  ]);
});

describe('normaliseCardExpiry', () => {
  itReturns('reads an expiry typed without the slash', normaliseCardExpiry, [
    ['1229', '12/29'],
    ['122029', '12/2029'],
    ['12/29', '12/29'],
    ['13', '13'],
  ]);
});
