// What a back-office page or dialog shows of a record it fetches: "Carregando..." until it arrives,
// then the record; the reason when loading failed (above the record a later refresh could not
// replace, so a form being edited stays).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormError } from '../../components/ui/form-error.tsx';

/** The props of a part that draws a fetched record: the query, and what to draw once it arrived. */
export interface QueryView<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

export function Fetched<T>({ query, children }: QueryView<T>) {
  return (
    <>
      {query.isError && <FormError message={query.error.message} />}
      {query.data
        ? children(query.data)
        : !query.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
    </>
  );
}
