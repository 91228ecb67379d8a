// "Pagamentos": every payment with filters (status, method, period, couple), paged in SQL; the
// filters and the page live in the address, so a reload or the back button returns to the same view.
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { type AdminPaymentRow, paymentMethodLabels } from '../../../shared/admin-money.ts';
import { giftStatusLabels } from '../../../shared/payments/gifts-received.ts';
import { paymentStatuses } from '../../../shared/payments/statuses.ts';
import { Button } from '../../components/ui/button.tsx';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { ListFilters } from '../../components/ui/list-filters.tsx';
import { optionsOf, withAll } from '../../components/ui/select.tsx';
import { formatDateTime } from '../lib/admin-format.ts';
import { moneyColumn } from '../lib/columns.ts';
import { PagedTable } from '../lib/paged-list.tsx';
import { PaymentStatusPill } from '../lib/payment-status-pill.tsx';
import { WithNote } from '../lib/with-note.tsx';
import { PaymentDetailsDialog } from './payment-details-dialog.tsx';
import { usePayments, usePaymentsParams, useRefreshPayments } from './use-payments.ts';

const money = 'whitespace-nowrap';
const statusOptions = withAll(optionsOf(giftStatusLabels, paymentStatuses));
const methodOptions = withAll(optionsOf(paymentMethodLabels), 'Todas');

const columns: DataColumn<AdminPaymentRow>[] = [
  {
    id: 'date',
    header: 'Data',
    className: 'whitespace-nowrap',
    cell: (p) => formatDateTime(p.createdAt),
  },
  { id: 'couple', header: 'Casal', rowHeader: true, cell: (p) => p.coupleNames },
  {
    id: 'guest',
    header: 'Convidado',
    cell: (p) => <WithNote note={p.itemName}>{p.contributorName}</WithNote>,
  },
  { id: 'method', header: 'Forma', cell: (p) => paymentMethodLabels[p.method] },
  moneyColumn('gross', 'Valor', (p) => p.grossCents, money),
  moneyColumn('fee', 'Taxa', (p) => p.feeCents, money),
  { id: 'status', header: 'Status', cell: (p) => <PaymentStatusPill status={p.status} /> },
];

export function PaymentsList() {
  const refresh = useRefreshPayments();
  const [view, , bind] = usePaymentsParams();
  const [open, setOpen] = useState<string | null>(null);
  const payments = usePayments({
    status: view.status,
    metodo: view.metodo,
    casal: view.casal,
    de: view.de || undefined,
    ate: view.ate || undefined,
    page: view.pagina,
  });
  return (
    <div className="grid gap-4">
      <ListFilters
        className="md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem_10rem] xl:items-end"
        search={{
          id: 'buscar-pagamento',
          label: 'Casal',
          placeholder: 'Nome do casal ou e-mail',
          ...bind('casal'),
        }}
        filters={[
          {
            kind: 'select',
            id: 'pagamentos-status',
            label: 'Status',
            options: statusOptions,
            ...bind('status'),
          },
          {
            kind: 'select',
            id: 'pagamentos-metodo',
            label: 'Forma de pagamento',
            options: methodOptions,
            ...bind('metodo'),
          },
          { kind: 'date', id: 'pagamentos-de', label: 'De', ...bind('de') },
          { kind: 'date', id: 'pagamentos-ate', label: 'Até', ...bind('ate') },
        ]}
      />
      <PagedTable
        query={payments}
        empty="Nenhum pagamento encontrado. Confira a busca e os filtros."
        noun="pagamentos"
        pager="Páginas dos pagamentos"
        page={bind('pagina')}
        caption="Pagamentos"
        regionLabel="Tabela de pagamentos"
        columns={columns}
        minWidth="min-w-[60rem]"
        showActionsHeader
        actions={(p) => (
          <Button variant="ghost" size="sm" onClick={() => setOpen(p.id)}>
            <Eye className="size-4" aria-hidden="true" />
            Detalhes<span className="sr-only"> do pagamento de {p.contributorName}</span>
          </Button>
        )}
      />
      <PaymentDetailsDialog paymentId={open} onClose={() => setOpen(null)} onRefunded={refresh} />
    </div>
  );
}
