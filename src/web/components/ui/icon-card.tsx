// A white card that is one part of a page: its heading with an icon before the title, then the part.
// The heading names the card (`aria-labelledby`), so the part is a landmark a screen reader lists.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function IconCard({
  id,
  icon: Icon,
  title,
  className,
  headingClassName,
  children,
}: {
  /** The heading's id, which labels the card. */
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  /** The card's classes (each page keeps its own padding). */
  className: string;
  /** Spacing of the heading, before its own classes. */
  headingClassName?: string;
  children: ReactNode;
}) {
  const heading = 'flex items-center gap-2 font-serif text-xl font-bold text-ink';
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName ? `${headingClassName} ${heading}` : heading}>
        <Icon className="size-5 text-teal-dark" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}
