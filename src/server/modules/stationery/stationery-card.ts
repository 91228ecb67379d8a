// The picture of one stationery item as satori's element tree (the shape React elements have):
// three layouts, drawn at any size (stories, square, the print page) from the theme's colours,
// fonts and graphic element. Only text colours from `stationeryPalette` touch text, so every
// card reads as the site does (AA).

import { ORNAMENT_VIEWBOX, ornamentPaths } from '../../../shared/ornament-paths.ts';
import {
  type StationeryLayout,
  type StationeryPalette,
  type StationeryTexts,
  stationeryPalette,
} from '../../../shared/stationery.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';

export interface CardNode {
  type: string;
  props: { style?: Record<string, unknown>; children?: CardChild | CardChild[]; [key: string]: unknown };
}
type CardChild = CardNode | string | null;

export interface CardInput {
  layout: StationeryLayout;
  texts: StationeryTexts;
  design: ThemeDesign;
  width: number;
  height: number;
  /** Extra margin that printing trims off (the PDF's bleed), in pixels. */
  bleed?: number;
  /** The cover photo as a data URI (JPEG), for the layout with a photo. */
  cover?: string | null;
  /** A QR code (SVG data URI) and the household it belongs to, printed beside it. */
  qr?: { svg: string; label: string | null } | null;
}

function ornamentUri(kind: ThemeDesign['ornament'], colour: string): string {
  const d = ornamentPaths[kind];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${ORNAMENT_VIEWBOX}" width="80" height="24"><path d="${d}" fill="none" stroke="${colour}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const el = (type: string, style: Record<string, unknown>, children?: CardChild | CardChild[]): CardNode => ({
  type,
  props: { style, children },
});

const column = (style: Record<string, unknown>, children: CardChild[]) =>
  el(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'center', boxSizing: 'border-box', ...style },
    children,
  );

function line(text: string, style: Record<string, unknown>): CardNode | null {
  return text
    ? el(
        'div',
        { display: 'flex', width: '100%', textAlign: 'center', justifyContent: 'center', ...style },
        text,
      )
    : null;
}

function ornament(input: CardInput, palette: StationeryPalette, scale: number): CardNode {
  return {
    type: 'img',
    props: {
      src: ornamentUri(input.design.ornament, palette.primary),
      width: 320 * scale,
      height: 96 * scale,
    },
  };
}

/** Heading, names, date, place, message, QR and footer, one under the other. */
function texts(input: CardInput, palette: StationeryPalette, scale: number, compact: boolean): CardNode {
  const { texts: t, design } = input;
  const heading = design.typography.headingFont;
  const body = design.typography.bodyFont;
  const namesSize = (t.names.length > 28 ? 88 : 116) * scale;
  const qrSize = (compact ? 180 : 240) * scale;
  return column({ gap: (compact ? 18 : 30) * scale, alignSelf: 'stretch', fontFamily: body }, [
    line(t.heading.toUpperCase(), {
      fontSize: 34 * scale,
      letterSpacing: 6 * scale,
      color: palette.heading,
      fontWeight: 700,
    }),
    ornament(input, palette, scale),
    line(t.names, { fontFamily: heading, fontSize: namesSize, color: palette.names, lineHeight: 1.15 }),
    line(t.date, { fontSize: 48 * scale, color: palette.text, fontWeight: 700 }),
    line(t.place, { fontSize: 36 * scale, color: palette.textLight, lineHeight: 1.3 }),
    compact && input.qr
      ? null
      : line(t.message, { fontSize: 34 * scale, color: palette.text, lineHeight: 1.45 }),
    input.qr
      ? column({ gap: 10 * scale }, [
          { type: 'img', props: { src: input.qr.svg, width: qrSize, height: qrSize } },
          line(input.qr.label ?? '', { fontSize: 34 * scale, color: palette.text, fontWeight: 700 }),
        ])
      : null,
    line(t.footer, { fontSize: 28 * scale, color: palette.textLight }),
  ]);
}

export function stationeryCard(input: CardInput): CardNode {
  const palette = stationeryPalette(input.design.colors);
  const { width, height, layout } = input;
  const bleed = input.bleed ?? 0;
  // Sizes are set for a 1080-wide story; a square or the print page is shorter, so text shrinks.
  const compact = height / width < 1.5;
  const scale = compact ? Math.min(1, (height - 2 * bleed) / 1500) : 1;
  const pad = bleed + 90 * scale;
  const page = { width, height, display: 'flex', boxSizing: 'border-box', backgroundColor: palette.surface };

  if (layout === 'foto') {
    const photoHeight = Math.round(height * (compact ? 0.36 : 0.42));
    const photo = input.cover
      ? {
          type: 'img',
          props: { src: input.cover, width, height: photoHeight, style: { objectFit: 'cover' } },
        }
      : el('div', {
          width,
          height: photoHeight,
          display: 'flex',
          backgroundImage: `linear-gradient(135deg, ${input.design.colors.accent}, ${input.design.colors.secondary})`,
        });
    return el('div', { ...page, flexDirection: 'column' }, [
      photo,
      column(
        {
          flexGrow: 1,
          justifyContent: 'center',
          padding: `${40 * scale}px ${pad}px ${bleed + 40 * scale}px`,
        },
        [texts(input, palette, scale * 0.9, true)],
      ),
    ]);
  }

  if (layout === 'moldura') {
    const inset = bleed + 48 * scale;
    return el('div', { ...page, padding: inset }, [
      column(
        {
          width: width - 2 * inset,
          height: height - 2 * inset,
          boxSizing: 'border-box',
          justifyContent: 'center',
          border: `${6 * scale}px solid ${palette.primary}`,
          borderRadius: 24 * scale,
          backgroundColor: palette.panel,
          padding: `${60 * scale}px ${60 * scale}px`,
        },
        [texts(input, palette, scale * 0.92, compact)],
      ),
    ]);
  }

  return el(
    'div',
    {
      ...page,
      flexDirection: 'column',
      justifyContent: 'center',
      padding: pad,
      backgroundImage: `radial-gradient(circle at 15% 8%, ${palette.glow}, ${palette.surface} 45%)`,
    },
    [texts(input, palette, scale, compact)],
  );
}
