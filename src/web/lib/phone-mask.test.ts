import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from './phone-mask.ts';

describe('formatPhone', () => {
  it('masks mobile and landline numbers', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('formats while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('1198765')).toBe('(11) 9876-5');
  });

  it('drops letters and digits past the eleventh', () => {
    expect(formatPhone('(11) 9a8765-43219999')).toBe('(11) 98765-4321');
  });

  it('keeps the digits it shows, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const shown = formatPhone(s);
        expect(phoneDigits(shown)).toBe(phoneDigits(s));
        expect(formatPhone(shown)).toBe(shown);
      }),
    );
  });
});
