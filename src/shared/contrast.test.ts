import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  contrastRatio,
  DARK_LABEL,
  ensureContrast,
  formatRatio,
  mix,
  readableOn,
} from './contrast.ts';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

describe('contrast', () => {
  it('measures the issue’s brand pairs as WCAG does', () => {
    expect(contrastRatio('#E77BAF', '#FFFFFF')).toBeCloseTo(2.67, 1);
    expect(contrastRatio('#30B8B2', '#FFFFFF')).toBeCloseTo(2.43, 1);
    expect(contrastRatio('#C9548F', '#FFFFFF')).toBeCloseTo(4.07, 1);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });

  it('writes ratios the pt-BR way, never overstating a pass', () => {
    expect(formatRatio(4.499)).toBe('4,4:1');
    expect(formatRatio(2.67)).toBe('2,6:1');
    expect(formatRatio(21)).toBe('21,0:1');
  });

  it('labels a light yellow button in near-black and a deep pink one in white', () => {
    expect(readableOn('#FFF59D')).toBe(DARK_LABEL);
    expect(readableOn('#8F2F63')).toBe('#ffffff');
  });

  it('mixes like CSS color-mix in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
  });

  it('keeps a colour that already reads and deepens the brand pink to AA on white', () => {
    expect(ensureContrast('#333C4F', ['#ffffff'], AA_TEXT)).toBe('#333c4f');
    const pink = ensureContrast('#E77BAF', ['#ffffff', '#fdf5f9'], AA_TEXT);
    expect(contrastRatio(pink, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(pink, '#fdf5f9')).toBeGreaterThanOrEqual(AA_TEXT);
    // Only as deep as it must be: the next lighter step would fail.
    expect(contrastRatio(pink, '#fdf5f9')).toBeLessThan(AA_TEXT + 0.1);
  });

  it('lightens text on a dark surface instead of darkening it', () => {
    const shade = ensureContrast('#5a3d6e', ['#121212'], AA_TEXT);
    expect(contrastRatio(shade, '#121212')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('always reaches the ratio on surfaces that are all light or all dark', () => {
    fc.assert(
      fc.property(hexColour, fc.array(hexColour, { minLength: 1, maxLength: 4 }), (colour, surfaces) => {
        const shade = ensureContrast(colour, surfaces, AA_TEXT);
        const reachable = [shade, '#ffffff', DARK_LABEL, '#000000'].some((c) =>
          surfaces.every((s) => contrastRatio(c, s) >= AA_TEXT),
        );
        if (reachable) {
          for (const s of surfaces) expect(contrastRatio(shade, s)).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }),
      { numRuns: 300 },
    );
  });
});
