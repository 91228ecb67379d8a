// Columns many back-office tables share: an amount of money and a count, right-aligned, with the
// table's own classes (default: one line, figures of one width).
import type { ReactNode } from 'react';
import { formatBRL } from '../../../shared/money.ts';
import type { DataColumn } from '../../components/ui/data-table.tsx';

const figures = 'whitespace-nowrap tabular-nums';

/** An amount in R$, `cents` read from the row. */
export function moneyColumn<T>(
  id: string,
  header: string,
  cents: (row: T) => number,
  className = figures,
): DataColumn<T> {
  return { id, header, align: 'right', className, cell: (row) => formatBRL(cents(row)) };
}

/** A count (or "x / y"), read from the row. */
export function countColumn<T>(
  id: string,
  header: string,
  cell: (row: T) => ReactNode,
  className = 'tabular-nums',
): DataColumn<T> {
  return { id, header, align: 'right', className, cell };
}
