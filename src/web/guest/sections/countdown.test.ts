import { describe, expect, it } from 'vitest';
import { daysToWedding } from '../../../shared/days-to-wedding.ts';
import { countdownParts } from './countdown.ts';

// Times in São Paulo (UTC-3), the clock passed in.
const at = (local: string) => Date.parse(`${local}-03:00`);
const seconds = (p: ReturnType<typeof countdownParts>) =>
  p.days * 86_400 + p.hours * 3600 + p.minutes * 60 + p.seconds;
/** The countdown's parts, in the order it shows them. */
const left = (days: number, hours: number, minutes: number, seconds: number) => ({
  days,
  hours,
  minutes,
  seconds,
});

describe('countdownParts', () => {
  it('shows 3 hours, not "1 dia, 3 horas", at 21:00 the evening before', () => {
    expect(countdownParts('2027-01-11', at('2027-01-10T21:00:00'))).toEqual(left(0, 3, 0, 0));
  });

  it('adds up to the time left until the wedding day starts', () => {
    expect(countdownParts('2027-05-10', at('2027-01-10T21:00:00'))).toEqual(left(119, 3, 0, 0));
    expect(countdownParts('2027-01-12', at('2027-01-10T08:29:30'))).toEqual(left(1, 15, 30, 30));
    expect(countdownParts('2027-01-11', at('2027-01-10T23:59:59'))).toEqual(left(0, 0, 0, 1));
  });

  it('agrees with the dashboard: its calendar days are these days, plus one for a day begun', () => {
    const moments = ['00:00:00', '00:00:01', '08:29:30', '12:00:00', '21:00:00', '23:59:59'];
    for (const date of ['2027-05-10', '2027-01-12', '2027-01-11']) {
      for (const time of moments) {
        const now = at(`2027-01-10T${time}`);
        const parts = countdownParts(date, now);
        expect(Math.ceil(seconds(parts) / 86_400)).toBe(daysToWedding(date, now));
      }
    }
  });

  it('shows whole days at midnight, the same number as the dashboard', () => {
    const midnight = at('2027-01-10T00:00:00');
    expect(countdownParts('2027-01-11', midnight)).toEqual(left(1, 0, 0, 0));
    expect(daysToWedding('2027-01-11', midnight)).toBe(1);
  });

  it('stops at zero once the day has come', () => {
    expect(countdownParts('2027-01-10', at('2027-01-10T00:00:00'))).toEqual(left(0, 0, 0, 0));
    expect(countdownParts('2027-01-07', at('2027-01-10T21:00:00'))).toEqual(left(0, 0, 0, 0));
  });
});
