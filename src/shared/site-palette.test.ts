import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastRatio, DARK_LABEL } from './contrast.ts';
import { contrastWarnings, sitePalette, siteSurfaces } from './site-palette.ts';
import { defaultThemeDesign, type ThemeDesign } from './theme-design.ts';

type Colors = ThemeDesign['colors'];

const lightColour = fc
  .tuple(
    fc.integer({ min: 200, max: 255 }),
    fc.integer({ min: 200, max: 255 }),
    fc.integer({ min: 200, max: 255 }),
  )
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);
const anyColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

function expectReadable(colors: Colors) {
  const p = sitePalette(colors);
  for (const surface of siteSurfaces(colors)) {
    expect(contrastRatio(p.text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(p.textLight, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(p.primaryText, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(p.primaryLarge, surface)).toBeGreaterThanOrEqual(AA_LARGE);
    expect(contrastRatio(p.secondaryLarge, surface)).toBeGreaterThanOrEqual(AA_LARGE);
  }
  for (const surface of [colors.background, colors.sectionBackground]) {
    expect(contrastRatio(p.sectionTitle, surface)).toBeGreaterThanOrEqual(AA_LARGE);
  }
  expect(contrastRatio(p.onPrimary, colors.primary)).toBeGreaterThanOrEqual(AA_TEXT);
}

describe('guest site palette', () => {
  it('turns a light yellow primary into dark button labels and a deep gold for text', () => {
    const colors = { ...defaultThemeDesign.colors, primary: '#FFF59D' };
    const p = sitePalette(colors);
    expect(p.onPrimary).toBe(DARK_LABEL);
    expect(contrastRatio(p.primaryText, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expectReadable(colors);
    const warning = contrastWarnings(colors).find((w) => w.key === 'primary');
    expect(warning?.shown).toBe(p.primaryText);
    expect(warning?.ratio).toBeLessThan(1.2);
  });

  it('warns about nothing when every chosen colour already reads', () => {
    expect(
      contrastWarnings({ ...defaultThemeDesign.colors, primary: '#8F2F63', textLight: '#55595E' }),
    ).toEqual([]);
  });

  it('keeps every text readable whatever light colours a couple picks', () => {
    fc.assert(
      fc.property(
        fc.record({
          primary: anyColour,
          secondary: anyColour,
          accent: lightColour,
          background: lightColour,
          text: anyColour,
          textLight: anyColour,
          sectionBackground: lightColour,
          sectionTitleColor: anyColour,
        }),
        (colors) => expectReadable(colors),
      ),
      { numRuns: 200 },
    );
  });
});
