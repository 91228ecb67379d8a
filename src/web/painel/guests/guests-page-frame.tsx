// Common frame of the "Meus Convidados" pages: eyebrow, title, lead, the page's main actions, and
// the sentence for a couple without a wedding yet.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Loading } from '../../components/ui/query-state.tsx';
import { WeddingPageFrame } from '../wedding-page-frame.tsx';
import { guestsMessages } from './guests-messages.ts';

export const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6';

/** A "Meus Convidados" page of the couple's wedding; without one yet, the sentence saying so. */
export function GuestsPageFrame(props: Omit<ComponentProps<typeof WeddingPageFrame>, 'area' | 'noWedding'>) {
  return (
    <WeddingPageFrame
      area="Meus Convidados"
      noWedding={<p className="rounded-3xl bg-teal-soft p-5 text-ink">{guestsMessages.noWedding}</p>}
      {...props}
    />
  );
}

export function GuestsLoading({ label = guestsMessages.loading }: { label?: string }) {
  return <Loading label={label} />;
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-start gap-3">
      <FormError message={message} />
      <Button variant="outline" size="sm" onClick={onRetry}>
        {guestsMessages.retry}
      </Button>
    </div>
  );
}

/** A part's data: "Carregando..." until it comes, the failure with a retry, then `children` with it. */
export function GuestsQuery<T>({
  query,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <GuestsLoading />;
  if (query.isError) return <LoadFailed message={failure} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
