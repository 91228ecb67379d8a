// The top bar of the signed-in hosts (panel and back office): the phone menu button, the logo
// linking home (with an optional tag such as "Admin") and the host's own controls at the right.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RingsMark } from '../logo.tsx';

export function AppHeader({
  homeTo,
  menu,
  tag,
  children,
}: {
  homeTo: string;
  /** The button that opens the phone menu (hidden from 768 px). */
  menu: ReactNode;
  tag?: ReactNode;
  /** The controls at the right end, in their own row. */
  children: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink/5 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 md:px-4">
        {menu}
        <Link
          to={homeTo}
          className="flex shrink-0 items-center gap-2 rounded-lg font-serif text-xl font-bold tracking-tight whitespace-nowrap text-ink"
        >
          <RingsMark />
          <span>Nosso Sim</span>
          {tag}
        </Link>
        {children}
      </div>
    </header>
  );
}
