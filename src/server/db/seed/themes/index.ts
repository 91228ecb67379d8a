// Every published theme the seed creates: the spec's nine first (onboarding step 7's order), then
// the themes studio's others, grouped by style. Each group's file holds its themes' settings.
import { beachTropicalThemes } from './beach-tropical.ts';
import { classicElegantThemes } from './classic-elegant.ts';
import { modernMinimalThemes } from './modern-minimal.ts';
import { romanticDelicateThemes } from './romantic-delicate.ts';
import { specThemes } from './spec-nine.ts';
import { themeRow } from './theme-seed.ts';
import { vintageCasualThemes } from './vintage-casual.ts';

const themes = [
  ...specThemes,
  ...modernMinimalThemes,
  ...classicElegantThemes,
  ...romanticDelicateThemes,
  ...beachTropicalThemes,
  ...vintageCasualThemes,
];

export const themeSeeds = themes.map(themeRow);

/** The key of every seeded theme, in the order couples see them (the accessibility suite walks it). */
export const publishedThemeKeys = themeSeeds.map((t) => t.key);
