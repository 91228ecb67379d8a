// What an area with its own tabs (the gift list, the site editor) shows where its page goes: a
// notice while there is no wedding yet, then loading, a failure with a retry, or the page itself.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, PageLoadFailed } from '../components/ui/query-state.tsx';
import { NoWeddingNotice } from './layout/no-wedding-notice.tsx';

export interface AreaStateTexts {
  noWedding: string;
  loadFailed: string;
  retry: string;
  loading: string;
}

/** `children` renders once the area's data has loaded, for the wedding it belongs to. */
export function AreaPageState({
  weddingId,
  query,
  texts: t,
  children,
}: {
  weddingId: string | null;
  query: UseQueryResult<unknown>;
  texts: AreaStateTexts;
  children: (weddingId: string) => ReactNode;
}) {
  if (!weddingId) return <NoWeddingNotice message={t.noWedding} />;
  if (query.data) return children(weddingId);
  if (query.isError) {
    return (
      <PageLoadFailed
        message={`${t.loadFailed} ${query.error.message}`}
        retryLabel={t.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Loading label={t.loading} />;
}
