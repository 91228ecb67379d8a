import { describe, expect, it } from 'vitest';
import { brazilianPhone, phoneLabel } from './guest-phone.ts';
import { itReturns } from './testing/it-returns.ts';

describe('brazilianPhone', () => {
  itReturns('keeps the digits with the country code', brazilianPhone, [
    ['(11) 98765-4321', '5511987654321'],
    ['+55 11 98765 4321', '5511987654321'],
    ['5511987654321', '5511987654321'],
    ['011 3456-7890', '551134567890'],
    ['21 2345-6789', '552123456789'],
  ]);

  it.each(['', '1234', '(11) 1234-5678', '(10) 98765-4321', '+1 415 555 0100', '11 98765-43210'])(
    'refuses %s',
    (typed) => {
      expect(brazilianPhone(typed)).toBeNull();
    },
  );
});

describe('phoneLabel', () => {
  it('writes mobiles and landlines the Brazilian way', () => {
    expect(phoneLabel('5511987654321')).toBe('(11) 98765-4321');
    expect(phoneLabel('552123456789')).toBe('(21) 2345-6789');
  });
});
