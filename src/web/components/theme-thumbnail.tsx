// A miniature of a couple's site drawn from a theme's design settings: navigation strip, cover in
// the theme's layout with the names in the heading font and the theme's ornament, a section title
// and a button.
// Sizes are in container units, so the same drawing works from a phone grid to a wide card.
import type { CSSProperties } from 'react';
import { AA_TEXT, ensureContrast } from '../../shared/contrast.ts';
import { sitePalette } from '../../shared/site-palette.ts';
import type { ThemeDesign } from '../../shared/theme-design.ts';
import { Ornament } from './ornament.tsx';

type Font = ThemeDesign['typography']['headingFont'];

const scriptFonts: readonly Font[] = ['Dancing Script', 'Great Vibes'];
const sansFonts: readonly Font[] = ['Poppins', 'Montserrat', 'Open Sans', 'Roboto'];

function fontStack(font: Font): string {
  if (scriptFonts.includes(font)) return `"${font}", cursive`;
  return sansFonts.includes(font) ? `"${font}", system-ui, sans-serif` : `"${font}", Georgia, serif`;
}

/** Script faces come in one weight; a synthetic bold smudges them. */
function headingWeight(font: Font): number {
  return scriptFonts.includes(font) ? 400 : 700;
}

function initials(names: string): string {
  const parts = names.split('&').map((n) => n.trim().charAt(0).toUpperCase());
  return parts.filter(Boolean).join(' & ');
}

/** The cover's box in the theme's layout, as the guest stylesheet draws it (guest.css `.cover-*`). */
function heroBox(design: ThemeDesign): CSSProperties {
  const { colors: c, heroLayout } = design;
  if (heroLayout === 'framed') {
    return {
      background: c.background,
      border: `1px solid ${c.secondary}`,
      outline: `1px solid ${c.secondary}`,
      outlineOffset: '1cqw',
      padding: '2.4cqw 5cqw',
    };
  }
  if (heroLayout === 'arch') {
    return {
      background: c.background,
      border: `1px solid ${c.secondary}`,
      borderRadius: '20cqw 20cqw 2cqw 2cqw',
      padding: '5cqw 6cqw 2.4cqw',
    };
  }
  return {};
}

export function ThemeThumbnail({
  design,
  names,
  date = '15 de maio de 2027',
  className = '',
}: {
  design: ThemeDesign;
  /** The couple as shown on the cover, e.g. "Ana & Rui". */
  names: string;
  /** The wedding date as written on the cover; null leaves the line out (a couple with no date yet). */
  date?: string | null;
  className?: string;
}) {
  const { colors: c, typography: t } = design;
  // The readable shades a guest site uses (shared/site-palette.ts), so the miniature tells the truth.
  const p = sitePalette(c);
  // The miniature's section title is small text, so it needs the full 4.5:1 a real title does not.
  const smallTitle = ensureContrast(c.sectionTitleColor, [c.sectionBackground], AA_TEXT);
  const heading: CSSProperties = {
    fontFamily: fontStack(t.headingFont),
    fontWeight: headingWeight(t.headingFont),
  };
  const page: CSSProperties = {
    containerType: 'inline-size',
    backgroundColor: design.background.fallbackColor || c.background,
    backgroundImage:
      design.background.useImage && design.background.imageUrl
        ? `url("${design.background.imageUrl}")`
        : undefined,
    backgroundSize: 'cover',
    color: p.text,
    fontFamily: fontStack(t.bodyFont),
  };
  const left = design.heroLayout === 'left';
  const boxed = design.heroLayout === 'framed' || design.heroLayout === 'arch';
  const bar = (width: string, colour: string, opacity = 0.45): CSSProperties => ({
    width,
    height: '1.1cqw',
    borderRadius: 999,
    background: colour,
    opacity,
  });

  return (
    <div aria-hidden="true" className={`overflow-hidden select-none ${className}`} style={page}>
      <div className="flex aspect-[4/3] flex-col">
        <div
          className="flex shrink-0 items-center justify-between"
          style={{
            height: '11cqw',
            padding: '0 5cqw',
            borderBottom: `1px solid ${c.accent}66`,
            background: `${c.background}E6`,
          }}
        >
          <span style={{ ...heading, color: p.primaryText, fontSize: '4.6cqw', lineHeight: 1 }}>
            {initials(names)}
          </span>
          <span className="flex items-center" style={{ gap: '2.6cqw' }}>
            <span style={bar('7cqw', c.text)} />
            <span style={bar('9cqw', c.text)} />
            <span style={bar('6cqw', c.text)} />
            <span style={{ ...bar('8cqw', c.primary, 1), height: '3.4cqw' }} />
          </span>
        </div>

        <div
          className={`flex flex-1 flex-col justify-center ${left ? 'items-start text-left' : 'items-center text-center'}`}
          style={{
            padding: left ? '2cqw 9cqw' : '2cqw 6cqw',
            background: `radial-gradient(ellipse at 50% 35%, ${c.background} 0%, ${c.background} 45%, ${c.sectionBackground} 100%)`,
          }}
        >
          <span
            className={`flex max-w-full flex-col ${left ? 'items-start' : 'items-center'}`}
            style={heroBox(design)}
          >
            <span
              style={{
                color: p.text,
                fontSize: '2.7cqw',
                letterSpacing: '0.3em',
                textTransform: 'uppercase',
              }}
            >
              Vamos nos casar
            </span>
            <span
              className="block max-w-full truncate"
              style={{
                ...heading,
                // On the frame's or arch's solid page colour the tiny names are checked as small text.
                color: boxed ? p.primaryText : p.primaryLarge,
                fontSize: boxed ? '8cqw' : '9.5cqw',
                lineHeight: 1.25,
                marginTop: '1cqw',
              }}
            >
              {names}
            </span>
            <span
              className="block [&_svg]:block [&_svg]:h-auto [&_svg]:w-full"
              style={{ width: '28cqw', color: c.accent, marginTop: '0.5cqw' }}
            >
              <Ornament kind={design.ornament} />
            </span>
            {date && (
              <span style={{ color: p.textLight, fontSize: '3cqw', marginTop: '0.8cqw' }}>{date}</span>
            )}
          </span>
        </div>

        <div
          className="flex shrink-0 items-center justify-between"
          style={{ background: c.sectionBackground, padding: '3.6cqw 6cqw', gap: '4cqw' }}
        >
          <span className="flex min-w-0 flex-col" style={{ gap: '1.6cqw' }}>
            <span
              className="truncate"
              style={{ ...heading, color: smallTitle, fontSize: '5cqw', lineHeight: 1.1 }}
            >
              Nossa história
            </span>
            <span style={bar('30cqw', c.textLight)} />
            <span style={bar('22cqw', c.textLight)} />
          </span>
          <span
            className="shrink-0 whitespace-nowrap"
            style={{
              background: c.primary,
              color: p.onPrimary,
              fontSize: '2.8cqw',
              fontWeight: 600,
              borderRadius: 999,
              padding: '1.6cqw 3.6cqw',
            }}
          >
            Confirmar presença
          </span>
        </div>
      </div>
    </div>
  );
}
