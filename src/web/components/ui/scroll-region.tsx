// A table wider than the page scrolls inside this region, which takes keyboard focus so people
// without a mouse can scroll it too (WCAG 2.1.1), and shows the focus ring while it has it. Its
// width never comes from what it holds (inline-size containment: a wide table cannot stretch the
// grid or card around it), and it is the containing block of what it holds (visually hidden,
// absolutely positioned text in a wide table cannot widen the page either).
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
      className={`relative [contain:inline-size] focus-visible:outline-2 focus-visible:outline-brand-dark ${className}`}
    >
      {children}
    </section>
  );
}
