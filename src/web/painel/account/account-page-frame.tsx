// Common frame of the account pages: eyebrow, title, lead and a white card.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AccountPageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-2xl">
      <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Minha conta</p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-2 leading-relaxed text-muted">{lead}</p>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

export const cardClass = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8';
