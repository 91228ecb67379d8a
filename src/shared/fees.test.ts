import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeOn, grossUp, guestPriceCents, splitGift } from './fees.ts';

const amount = fc.integer({ min: 0, max: 10 ** 11 });
const rate = fc.integer({ min: 0, max: 9_999 });

describe('gift fee', () => {
  it('matches the worked example: R$ 100,00 at 3,89%', () => {
    expect(splitGift(10_000, 389, 'couple')).toEqual({
      grossCents: 10_000,
      feeCents: 389,
      netCents: 9_611,
      feeBasisPoints: 389,
    });
    expect(splitGift(10_000, 389, 'guests')).toEqual({
      grossCents: 10_405,
      feeCents: 405,
      netCents: 10_000,
      feeBasisPoints: 389,
    });
    expect(guestPriceCents(10_000, 389, 'guests')).toBe(10_405);
  });

  it('rounds the fee half up and the gross-up up', () => {
    expect(feeOn(50, 100)).toBe(1); // 0,5 centavo rounds up
    expect(feeOn(49, 100)).toBe(0);
    expect(grossUp(1, 389)).toBe(2);
    expect(grossUp(0, 389)).toBe(0);
  });

  it('fee + net = charge and net ≥ 0, for every amount, rate and payer', () => {
    fc.assert(
      fc.property(amount, rate, fc.constantFrom('couple' as const, 'guests' as const), (v, bp, payer) => {
        const s = splitGift(v, bp, payer);
        expect(s.feeCents + s.netCents).toBe(s.grossCents);
        expect(s.netCents).toBeGreaterThanOrEqual(0);
        expect(s.feeCents).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(s.grossCents)).toBe(true);
      }),
    );
  });

  it('gross-up never leaves the couple less than the gift, and never overcharges by a centavo', () => {
    fc.assert(
      fc.property(amount, rate, (v, bp) => {
        const gross = grossUp(v, bp);
        // The fee the platform would take on the gross (rounded either way) leaves at least v.
        expect(gross - Math.floor((gross * bp) / 10_000)).toBeGreaterThanOrEqual(v);
        expect(gross - feeOn(gross, bp)).toBeGreaterThanOrEqual(v);
        // One centavo less would not be enough.
        if (gross > 0) expect(((gross - 1) * (10_000 - bp)) / 10_000).toBeLessThan(v);
      }),
    );
  });

  it('refuses fractional centavos and impossible rates', () => {
    expect(() => splitGift(1.5, 389, 'couple')).toThrow(RangeError);
    expect(() => splitGift(100, 10_000, 'guests')).toThrow(RangeError);
    expect(() => splitGift(-1, 389, 'couple')).toThrow(RangeError);
  });
});
