import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastRatio } from '../../../../shared/contrast.ts';
import { contrastWarnings, sitePalette, siteSurfaces } from '../../../../shared/site-palette.ts';
import { expectReadableCard } from '../../../../shared/stationery.test-support.ts';
import { stationeryPalette } from '../../../../shared/stationery.ts';
import { onboardingThemeKeys, themeDesignSchema, themeFonts } from '../../../../shared/theme-design.ts';
import { themeTags } from '../../../../shared/theme-studio.ts';
import { publishedThemeKeys, themeSeeds } from './index.ts';

describe('the seeded themes', () => {
  it('are more than thirty, with unique keys and names, the spec nine first in its order', () => {
    expect(themeSeeds.length).toBeGreaterThan(30);
    expect(new Set(publishedThemeKeys).size).toBe(themeSeeds.length);
    expect(new Set(themeSeeds.map((t) => t.name)).size).toBe(themeSeeds.length);
    expect(publishedThemeKeys.slice(0, onboardingThemeKeys.length)).toEqual([...onboardingThemeKeys]);
  });

  it('are valid studio designs, each tagged with the studio tags, every tag used', () => {
    for (const t of themeSeeds) {
      expect(themeDesignSchema.parse(t.design)).toEqual(t.design);
      expect(t.tags.length).toBeGreaterThan(0);
      for (const tag of t.tags) expect(themeTags).toContain(tag);
      expect(themeFonts).toContain(t.design.typography.headingFont);
    }
    expect(new Set(themeSeeds.flatMap((t) => t.tags))).toEqual(new Set(themeTags));
  });

  it('each look different: its own primary colour and its own fonts, ornament and cover together', () => {
    const primaries = themeSeeds.map((t) => t.design.colors.primary.toUpperCase());
    expect(new Set(primaries).size).toBe(themeSeeds.length);
    const looks = themeSeeds.map(({ design: d }) =>
      [d.typography.headingFont, d.typography.bodyFont, d.ornament, d.heroLayout].join('|'),
    );
    expect(new Set(looks).size).toBe(themeSeeds.length);
  });

  it('past the spec nine, choose colours that read at AA as they are (nothing for the site to darken)', () => {
    for (const t of themeSeeds.slice(onboardingThemeKeys.length)) {
      expect({ theme: t.key, warnings: contrastWarnings(t.design.colors) }).toEqual({
        theme: t.key,
        warnings: [],
      });
    }
  });

  it.each(themeSeeds.map((t) => [t.name, t.design.colors] as const))(
    '%s reads at WCAG AA on every surface of a guest site',
    (_, colors) => {
      const p = sitePalette(colors);
      for (const surface of siteSurfaces(colors)) {
        for (const text of [p.text, p.textLight, p.primaryText]) {
          expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
        }
        for (const large of [p.primaryLarge, p.secondaryLarge]) {
          expect(contrastRatio(large, surface)).toBeGreaterThanOrEqual(AA_LARGE);
        }
      }
      for (const surface of [colors.background, colors.sectionBackground]) {
        expect(contrastRatio(p.sectionTitle, surface)).toBeGreaterThanOrEqual(AA_LARGE);
      }
      expect(contrastRatio(p.onPrimary, colors.primary)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it.each(themeSeeds.map((t) => [t.name, t.design.colors] as const))(
    '%s gives stationery whose texts read at WCAG AA on every surface of the card',
    (_, colors) => expectReadableCard(stationeryPalette(colors)),
  );
});
