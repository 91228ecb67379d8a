// Every section shares its frame: anchor, alternating background (or the theme's own for the
// section), title with the theme's graphic element, the theme's blocks, then the section's body.
import type { CSSProperties, ReactNode } from 'react';
import type { GuestThemePart } from '../../../shared/guest-site-data.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import { Ornament } from '../../components/ornament.tsx';
import { ThemeBlocks } from './theme-blocks.tsx';

/** The section's own background, as inline style (URLs are our uploads, checked on save). */
export function themeBackground(theme: GuestThemePart | undefined): CSSProperties | undefined {
  const bg = theme?.background;
  if (!bg) return undefined;
  return bg.imageUrl
    ? { backgroundImage: `url("${bg.imageUrl}")` }
    : { backgroundColor: bg.color ?? undefined };
}

export function SectionGraphic({
  theme,
  ornament,
}: {
  theme: GuestThemePart | undefined;
  ornament: ThemeDesign['ornament'];
}) {
  const graphic = theme?.graphic ?? { kind: 'ornament' };
  if (graphic.kind === 'none') return null;
  if (graphic.kind === 'image') return <img className="section-graphic" src={graphic.url} alt="" />;
  return <Ornament kind={ornament} />;
}

/** A section of the page as every section draws it: its anchor, the container and the title naming it. */
export function TitledSection({
  id,
  className,
  style,
  titleId = `${id}-title`,
  title,
  containerClassName = 'container',
  children,
}: {
  id: string;
  className: string;
  style?: CSSProperties;
  /** The title's id, which names the section; `{id}-title` unless given. */
  titleId?: string;
  title: string;
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} style={style} aria-labelledby={titleId}>
      <div className={containerClassName}>
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function SectionFrame({
  anchor,
  title,
  ornament,
  tinted,
  theme,
  children,
}: {
  anchor: string;
  title: string;
  ornament: ThemeDesign['ornament'];
  tinted: boolean;
  theme?: GuestThemePart;
  children: ReactNode;
}) {
  const own = theme?.background;
  const className = own
    ? `section ${own.imageUrl ? 'section-own-image' : 'section-own-color'}`
    : tinted
      ? 'section section-tinted'
      : 'section';
  return (
    <TitledSection id={anchor} className={className} style={themeBackground(theme)} title={title}>
      <SectionGraphic theme={theme} ornament={ornament} />
      {theme && <ThemeBlocks blocks={theme.blocks} />}
      {children}
    </TitledSection>
  );
}

/** The outcome of a form post (no-JavaScript path): a status line, or an alert on error. */
export function FormNotice({ notice }: { notice: { ok: boolean; message: string } | null }) {
  if (!notice) return null;
  return (
    <p
      className={notice.ok ? 'notice notice-ok' : 'notice notice-error'}
      role={notice.ok ? 'status' : 'alert'}
    >
      {notice.message}
    </p>
  );
}
