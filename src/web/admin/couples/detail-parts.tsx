// Building blocks of a couple's tabs: a titled card, a list of labelled facts, figures, a table and
// the loading and error states every tab shares.
import type { ReactNode } from 'react';
import { formatBRL } from '../../../shared/money.ts';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import type { QueryView } from '../lib/fetched.tsx';

export function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6 ${className}`}>
      <h2 className="font-serif text-xl font-bold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium break-words text-ink">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Large figures in tiles, each with its label and an optional hint. */
export function Figures({
  items,
  className = 'grid gap-3 sm:grid-cols-3',
}: {
  items: [label: string, value: ReactNode, hint?: string][];
  className?: string;
}) {
  return (
    <dl className={className}>
      {items.map(([label, value, hint]) => (
        <div key={label} className="rounded-2xl bg-cream/70 p-4">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
          {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function MoneyFigures({ items }: { items: [label: string, cents: number, hint?: string][] }) {
  return <Figures items={items.map(([label, cents, hint]) => [label, formatBRL(cents), hint])} />;
}

/** The couple's balances from the ledger: on the overview and in "Financeiro". */
export function BalanceFigures({
  balances,
}: {
  balances: { totalReceivedCents: number; pendingCents: number; availableCents: number };
}) {
  return (
    <MoneyFigures
      items={[
        ['Total Recebido', balances.totalReceivedCents],
        ['Aguardando', balances.pendingCents, 'Ainda não liberado para saque'],
        ['Disponível', balances.availableCents, 'Pode ser sacado por PIX'],
      ]}
    />
  );
}

/** What a tab's table is: its caption, its columns, its least width and its sentence for no rows. */
export interface DetailTableSpec<T> {
  caption: string;
  columns: DataColumn<T>[];
  minWidth: string;
  empty: string;
}

/** A tab's table without a frame of its own, or the sentence saying it has no rows yet. */
export function DetailTable<T extends { id: string }>({
  table,
  rows,
}: {
  table: DetailTableSpec<T>;
  rows: T[];
}) {
  if (rows.length === 0) return <p className="text-sm text-muted">{table.empty}</p>;
  return (
    <DataTable
      variant="bare"
      alignTop
      caption={table.caption}
      columns={table.columns}
      rows={rows}
      minWidth={table.minWidth}
    />
  );
}

/** A card that holds one table. */
export function TableCard<T extends { id: string }>({
  title,
  table,
  rows,
}: {
  title: string;
  table: DetailTableSpec<T>;
  rows: T[];
}) {
  return (
    <Card title={title}>
      <DetailTable table={table} rows={rows} />
    </Card>
  );
}

/** The tab's content once its data arrived; "Carregando..." before, the reason and a retry on failure. */
export function Loaded<T>({ query, children }: QueryView<T>) {
  return (
    <ListState query={query} className="">
      {children}
    </ListState>
  );
}

/** A tab: its cards one under the other, once its data arrived. */
export function TabCards<T>({ query, children }: QueryView<T>) {
  return <Loaded query={query}>{(data) => <div className="grid gap-5">{children(data)}</div>}</Loaded>;
}
