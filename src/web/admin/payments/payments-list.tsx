// "Pagamentos": every payment with filters (status, method, period, couple), paged in SQL; the
// filters and the page live in the address, so a reload or the back button returns to the same view.
import { Eye } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_MONEY_PAGE_SIZE,
  type AdminPaymentRow,
  paymentMethodLabels,
} from '../../../shared/admin-money.ts';
import { formatBRL } from '../../../shared/money.ts';
import { shownOf } from '../../../shared/page-count.ts';
import { giftStatusLabels } from '../../../shared/payments/gifts-received.ts';
import { paymentStatuses } from '../../../shared/payments/statuses.ts';
import { Button } from '../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { Select } from '../../components/ui/select.tsx';
import { AdminSearch } from '../gift-catalog/admin-search.tsx';
import { formatDateTime } from '../lib/admin-format.ts';
import { PaymentStatusPill } from '../lib/payment-status-pill.tsx';
import { PaymentDetailsDialog } from './payment-details-dialog.tsx';
import { usePayments, usePaymentsParams, useRefreshPayments } from './use-payments.ts';

const money = 'whitespace-nowrap';

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
    cell: (p) => (
      <>
        {p.contributorName}
        <span className="block text-xs text-muted">{p.itemName}</span>
      </>
    ),
  },
  { id: 'method', header: 'Forma', cell: (p) => paymentMethodLabels[p.method] },
  { id: 'gross', header: 'Valor', align: 'right', className: money, cell: (p) => formatBRL(p.grossCents) },
  { id: 'fee', header: 'Taxa', align: 'right', className: money, cell: (p) => formatBRL(p.feeCents) },
  { id: 'status', header: 'Status', cell: (p) => <PaymentStatusPill status={p.status} /> },
];

export function PaymentsList() {
  const refresh = useRefreshPayments();
  const [view, change] = usePaymentsParams();
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
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem_10rem] xl:items-end">
        <AdminSearch
          id="buscar-pagamento"
          label="Casal"
          placeholder="Nome do casal ou e-mail"
          initialValue={view.casal}
          onSearch={(casal) => change({ casal })}
        />
        <div>
          <Label htmlFor="pagamentos-status">Status</Label>
          <Select
            id="pagamentos-status"
            value={view.status}
            onChange={(e) => change({ status: e.target.value as typeof view.status })}
          >
            <option value="todos">Todos</option>
            {paymentStatuses.map((s) => (
              <option key={s} value={s}>
                {giftStatusLabels[s]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="pagamentos-metodo">Forma de pagamento</Label>
          <Select
            id="pagamentos-metodo"
            value={view.metodo}
            onChange={(e) => change({ metodo: e.target.value as typeof view.metodo })}
          >
            <option value="todos">Todas</option>
            {Object.entries(paymentMethodLabels).map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="pagamentos-de">De</Label>
          <Input
            id="pagamentos-de"
            type="date"
            value={view.de}
            onChange={(e) => change({ de: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor="pagamentos-ate">Até</Label>
          <Input
            id="pagamentos-ate"
            type="date"
            value={view.ate}
            onChange={(e) => change({ ate: e.target.value })}
          />
        </div>
      </div>
      <ListState
        query={payments}
        empty="Nenhum pagamento encontrado. Confira a busca e os filtros."
        count={(d) => shownOf(d, 'pagamentos')}
        paging={(d) => ({
          page: view.pagina,
          pageSize: ADMIN_MONEY_PAGE_SIZE,
          total: d.total,
          onPage: (pagina) => change({ pagina }),
          label: 'Páginas dos pagamentos',
        })}
      >
        {(d) => (
          <DataTable
            caption="Pagamentos"
            regionLabel="Tabela de pagamentos"
            columns={columns}
            rows={d.items}
            rowKey={(p) => p.id}
            minWidth="min-w-[60rem]"
            showActionsHeader
            actions={(p) => (
              <Button variant="ghost" size="sm" onClick={() => setOpen(p.id)}>
                <Eye className="size-4" aria-hidden="true" />
                Detalhes<span className="sr-only"> do pagamento de {p.contributorName}</span>
              </Button>
            )}
          />
        )}
      </ListState>
      <PaymentDetailsDialog paymentId={open} onClose={() => setOpen(null)} onRefunded={refresh} />
    </div>
  );
}
