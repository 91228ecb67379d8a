// The heading block of a back-office page: the area it belongs to, its title and what it is for.
import type { ReactNode } from 'react';

export function PageHeader({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{eyebrow}</p>
        <h1 className="mt-1 font-serif text-3xl font-bold text-ink">{title}</h1>
        {lead && <p className="mt-1 text-muted">{lead}</p>}
      </div>
      {actions}
    </div>
  );
}
