import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itfSvg, itfWidths } from './itf-barcode.ts';

const PATTERNS = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN'];

/** Reads digits back from the element widths, as a scanner would. */
function decode(widths: number[]): string {
  expect(widths.slice(0, 4)).toEqual([1, 1, 1, 1]);
  expect(widths.slice(-3)).toEqual([3, 1, 1]);
  const body = widths.slice(4, -3);
  let digits = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    const bars = chunk
      .filter((_, k) => k % 2 === 0)
      .map((w) => (w === 3 ? 'W' : 'N'))
      .join('');
    const spaces = chunk
      .filter((_, k) => k % 2 === 1)
      .map((w) => (w === 3 ? 'W' : 'N'))
      .join('');
    digits += `${PATTERNS.indexOf(bars)}${PATTERNS.indexOf(spaces)}`;
  }
  return digits;
}

describe('ITF barcode', () => {
  it('encodes 44 digits that decode back the same, two wide elements per digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{44}$/), (digits) => {
        const widths = itfWidths(digits);
        expect(decode(widths)).toBe(digits);
        expect(widths.length).toBe(4 + 44 * 5 + 3);
      }),
    );
  });

  it('draws one rectangle per bar', () => {
    const svg = itfSvg('00190000090114971860168524522114675860000102656'.slice(0, 44));
    expect(svg.match(/<rect /g)).toHaveLength(2 + (44 * 5) / 2 + 2);
  });

  it('refuses an odd number of digits', () => {
    expect(() => itfWidths('123')).toThrow();
  });
});
