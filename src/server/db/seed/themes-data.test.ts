import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastRatio } from '../../../shared/contrast.ts';
import { sitePalette, siteSurfaces } from '../../../shared/site-palette.ts';
import { themeSeeds } from './themes-data.ts';

describe('the nine seeded themes', () => {
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
});
