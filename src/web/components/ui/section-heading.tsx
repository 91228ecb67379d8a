// Eyebrow, serif title and lead text that open a page section.
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
}) {
  const center = align === 'center';
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{eyebrow}</p>
      )}
      <h2
        id={id}
        className="mt-3 font-serif text-3xl leading-tight font-bold text-balance text-ink md:text-4xl"
      >
        {title}
      </h2>
      {children && <div className="mt-4 text-base leading-relaxed text-muted md:text-lg">{children}</div>}
    </div>
  );
}
