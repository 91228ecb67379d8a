// Every section shares its frame: anchor, alternating background, title with the theme ornament.
import type { ReactNode } from 'react';
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import { Ornament } from '../../components/ornament.tsx';

export function SectionFrame({
  anchor,
  title,
  ornament,
  tinted,
  children,
}: {
  anchor: string;
  title: string;
  ornament: ThemeDesign['ornament'];
  tinted: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor}
      className={tinted ? 'section section-tinted' : 'section'}
      aria-labelledby={`${anchor}-title`}
    >
      <div className="container">
        <h2 id={`${anchor}-title`} className="section-title">
          {title}
        </h2>
        <Ornament kind={ornament} />
        {children}
      </div>
    </section>
  );
}

/** Plain text with its line breaks, always as text (never HTML). */
export function Paragraphs({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <>
      {blocks.map((b, i) => (
        <p key={i} className="prose">
          {b.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
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
