// The back office's list table: the shared data table with each row keyed by its id and, unless a
// page says otherwise, cards below 1024 px (the admin's sidebar leaves tables little room there).
import { DataTable, type DataTableProps } from '../../components/ui/data-table.tsx';

export function AdminTable<T extends { id: string }>({
  cardsBelow = 'lg',
  ...props
}: Omit<DataTableProps<T>, 'rowKey'>) {
  return <DataTable rowKey={(row) => row.id} cardsBelow={cardsBelow} {...props} />;
}
