// A band of a marketing page: a centred column opened by a section heading, named by its title.
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading.tsx';

const widths = { '3xl': 'max-w-3xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const;

export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  background,
  width = '6xl',
  tall = false,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** A background class such as `bg-cream`; none leaves the page's white. */
  background?: string;
  width?: keyof typeof widths;
  /** More room above and below on wide screens (the landing page's rhythm). */
  tall?: boolean;
  children: ReactNode;
}) {
  const padding = `px-5 py-16 sm:px-6 ${tall ? 'md:py-24' : 'md:py-20'}`;
  return (
    <section aria-labelledby={id} className={background ? `${background} ${padding}` : padding}>
      <div className={`mx-auto ${widths[width]}`}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title}>
          {lead}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
