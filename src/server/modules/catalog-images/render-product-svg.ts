// Draws the picture of a catalogue product: a soft gradient in its category's colours, a line
// pictogram in a white badge and the product's name. Pure and deterministic: the product key seeds
// the small variations (gradient direction, bubbles), so the same product always gets the same image.
import { type PictogramName, pictogramFor, pictograms } from './pictograms.ts';

export interface ProductImageInput {
  /** The product's key: seeds the variations. */
  key: string;
  name: string;
  categoryKey: string;
  /** Shown small at the bottom when given. */
  categoryName?: string | null;
  /** Picks a more specific pictogram for some subcategories. */
  subcategoryKey?: string | null;
}

interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

const palettes: Record<string, Palette> = {
  cozinha: { from: '#fdeadf', to: '#f6c6ab', accent: '#c2552d', ink: '#5a2a17' },
  'cama-mesa-banho': { from: '#fcebf0', to: '#f2c3d1', accent: '#b24c6e', ink: '#5b1f33' },
  decoracao: { from: '#edf3e7', to: '#c9dcbc', accent: '#557a44', ink: '#2a3f20' },
  eletrodomesticos: { from: '#e3f4f2', to: '#b2dfd9', accent: '#1f7f78', ink: '#124440' },
  eletronicos: { from: '#e9edf3', to: '#c2ccda', accent: '#3e5470', ink: '#1c2838' },
  moveis: { from: '#f7efe3', to: '#e5cfb0', accent: '#8a5f2e', ink: '#45301a' },
  'lua-mel': { from: '#e3f2fb', to: '#afd8f2', accent: '#1d6fa3', ink: '#0e3955' },
  divertidos: { from: '#f3e9fb', to: '#d8c0ef', accent: '#7a45b0', ink: '#3a1c5c' },
  contribuicao: { from: '#fff6dd', to: '#f3d793', accent: '#a97512', ink: '#553a05' },
  outros: { from: '#e5eff0', to: '#bdd5d9', accent: '#3b6c75', ink: '#1c383e' },
};

const SIZE = 400;
const TEXT_MAX_WIDTH = 330;
const MAX_LINES = 3;
const FONT_SIZES = [30, 27, 24, 21, 19];
const FONT_FAMILY = "Poppins, 'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** Characters XML 1.0 forbids even when escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const FORBIDDEN_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(FORBIDDEN_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a: a stable 32-bit hash of the key. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so variations never depend on Math.random. */
function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rough width of a character in ems for a semi-bold sans-serif: enough to wrap without a font engine. */
function charWidth(ch: string): number {
  if (/[iljtfr.,:;!'|()\s]/.test(ch)) return 0.32;
  if (/[mwMW@]/.test(ch)) return 0.86;
  if (/[A-Z]/.test(ch)) return 0.68;
  if (/[0-9]/.test(ch)) return 0.58;
  return 0.56;
}

function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width * fontSize;
}

/** Greedy word wrap; a word wider than a whole line is cut. */
function wrap(text: string, fontSize: number, maxWidth = TEXT_MAX_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, fontSize) > maxWidth) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), fontSize) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Narrows the wrap width as far as the line count allows, so lines come out even ("sem louça", not "louça"). */
function balancedWrap(text: string, fontSize: number, lines: string[]): string[] {
  let best = lines;
  for (let width = TEXT_MAX_WIDTH - 10; width > 60; width -= 10) {
    const narrower = wrap(text, fontSize, width);
    // Stop before the line count grows or a word has to be cut.
    if (narrower.length !== lines.length || narrower.join(' ') !== lines.join(' ')) break;
    best = narrower;
  }
  return best;
}

