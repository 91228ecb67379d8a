// A table wider than the page scrolls inside this region, which takes keyboard focus so people
// without a mouse can scroll it too (WCAG 2.1.1), and shows the focus ring while it has it.
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
      tabIndex={0}
      className={`focus-visible:outline-2 focus-visible:outline-brand-dark ${className}`}
    >
      {children}
    </section>
  );
}
