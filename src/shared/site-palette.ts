// The colours a guest site paints with (DESIGN.md 5a). A theme or a couple picks eight colours;
// guests read text drawn from them, so every text colour is the nearest shade that meets WCAG AA
// on each surface it can sit on, and a button's label is white or near-black by contrast. The
// chosen colours stay as they are for fills and decoration. Used by the server renderer and by the
// customisation preview, so the preview shows exactly what guests will see.
import { AA_LARGE, AA_TEXT, contrastRatio, ensureContrast, mix, readableOn } from './contrast.ts';
import type { ThemeDesign } from './theme-design.ts';

type Colors = ThemeDesign['colors'];

export interface SitePalette {
  /** Body text and secondary text. */
  text: string;
  textLight: string;
  /** The primary colour as text: links, place names, outline buttons, focus rings. */
  primaryText: string;
  /** The primary colour for large text (couple's names, countdown): 3:1 suffices. */
  primaryLarge: string;
  /** The secondary colour for large text (the "&" between the names). */
  secondaryLarge: string;
  sectionTitle: string;
  /** Label of a solid button, whose fill is the primary colour. */
  onPrimary: string;
}

/** Every surface text can sit on: page, tinted sections, and the cover's gradient at its strongest. */
export function siteSurfaces(c: Colors): string[] {
  return [
    c.background,
    c.sectionBackground,
    mix(c.accent, c.sectionBackground, 0.45),
    mix(c.secondary, c.sectionBackground, 0.3),
    mix(c.secondary, c.background, 0.16),
  ];
}

/** Section titles sit only on the page and the tinted sections, never on the cover. */
function titleSurfaces(c: Colors): string[] {
  return [c.background, c.sectionBackground];
}

export function sitePalette(c: Colors): SitePalette {
  const surfaces = siteSurfaces(c);
  return {
    text: ensureContrast(c.text, surfaces, AA_TEXT),
    textLight: ensureContrast(c.textLight, surfaces, AA_TEXT),
    primaryText: ensureContrast(c.primary, surfaces, AA_TEXT),
    primaryLarge: ensureContrast(c.primary, surfaces, AA_LARGE),
    secondaryLarge: ensureContrast(c.secondary, surfaces, AA_LARGE),
    sectionTitle: ensureContrast(c.sectionTitleColor, titleSurfaces(c), AA_LARGE),
    onPrimary: readableOn(c.primary),
  };
}

/** The CSS custom properties of a site's colours, as the guest stylesheet reads them. */
export function paletteVariables(c: Colors): Record<string, string> {
  const p = sitePalette(c);
  return {
    '--c-primary': c.primary,
    '--c-secondary': c.secondary,
    '--c-accent': c.accent,
    '--c-background': c.background,
    '--c-section-background': c.sectionBackground,
    '--c-text': p.text,
    '--c-text-light': p.textLight,
    '--c-primary-text': p.primaryText,
    '--c-primary-large': p.primaryLarge,
    '--c-secondary-large': p.secondaryLarge,
    '--c-section-title': p.sectionTitle,
    '--c-on-primary': p.onPrimary,
  };
}

export interface ContrastWarning {
  /** Which chosen colour reads poorly, as the customisation form names its field. */
  key: keyof Colors;
  ratio: number;
  required: number;
  /** The shade guests will see instead. */
  shown: string;
}

/**
 * The chosen colours that fall below AA on the surfaces they sit on, with the shade the site uses
 * instead: what the customisation screen warns about.
 */
export function contrastWarnings(c: Colors): ContrastWarning[] {
  const p = sitePalette(c);
  const worst = (colour: string, surfaces: string[]) =>
    Math.min(...surfaces.map((s) => contrastRatio(colour, s)));
  const checks: { key: keyof Colors; required: number; shown: string; surfaces: string[] }[] = [
    { key: 'text', required: AA_TEXT, shown: p.text, surfaces: siteSurfaces(c) },
    { key: 'textLight', required: AA_TEXT, shown: p.textLight, surfaces: siteSurfaces(c) },
    { key: 'primary', required: AA_TEXT, shown: p.primaryText, surfaces: siteSurfaces(c) },
    { key: 'sectionTitleColor', required: AA_LARGE, shown: p.sectionTitle, surfaces: titleSurfaces(c) },
  ];
  return checks
    .map(({ surfaces, ...check }) => ({ ...check, ratio: worst(c[check.key], surfaces) }))
    .filter((w) => w.ratio < w.required);
}
