import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './pix-countdown.ts';

describe('PIX countdown', () => {
  it('reads minutes and seconds under an hour, hours and minutes past it', () => {
    expect(formatTimeLeft(30 * 60_000)).toBe('30:00');
    expect(formatTimeLeft(29 * 60_000 + 41_000)).toBe('29:41');
    expect(formatTimeLeft(1_500)).toBe('00:02');
    expect(formatTimeLeft(65 * 60_000)).toBe('1 h 05 min');
    expect(formatTimeLeft(24 * 3_600_000)).toBe('24 h 00 min');
  });

  it('stops at zero', () => {
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(-5_000)).toBe('00:00');
  });
});