/** The largest font size that fits the name on three lines; past that, the third line ends in "…". */
export function layoutName(name: string): { fontSize: number; lines: string[] } {
  const clean = name.replace(FORBIDDEN_XML_CHARS, '').replace(/\s+/g, ' ').trim() || 'Presente';
  for (const fontSize of FONT_SIZES) {
    const lines = wrap(clean, fontSize);
    if (lines.length <= MAX_LINES) return { fontSize, lines: balancedWrap(clean, fontSize, lines) };
  }
  const fontSize = FONT_SIZES[FONT_SIZES.length - 1]!;
  const lines = wrap(clean, fontSize).slice(0, MAX_LINES);
  let last = lines[MAX_LINES - 1]!;
  while (last.length > 1 && textWidth(`${last}…`, fontSize) > TEXT_MAX_WIDTH) last = last.slice(0, -1);
  lines[MAX_LINES - 1] = `${last.trimEnd()}…`;
  return { fontSize, lines };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function bubbles(random: () => number, palette: Palette): string {
  const corner = Math.floor(random() * 4);
  const bigX = corner % 2 === 0 ? 40 + random() * 60 : 300 + random() * 60;
  const bigY = corner < 2 ? 20 + random() * 50 : 330 + random() * 50;
  const big = `<circle cx="${round(bigX)}" cy="${round(bigY)}" r="${round(110 + random() * 50)}" fill="#ffffff" opacity="0.35"/>`;
  const small = `<circle cx="${round(SIZE - bigX)}" cy="${round(SIZE - bigY)}" r="${round(70 + random() * 40)}" fill="${palette.accent}" opacity="0.07"/>`;
  const dots = Array.from({ length: 6 }, () => {
    const x = 24 + random() * 352;
    const y = 24 + random() * 200;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(2 + random() * 4)}" fill="#ffffff" opacity="${round(0.45 + random() * 0.4)}"/>`;
  }).join('');
  return big + small + dots;
}

function pictogram(name: PictogramName, palette: Palette): string {
  // 24-unit Lucide grid scaled to 96 px, centred in the badge at (200, 150).
  return (
    `<g transform="translate(152 102) scale(4)" fill="none" stroke="${palette.accent}" ` +
    `stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${pictograms[name]}</g>`
  );
}

function nameText(name: string, palette: Palette): string {
  const { fontSize, lines } = layoutName(name);
  const lineHeight = Math.round(fontSize * 1.22);
  const centreY = 292;
  const firstBaseline = centreY - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const tspans = lines
    .map(
      (line, i) => `<tspan x="200" y="${round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return (
    `<text text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="600" ` +
    `fill="${palette.ink}">${tspans}</text>`
  );
}

function categoryLabel(categoryName: string | null | undefined, palette: Palette): string {
  const label = categoryName?.trim();
  if (!label) return '';
  return (
    `<text x="200" y="377" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="12" ` +
    `font-weight="600" letter-spacing="2.5" fill="${palette.accent}" opacity="0.85">` +
    `${escapeXml(label.toLocaleUpperCase('pt-BR'))}</text>`
  );
}

export function renderProductSvg(input: ProductImageInput): string {
  const palette = palettes[input.categoryKey] ?? palettes.outros!;
  const random = seededRandom(hash(input.key));
  const diagonal = Math.floor(random() * 4);
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [0, 1, 1, 0],
  ][diagonal]!;
  const title = escapeXml(input.name.replace(FORBIDDEN_XML_CHARS, ''));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">`,
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>`,
    '</linearGradient>',
    '<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%">',
    `<feDropShadow dx="0" dy="6" stdDeviation="9" flood-color="${palette.ink}" flood-opacity="0.16"/>`,
    '</filter>',
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    bubbles(random, palette),
    '<circle cx="200" cy="150" r="80" fill="#ffffff" opacity="0.94" filter="url(#shadow)"/>',
    `<circle cx="200" cy="150" r="69" fill="none" stroke="${palette.accent}" stroke-opacity="0.16" stroke-width="2"/>`,
    pictogram(pictogramFor(input.categoryKey, input.subcategoryKey), palette),
    nameText(input.name, palette),
    categoryLabel(input.categoryName, palette),
    '</svg>',
  ].join('');
}
