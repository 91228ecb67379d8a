// The link at the end of a section's row that opens its content editor (theme studio's builder,
// the site editor's section page); `label` names the section for screen readers.
import { SquarePen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function SectionEditLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="ml-1 inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand-soft"
    >
      <SquarePen className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
