// Title, lead and body of one site editor page, and the white card its forms sit in.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';

export const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-7';

export function EditorPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Buttons beside the title (e.g. "Adicionar seção"). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          {lead && <div className="mt-2 text-sm leading-relaxed text-muted sm:text-base">{lead}</div>}
        </div>
        {actions}
      </div>
      <div className="mt-6 space-y-5">{children}</div>
    </div>
  );
}

/** A titled card inside a page. */
export function EditorCard({
  title,
  description,
  children,
  className = '',
}: {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${cardClass} ${className}`}>
      {title && <h2 className="font-serif text-lg font-bold text-ink sm:text-xl">{title}</h2>}
      {description && <div className="mt-1 text-sm leading-relaxed text-muted">{description}</div>}
      <div className={title || description ? 'mt-5' : ''}>{children}</div>
    </section>
  );
}
