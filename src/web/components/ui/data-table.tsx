// The list kit's table: columns declared once, shown as a real table where there is room (caption,
// column headers, sortable headers as buttons with aria-sort) inside a focusable scrolling frame,
// and as one card per row on phones (each column's header labels its value). Only one of the two
// is rendered, so every row's name and buttons appear once on the page.
import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { ScrollRegion } from './scroll-region.tsx';

export interface DataColumn<T> {
  id: string;
  /** The column's header, and the label of its value on a card. */
  header: string;
  /** A shorter label on cards ("Casamento" for "Data do casamento"). */
  cardLabel?: string;
  /** The header is read by screen readers only ("Ações"). */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (`<th scope="row">`). */
  rowHeader?: boolean;
  align?: 'right';
  /** The width of the column (`<col>` class), e.g. `w-[16%]`. */
  width?: string;
  /** Extra classes of the header cell. */
  headerClassName?: string;
  /** Extra classes of the body cell. */
  className?: string;
  /** Sorts the rows on this column in the browser by this value. */
  sortValue?: (row: T) => string | number;
  /** The column can be sorted by the server (with `sorting` and `onSortingChange`). */
  sortable?: boolean;
  /**
   * Where the value goes on a card: a field labelled by the header (default), the card's title,
   * the line under it, a field across the whole card, or nowhere.
   */
  card?: 'field' | 'title' | 'subtitle' | 'wide' | 'hidden';
  /** A card shows this field only for rows where it holds something (a guest's note). */
  cardIf?: (row: T) => boolean;
}

export type DataSort = { id: string; desc: boolean } | null;

const cardsQuery = { sm: '(min-width: 640px)', md: '(min-width: 768px)', lg: '(min-width: 1024px)' };

export interface DataTableProps<T> {
  /** The table's caption and the cards' list name (read by screen readers). */
  caption: string;
  /** The scrolling frame's name; the caption when not given. */
  regionLabel?: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** A row's buttons or menu, in the last column and at the top right of its card. */
  actions?: (row: T) => ReactNode;
  /** The actions column's header (read by screen readers only unless `showActionsHeader`). */
  actionsHeader?: string;
  showActionsHeader?: boolean;
  /** Below this breakpoint the rows are cards; without it the table always shows and scrolls. */
  cardsBelow?: keyof typeof cardsQuery;
  /** The card's title when it is not one column's value (both names of a couple). */
  cardTitle?: (row: T) => ReactNode;
  /** A picture at the card's left (a product's photo, a theme's miniature). */
  cardAside?: (row: T) => ReactNode;
  /**
   * `false`: no column is a field on the cards, because `cardTitle` draws the whole card (a card of
   * its own design). By default every column is a field unless its `card` says otherwise.
   */
  cardFields?: boolean;
  /**
   * Where a card shows the row's actions: at its top right (default), under its fields, or
   * nowhere of its own (`none`: the card's title places them).
   */
  cardActions?: 'top' | 'bottom' | 'none';
  /** The actions column's width in a `fixed` table (default `w-[3.75rem]`, one button). */
  actionsWidth?: string;
  /** The table's minimum width (it scrolls inside its frame below it), e.g. `min-w-[54rem]`. */
  minWidth?: string;
  /** Column widths are fixed by `width` rather than by the content. */
  fixed?: boolean;
  /** `framed`: a white rounded card of its own; `bare`: inside a card that already frames it. */
  variant?: 'framed' | 'bare';
  /** The server's sort, when the rows come sorted (controlled); otherwise sorting is local. */
  sorting?: DataSort;
  onSortingChange?: (sort: DataSort) => void;
  rowClassName?: string;
  /** Cells align to the top of their row (rows of several lines); the middle otherwise. */
  alignTop?: boolean;
}

const headTone = {
  framed: 'border-b border-ink/5 bg-cream/60',
  bare: 'border-b border-ink/5',
};
const pad = { framed: 'px-3 py-3', bare: 'px-3 py-2.5' };

