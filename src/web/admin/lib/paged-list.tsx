// A back-office list the server answers a page at a time, inside the list kit's states: "Mostrando
// X de Y ..." above it and the pager (its page kept in the address) under it. PagedTable is the
// common case: the rows in the shared data table, each keyed by its id, and no table for no rows.
import { type CountedPage, shownOf } from '../../../shared/page-count.ts';
import { DataTable, type DataTableProps } from '../../components/ui/data-table.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import type { Bound } from '../../lib/use-list-params.ts';

/** A page of rows as the server answers it. */
interface ServerPage<T> extends CountedPage {
  items: T[];
  pageSize: number;
}

interface Paged {
  /** What the rows are, for the count ("pagamentos"). */
  noun: string;
  /** The pager's name ("Páginas dos pagamentos"). */
  pager: string;
  /** The page on screen and the change to another: `bind('pagina')` of the list's address. */
  page: Bound<number>;
}

type ListStateProps<P> = Parameters<typeof ListState<P>>[0];

export function PagedList<P extends ServerPage<unknown>>({
  noun,
  pager,
  page: { value: current, onChange: onPage },
  ...props
}: Omit<ListStateProps<P>, 'count' | 'paging'> & Paged) {
  return (
    <ListState
      count={(d) => shownOf(d, noun)}
      paging={(d) => ({ page: current, pageSize: d.pageSize, total: d.total, onPage, label: pager })}
      {...props}
    />
  );
}

export function PagedTable<T extends { id: string }>({
  query,
  empty,
  noun,
  pager,
  page,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'rowKey'> &
  Paged &
  Pick<ListStateProps<ServerPage<T>>, 'query'> & {
    /** The empty message; without it a page without rows shows only its count. */
    empty?: string;
  }) {
  return (
    <PagedList query={query} empty={empty} noun={noun} pager={pager} page={page}>
      {(d) => d.items.length > 0 && <DataTable rows={d.items} {...table} />}
    </PagedList>
  );
}
