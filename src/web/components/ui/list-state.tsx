// The list kit's states around a list: "Carregando..." until the first answer, the reason and
// "Tentar novamente" when loading failed, the empty message (with an optional action), the count
// ("Mostrando X de Y ...") and the pager. The list itself only ever renders with its rows.
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Pagination } from './pagination.tsx';
import { Loading } from './query-state.tsx';

/** What the list needs of a query (a TanStack Query result fits). */
export interface ListQuery<T> {
  data: T | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The pager's name ("Páginas de casais"). */
  label: string;
}

export const retryLabel = 'Tentar novamente';

/** Loading failed: the reason and "Tentar novamente", announced when it appears. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** Nothing to show: the message in a card, and what to do about it when there is something. */
export function EmptyState({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-ink/5">
      <p>{message}</p>
      {action}
    </div>
  );
}

export function ListState<T>({
  query,
  errorMessage,
  failure,
  isEmpty,
  empty,
  emptyAction,
  count,
  paging,
  className = 'grid gap-4',
  children,
}: {
  query: ListQuery<T>;
  /** Shown when the failure carries no message of its own. */
  errorMessage?: string;
  /** The failure's text when the list words it itself (default: the error's message, else `errorMessage`). */
  failure?: (error: Error | null) => string;
  /** Whether the answer has no rows (default: `items` is empty). */
  isEmpty?: (data: T) => boolean;
  /** The empty message; without it an empty answer renders the children. */
  empty?: ReactNode;
  emptyAction?: ReactNode;
  /** "Mostrando X de Y ..." above the list, announced as it changes (nothing when it gives null). */
  count?: (data: T) => ReactNode;
  /** The pager under the list. */
  paging?: (data: T) => ListPaging;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  const none = data !== undefined && (isEmpty ?? defaultEmpty)(data);
  const pager = data !== undefined && paging ? paging(data) : null;
  const counted = data !== undefined && count ? count(data) : null;
  return (
    <div className={className} aria-busy={query.isFetching}>
      {query.isError && (
        <LoadFailed
          message={failure ? failure(query.error) : query.error?.message || errorMessage || ''}
          onRetry={() => void query.refetch()}
        />
      )}
      {data === undefined && !query.isError && <Loading label="Carregando..." />}
      {counted != null && (
        <p className="text-sm text-muted" role="status">
          {counted}
        </p>
      )}
      {data !== undefined &&
        (none && empty !== undefined ? <EmptyState message={empty} action={emptyAction} /> : children(data))}
      {pager && <Pagination {...pager} disabled={query.isFetching} />}
    </div>
  );
}

function defaultEmpty(data: unknown): boolean {
  const items = (data as { items?: unknown })?.items;
  return Array.isArray(items) && items.length === 0;
}
