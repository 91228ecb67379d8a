import { describe, expect, it } from 'vitest';
import { daysToWedding } from './days-to-wedding.ts';

// 2027-01-10 21:00 in São Paulo (00:00 UTC on the 11th): a late evening, where a count of whole
// 24-hour periods and a count of calendar days used to differ by one.
const lateEvening = Date.parse('2027-01-11T00:00:00Z');

describe('daysToWedding', () => {
  it('counts calendar days in São Paulo, not whole 24-hour periods', () => {
    expect(daysToWedding('2027-05-10', lateEvening)).toBe(120);
    expect(daysToWedding('2027-01-11', lateEvening)).toBe(1);
    expect(daysToWedding('2027-01-10', lateEvening)).toBe(0);
    expect(daysToWedding('2027-01-07', lateEvening)).toBe(-3);
  });
});
