import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessDay, nthBusinessDayAfter, releaseAt, startOfDayIn } from './release-date.ts';

// 12:00 in São Paulo (UTC-3) on a calendar day.
const noonSP = (isoDate: string) => new Date(`${isoDate}T15:00:00Z`);

describe('release of confirmed gifts (3 business days, America/Sao_Paulo)', () => {
  it('skips the weekend: confirmed on a Friday, available Wednesday 00:00', () => {
    expect(releaseAt(noonSP('2027-06-11'), 3).toISOString()).toBe('2027-06-16T03:00:00.000Z');
    // Thursday 20 May 2027 -> Fri 21 (1), Mon 24 (2), Tue 25 (3)
    expect(releaseAt(noonSP('2027-05-20'), 3).toISOString()).toBe('2027-05-25T03:00:00.000Z');
  });

  it('skips Carnival Monday and Tuesday (bank holidays)', () => {
    // Friday 5 Feb 2027 -> Mon 8 and Tue 9 closed -> Wed 10 (1), Thu 11 (2), Fri 12 (3)
    expect(releaseAt(noonSP('2027-02-05'), 3).toISOString()).toBe('2027-02-12T03:00:00.000Z');
  });

  it('skips Christmas and New Year', () => {
    // Wed 23 Dec 2026 -> Thu 24 (1), Fri 25 Natal, Mon 28 (2), Tue 29 (3)
    expect(releaseAt(noonSP('2026-12-23'), 3).toISOString()).toBe('2026-12-29T03:00:00.000Z');
    // Wed 30 Dec 2026 -> Thu 31 (1), Fri 1 Jan closed, Mon 4 (2), Tue 5 (3)
    expect(releaseAt(noonSP('2026-12-30'), 3).toISOString()).toBe('2027-01-05T03:00:00.000Z');
  });

  it('reads the day in São Paulo, not in UTC', () => {
    // 23:30 on Friday 11 June in São Paulo is already Saturday in UTC; it still counts as Friday.
    expect(releaseAt(new Date('2027-06-12T02:30:00Z'), 3).toISOString()).toBe('2027-06-16T03:00:00.000Z');
  });

  it('knows weekends and national holidays', () => {
    expect(isBusinessDay('2027-09-07')).toBe(false); // Independência
    expect(isBusinessDay('2027-05-27')).toBe(false); // Corpus Christi (bank holiday)
    expect(isBusinessDay('2027-09-08')).toBe(true);
    expect(isBusinessDay('2027-09-11')).toBe(false); // Saturday
  });

  it('starts a day at 00:00 São Paulo time', () => {
    expect(startOfDayIn('2027-03-10').toISOString()).toBe('2027-03-10T03:00:00.000Z');
  });

  it('always lands on a business day, strictly after the confirmation, within two weeks', () => {
    const day = fc
      .date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (isoDate) => {
        const release = nthBusinessDayAfter(isoDate, 3);
        expect(isBusinessDay(release)).toBe(true);
        expect(release > isoDate).toBe(true);
        const gap = (Date.parse(release) - Date.parse(isoDate)) / 86_400_000;
        expect(gap).toBeGreaterThanOrEqual(3);
        expect(gap).toBeLessThanOrEqual(14);
      }),
      { numRuns: 300 },
    );
  });
});
