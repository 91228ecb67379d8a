// The overview's table (SPEC 2.8 columns): Casal, Email, Tipo de Lista, Itens, Valor Total,
// Arrecadado, Saldo, Status, Criada em, Ações.
import { Eye } from 'lucide-react';
import { type GiftListRow, giftListKindLabels } from '../../../shared/admin-gift-lists.ts';
import { Button } from '../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { StatusPill } from '../gift-catalog/status-pill.tsx';
import { formatCount, formatDate } from '../lib/admin-format.ts';
import { moneyColumn } from '../lib/columns.ts';

const money = 'whitespace-nowrap';

const columns: DataColumn<GiftListRow>[] = [
  {
    id: 'couple',
    header: 'Casal',
    rowHeader: true,
    width: 'w-32',
    cell: (r) => r.coupleNames,
  },
  { id: 'email', header: 'Email', width: 'w-40', className: 'break-words text-muted', cell: (r) => r.email },
  { id: 'kind', header: 'Tipo de Lista', cell: (r) => giftListKindLabels[r.kind] },
  { id: 'items', header: 'Itens', align: 'right', cell: (r) => formatCount(r.items) },
  moneyColumn('total', 'Valor Total', (r) => r.totalCents, money),
  moneyColumn('raised', 'Arrecadado', (r) => r.raisedCents, money),
  moneyColumn('balance', 'Saldo', (r) => r.balanceCents, money),
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusPill active={r.published} label={r.published ? 'Publicada' : 'Rascunho'} />,
  },
  { id: 'created', header: 'Criada em', className: money, cell: (r) => formatDate(r.createdAt) },
];

export function GiftListTable({
  rows,
  onDetails,
}: {
  rows: GiftListRow[];
  onDetails: (row: GiftListRow) => void;
}) {
  return (
    <DataTable
      caption="Listas de presentes"
      regionLabel="Tabela de listas"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.weddingId}
      minWidth="min-w-[56rem]"
      fixed
      showActionsHeader
      actionsWidth="w-16"
      actions={(r) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Ver detalhes da lista de ${r.coupleNames}`}
          onClick={() => onDetails(r)}
          className="px-2.5"
        >
          <Eye className="size-4" aria-hidden="true" />
        </Button>
      )}
    />
  );
}
