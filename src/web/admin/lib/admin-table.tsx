// The back office's list table: the shared data table, its rows keyed by their id and, unless a
// page says otherwise, shown as cards below 1024 px (the admin's sidebar leaves tables little room).
import { DataTable, type DataTableProps } from '../../components/ui/data-table.tsx';

export function AdminTable<T extends { id: string }>({
  cardsBelow = 'lg',
  ...props
}: Omit<DataTableProps<T>, 'rowKey'>) {
  return <DataTable cardsBelow={cardsBelow} {...props} />;
}
