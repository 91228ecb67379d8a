import { describe, expect, it } from 'vitest';
import { daysToWedding } from '../../../shared/days-to-wedding.ts';
import { countdownParts } from './countdown.ts';

// 21:00 in São Paulo: whole 24-hour periods left and calendar days left differ by one.
const lateEvening = Date.parse('2027-01-11T00:00:00Z');

describe('countdownParts', () => {
  it('counts the same days left as the dashboard', () => {
    for (const date of ['2027-05-10', '2027-01-11', '2027-01-10'])
      expect(countdownParts(date, lateEvening).days).toBe(daysToWedding(date, lateEvening));
  });
  it('stops at zero once the day has come', () => {
    expect(countdownParts('2027-01-07', lateEvening)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