function ariaSort(sorted: false | 'asc' | 'desc') {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

/** Rows with an `id` are keyed by it unless the page names another key; other rows must name one. */
export function DataTable<T extends { id: string }>(
  props: Omit<DataTableProps<T>, 'rowKey'> & { rowKey?: (row: T) => string },
): ReactNode;
export function DataTable<T>(props: DataTableProps<T>): ReactNode;
export function DataTable<T>(props: Omit<DataTableProps<T>, 'rowKey'> & { rowKey?: (row: T) => string }) {
  const { cardsBelow } = props;
  const keyed = { ...props, rowKey: props.rowKey ?? ((row: T) => (row as { id: string }).id) };
  const wide = useMediaQuery(cardsBelow ? cardsQuery[cardsBelow] : '(min-width: 0px)');
  return cardsBelow && !wide ? <DataCards {...keyed} /> : <DataGrid {...keyed} />;
}

function DataGrid<T>({
  caption,
  regionLabel,
  columns,
  rows,
  rowKey,
  actions,
  actionsHeader = 'Ações',
  showActionsHeader,
  actionsWidth = 'w-[3.75rem]',
  minWidth = '',
  fixed,
  variant = 'framed',
  sorting,
  onSortingChange,
  rowClassName = '',
  alignTop,
}: DataTableProps<T>) {
  const [localSort, setLocalSort] = useState<SortingState>([]);
  const manual = onSortingChange !== undefined;
  const sortingState: SortingState = manual ? (sorting ? [sorting] : []) : localSort;
  const defs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: c.sortValue ?? (() => 0),
        enableSorting: Boolean(c.sortValue || c.sortable),
        sortUndefined: 'last',
        sortDescFirst: false,
      })),
    [columns],
  );
  const table = useReactTable({
    data: rows,
    columns: defs,
    getRowId: (row) => rowKey(row),
    state: { sorting: sortingState },
    manualSorting: manual,
    enableSortingRemoval: true,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sortingState) : updater;
      if (manual) onSortingChange(next[0] ?? null);
      else setLocalSort(next);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const byId = new Map(columns.map((c) => [c.id, c]));
  const p = pad[variant];
  const valign = alignTop ? 'align-top' : 'align-middle';
  const frame =
    variant === 'framed'
      ? 'overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5'
      : '-mx-5 overflow-x-auto sm:mx-0';
  const th = `${p} text-left text-xs font-semibold tracking-wide text-muted uppercase`;
  const cells = columns.length + (actions ? 1 : 0);
  /** A framed table keeps its first and last cells clear of the rounded corners. */
  const edge = (index: number) =>
    variant !== 'framed' ? '' : index === 0 ? 'pl-5' : index === cells - 1 ? 'pr-5' : '';
  return (
    <ScrollRegion label={regionLabel ?? caption} className={frame}>
      <table className={`w-full text-sm ${fixed ? 'table-fixed' : ''} ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        {fixed && (
          <colgroup>
            {columns.map((c) => (
              <col key={c.id} className={c.width} />
            ))}
            {actions && <col className={actionsWidth} />}
          </colgroup>
        )}
        <thead className={headTone[variant]}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => {
                const c = byId.get(header.column.id) as DataColumn<T>;
                const sorted = header.column.getIsSorted();
                const align = c.align === 'right' ? 'text-right' : '';
                const width = fixed ? '' : (c.width ?? '');
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={header.column.getCanSort() ? ariaSort(sorted) : undefined}
                    className={`${th} ${edge(index)} ${align} ${width} ${c.headerClassName ?? ''}`}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-dark"
                      >
                        {c.header}
                        <SortIcon sorted={sorted} />
                      </button>
                    ) : c.hideHeader ? (
                      <span className="sr-only">{c.header}</span>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
              {actions && (
                <th scope="col" className={`${th} ${edge(cells - 1)} text-right`}>
                  {showActionsHeader ? actionsHeader : <span className="sr-only">{actionsHeader}</span>}
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-ink/5">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowClassName}>
              {columns.map((c, index) => {
                const className = `${p} ${edge(index)} ${valign} ${c.align === 'right' ? 'text-right' : ''} ${c.className ?? ''}`;
                return c.rowHeader ? (
                  <th key={c.id} scope="row" className={`${className} ${rowHeaderClass(c)}`}>
                    {c.cell(row.original)}
                  </th>
                ) : (
                  <td key={c.id} className={className}>
                    {c.cell(row.original)}
                  </td>
                );
              })}
              {actions && (
                <td className={`${p} ${edge(cells - 1)} ${valign} text-right`}>{actions(row.original)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The row's name: bold unless the column says how heavy. */
function rowHeaderClass<T>(c: DataColumn<T>) {
  return `text-left text-ink ${c.className?.includes('font-') ? '' : 'font-semibold'}`;
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon className={`size-3.5 ${sorted ? 'text-ink' : 'text-muted/70'}`} aria-hidden="true" />;
}

function DataCards<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  cardTitle,
  cardAside,
  cardFields = true,
  cardActions = 'top',
}: DataTableProps<T>) {
  const titleColumn = columns.find((c) => c.card === 'title');
  const subtitles = columns.filter((c) => c.card === 'subtitle');
  const fields = cardFields
    ? columns.filter((c) => (c.card ?? 'field') === 'field' || c.card === 'wide')
    : [];
  const card = (row: T) => {
    const shown = fields.filter((c) => c.cardIf?.(row) ?? true);
    return (
      <>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <div className="font-semibold break-words text-ink">
              {cardTitle ? cardTitle(row) : titleColumn?.cell(row)}
            </div>
            {subtitles.map((c) => (
              <div key={c.id} className="text-sm break-all text-muted">
                {c.cell(row)}
              </div>
            ))}
          </div>
          {cardActions === 'top' && actions?.(row)}
        </div>
        {shown.length > 0 && (
          <dl className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-x-2 gap-y-3 text-xs">
            {shown.map((c) => (
              <div key={c.id} className={c.card === 'wide' ? 'col-span-full' : 'min-w-0'}>
                <dt className="text-muted">{c.cardLabel ?? c.header}</dt>
                <dd className="mt-1 font-medium break-words text-ink tabular-nums">{c.cell(row)}</dd>
              </div>
            ))}
          </dl>
        )}
        {cardActions === 'bottom' && actions && <div className="mt-2 flex justify-end">{actions(row)}</div>}
      </>
    );
  };
  return (
    <ul className="grid gap-3" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded-3xl bg-white p-4 text-sm shadow-sm ring-1 ring-ink/5">
          {cardAside ? (
            <div className="flex gap-3">
              <div className="shrink-0">{cardAside(row)}</div>
              <div className="min-w-0 flex-1">{card(row)}</div>
            </div>
          ) : (
            card(row)
          )}
        </li>
      ))}
    </ul>
  );
}
