// The palette of the panel, admin and public pages (app.css) read as the browser reads it: every
// text token on every light background it is used on reaches WCAG AA, and so does white on every
// solid fill, so a component built only from tokens cannot fail contrast.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandColours } from '../../shared/brand-colours.ts';
import { AA_LARGE, AA_TEXT, contrastRatio } from '../../shared/contrast.ts';

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]] as [string, string]),
);
const token = (name: string) => {
  const value = tokens[name];
  if (!value) throw new Error(`--color-${name} is not defined in app.css`);
  return value;
};

const backgrounds = ['white', 'cream', 'brand-soft', 'teal-soft'];
const textOnBackgrounds = [
  'ink',
  'muted',
  'brand-dark',
  'brand-deep',
  'teal-dark',
  'danger',
  'success',
  'warning',
];
const stateText = [
  ['danger', 'danger-soft'],
  ['danger-deep', 'danger-soft'],
  ['success', 'success-soft'],
  ['warning', 'warning-soft'],
  ['ink', 'danger-soft'],
  ['ink', 'warning-soft'],
  ['muted', 'warning-soft'],
];
const solidFills = ['brand-dark', 'brand-deep', 'teal-dark', 'ink', 'danger', 'danger-deep', 'success'];

const colourOf = (name: string) => (name === 'white' ? '#ffffff' : token(name));

describe('design tokens (app.css)', () => {
  it.each(textOnBackgrounds.flatMap((t) => backgrounds.map((b) => [t, b])))('%s text on %s', (t, b) => {
    expect(contrastRatio(colourOf(t), colourOf(b))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(stateText)('%s text on %s', (t, b) => {
    expect(contrastRatio(colourOf(t), colourOf(b))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(solidFills)('white text on a %s fill', (fill) => {
    expect(contrastRatio('#ffffff', colourOf(fill))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['brand-dark', 'field'])(
    '%s focus rings and control borders stand out from white and cream (3:1)',
    (t) => {
      expect(contrastRatio(token(t), '#ffffff')).toBeGreaterThanOrEqual(AA_LARGE);
      expect(contrastRatio(token(t), token('cream'))).toBeGreaterThanOrEqual(AA_LARGE);
    },
  );

  it('gives server-written HTML (e-mails, 404) the same values', () => {
    expect(brandColours).toEqual({
      brandDark: token('brand-dark'),
      brandSoft: token('brand-soft'),
      ink: token('ink'),
      muted: token('muted'),
      cream: token('cream'),
    });
  });

  it('keeps the identity hues as they are (they are decoration, not text)', () => {
    expect(token('brand')).toBe('#e77baf');
    expect(token('teal')).toBe('#30b8b2');
  });
});
