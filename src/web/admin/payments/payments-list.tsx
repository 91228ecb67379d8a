// "Pagamentos": every payment with filters (status, method, period, couple), paged in SQL.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_MONEY_PAGE_SIZE,
  type PaymentsQuery,
  paymentMethodLabels,
} from '../../../shared/admin-money.ts';
import { formatBRL } from '../../../shared/money.ts';
import { shownOf } from '../../../shared/page-count.ts';
import { giftStatusLabels } from '../../../shared/payments/gifts-received.ts';
import { paymentStatuses } from '../../../shared/payments/statuses.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ScrollRegion } from '../../components/ui/scroll-region.tsx';
import { Select } from '../../components/ui/select.tsx';
import { AdminSearch } from '../gift-catalog/admin-search.tsx';
import { formatDateTime } from '../lib/admin-format.ts';
import { PaymentStatusPill } from '../lib/payment-status-pill.tsx';
import { PaymentDetailsDialog } from './payment-details-dialog.tsx';
import { fetchPayments, paymentsKeys } from './payments-api.ts';

export function PaymentsList() {
  const client = useQueryClient();
  const [query, setQuery] = useState<PaymentsQuery>({ status: 'todos', metodo: 'todos', casal: '', page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const change = (next: Partial<PaymentsQuery>) => setQuery((q) => ({ ...q, ...next, page: next.page ?? 1 }));
  const payments = useQuery({
    queryKey: paymentsKeys.page(query),
    queryFn: ({ signal }) => fetchPayments(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = payments.data;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem_10rem] xl:items-end">
        <AdminSearch
          id="buscar-pagamento"
          label="Casal"
          placeholder="Nome do casal ou e-mail"
          onSearch={(casal) => change({ casal })}
        />
        <div>
          <Label htmlFor="pagamentos-status">Status</Label>
          <Select
            id="pagamentos-status"
            value={query.status}
            onChange={(e) => change({ status: e.target.value as PaymentsQuery['status'] })}
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
            value={query.metodo}
            onChange={(e) => change({ metodo: e.target.value as PaymentsQuery['metodo'] })}
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
            value={query.de ?? ''}
            onChange={(e) => change({ de: e.target.value || undefined })}
          />
        </div>
        <div>
          <Label htmlFor="pagamentos-ate">Até</Label>
          <Input
            id="pagamentos-ate"
            type="date"
            value={query.ate ?? ''}
            onChange={(e) => change({ ate: e.target.value || undefined })}
          />
        </div>
      </div>
      <div className="grid gap-4" aria-busy={payments.isFetching}>
        {payments.isError && <FormError message={payments.error.message} />}
        {!data && !payments.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
        {data && (
          <p className="text-sm text-muted" role="status">
            {shownOf(data, 'pagamentos')}
          </p>
        )}
        {data && data.items.length > 0 && (
          <ScrollRegion
            label="Tabela de pagamentos"
            className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5"
          >
            <table className="w-full min-w-[60rem] text-left text-sm">
              <caption className="sr-only">Pagamentos</caption>
              <thead className="border-b border-ink/10 text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3 pl-5">
                    Data
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Casal
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Convidado
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Forma
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Valor
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Taxa
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3 pr-5 text-right">
                    Ações
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/5">
                {data.items.map((p) => (
                  <tr key={p.id}>
                    <td className="px-3 py-3 pl-5 whitespace-nowrap">{formatDateTime(p.createdAt)}</td>
                    <th scope="row" className="px-3 py-3 font-semibold text-ink">
                      {p.coupleNames}
                    </th>
                    <td className="px-3 py-3">
                      {p.contributorName}
                      <span className="block text-xs text-muted">{p.itemName}</span>
                    </td>
                    <td className="px-3 py-3">{paymentMethodLabels[p.method]}</td>
                    <td className="px-3 py-3 text-right whitespace-nowrap">{formatBRL(p.grossCents)}</td>
                    <td className="px-3 py-3 text-right whitespace-nowrap">{formatBRL(p.feeCents)}</td>
                    <td className="px-3 py-3">
                      <PaymentStatusPill status={p.status} />
                    </td>
                    <td className="px-3 py-3 pr-5 text-right">
                      <Button variant="ghost" size="sm" onClick={() => setOpen(p.id)}>
                        <Eye className="size-4" aria-hidden="true" />
                        Detalhes<span className="sr-only"> do pagamento de {p.contributorName}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {data && data.items.length === 0 && (
          <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-ink/5">
            Nenhum pagamento encontrado. Confira a busca e os filtros.
          </p>
        )}
        {data && (
          <Pagination
            page={query.page}
            pageSize={ADMIN_MONEY_PAGE_SIZE}
            total={data.total}
            onPage={(page) => change({ page })}
            label="Páginas dos pagamentos"
            disabled={payments.isFetching}
          />
        )}
      </div>
      <PaymentDetailsDialog
        paymentId={open}
        onClose={() => setOpen(null)}
        onRefunded={() => void client.invalidateQueries({ queryKey: ['admin', 'payments', 'page'] })}
      />
    </div>
  );
}
