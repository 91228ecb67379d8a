// A card of answers waiting for the couple on "Presenças confirmadas" ("Respostas para conferir",
// "Respostas sem convite"): an icon, the heading and what to do, then the answers' cards. Hidden
// while there is none; a failed load shows its reason with a retry.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardClass, LoadFailed } from './guests-page-frame.tsx';

export function ReviewSection<T>({
  query,
  failure,
  titleId,
  icon: Icon,
  title,
  lead,
  children,
}: {
  query: UseQueryResult<T[]>;
  failure: string;
  titleId: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError && !query.data) return <LoadFailed message={failure} onRetry={() => query.refetch()} />;
  if (!query.data?.length) return null;
  return (
    <section aria-labelledby={titleId} className={`${cardClass} space-y-4`}>
      <div className="flex gap-3">
        <Icon className="mt-1 size-5 shrink-0 text-teal-dark" aria-hidden="true" />
        <div>
          <h2 id={titleId} className="font-serif text-xl font-bold text-ink">
            {title}
          </h2>
          <p className="text-sm text-muted">{lead}</p>
        </div>
      </div>
      {children(query.data)}
    </section>
  );
}
