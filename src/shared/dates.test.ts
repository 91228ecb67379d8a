import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateShort } from './dates.ts';

describe('pt-BR dates', () => {
  it('formats calendar dates without time-zone shifts', () => {
    expect(formatDateLong('2027-05-15')).toBe('15 de maio de 2027');
    expect(formatDateLong('2027-03-01')).toBe('1 de março de 2027');
    expect(formatDateShort('2027-12-31')).toBe('31/12/2027');
  });

  it('refuses values that are not calendar dates', () => {
    expect(() => formatDateLong('15/05/2027')).toThrow(RangeError);
  });
});
