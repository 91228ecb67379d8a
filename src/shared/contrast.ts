// WCAG 2.1 contrast (DESIGN.md 5a): ratios between colours, a readable label colour for any fill,
// and the nearest shade of a colour that reads on every surface it sits on. Colour maths by culori
// (its tree-shakable build); the shade keeps the colour's hue and chroma and moves only its
// OKLCH lightness, so a couple's pink stays pink, only deeper.
import {
  clampChroma,
  converter,
  formatHex,
  modeLrgb,
  modeOklch,
  modeRgb,
  type Oklch,
  parse,
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn';

registerMode(modeRgb);
registerMode(modeLrgb); // WCAG luminance is computed in linear RGB
registerMode(modeOklch);
const toOklch = converter('oklch');

/** AA minimums: normal text, and large text (24 px, or 18.66 px bold) or the parts of a control. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';
/** Label colour on light fills: near-black, softer than pure black. */
export const DARK_LABEL = '#1b1b1f';

export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** The ratio as people read it: "2,7:1" (one decimal, rounded down so a pass is never overstated). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',')}:1`;
}

/**
 * White or near-black, whichever reads better on `fill` (a button's label on its colour); pure
 * black for the few mid-tones (a bright red) where neither reaches AA. One of white and black
 * always does.
 */
export function readableOn(fill: string): string {
  const label = contrastRatio(WHITE, fill) >= contrastRatio(DARK_LABEL, fill) ? WHITE : DARK_LABEL;
  if (contrastRatio(label, fill) >= AA_TEXT) return label;
  return contrastRatio(WHITE, fill) >= contrastRatio(BLACK, fill) ? WHITE : BLACK;
}

/** `a` over `b` with `a` at `weight` (0..1), as CSS `color-mix(in srgb, a weight, b)` paints it. */
export function mix(a: string, b: string, weight: number): string {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) throw new Error(`cor inválida: ${a} / ${b}`);
  const ra = converter('rgb')(x);
  const rb = converter('rgb')(y);
  return formatHex({
    mode: 'rgb',
    r: ra.r * weight + rb.r * (1 - weight),
    g: ra.g * weight + rb.g * (1 - weight),
    b: ra.b * weight + rb.b * (1 - weight),
  });
}

function worstRatio(colour: string, surfaces: readonly string[]): number {
  return Math.min(...surfaces.map((s) => contrastRatio(colour, s)));
}

function withLightness(base: Oklch, l: number): string {
  return formatHex(clampChroma({ ...base, l }, 'oklch'));
}

/** The lightness between `from` and `to` closest to `from` that reaches `ratio` (or undefined). */
function searchLightness(
  base: Oklch,
  from: number,
  to: number,
  surfaces: readonly string[],
  ratio: number,
): string | undefined {
  if (worstRatio(withLightness(base, to), surfaces) < ratio) return undefined;
  let near = from;
  let far = to;
  for (let i = 0; i < 24; i++) {
    const mid = (near + far) / 2;
    if (worstRatio(withLightness(base, mid), surfaces) >= ratio) far = mid;
    else near = mid;
  }
  // Rounding to 8-bit channels can cost a hair of contrast: step on until the hex itself passes.
  const step = to > from ? 0.002 : -0.002;
  let shade = withLightness(base, far);
  for (let i = 0; i < 50 && worstRatio(shade, surfaces) < ratio; i++) {
    far = Math.min(1, Math.max(0, far + step));
    shade = withLightness(base, far);
  }
  return worstRatio(shade, surfaces) >= ratio ? shade : undefined;
}

/**
 * `colour` itself when it reaches `ratio` against every surface; otherwise the shade of the same
 * hue, darker or lighter, nearest to it that does; failing both (surfaces both very light and
 * very dark), whichever of white and near-black reads best.
 */
export function ensureContrast(colour: string, surfaces: readonly string[], ratio: number): string {
  const hex = formatHex(parse(colour) ?? parse('#000')!);
  if (worstRatio(hex, surfaces) >= ratio) return hex;
  const base = toOklch(hex) as Oklch;
  const l = base.l ?? 0;
  const darker = searchLightness(base, l, 0, surfaces, ratio);
  const lighter = searchLightness(base, l, 1, surfaces, ratio);
  const candidates = [darker, lighter].filter((c): c is string => c !== undefined);
  if (candidates.length === 0) {
    return worstRatio(WHITE, surfaces) >= worstRatio(DARK_LABEL, surfaces) ? WHITE : DARK_LABEL;
  }
  const distance = (c: string) => Math.abs((toOklch(c)?.l ?? 0) - l);
  return candidates.sort((a, b) => distance(a) - distance(b))[0] as string;
}
