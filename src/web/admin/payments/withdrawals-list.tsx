// "Saques": every withdrawal with its state, and "Tentar de novo" for one that failed.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  ADMIN_MONEY_PAGE_SIZE,
  adminMoneyMessages as m,
  type WithdrawalsQuery,
} from '../../../shared/admin-money.ts';
import { formatBRL } from '../../../shared/money.ts';
import { shownOf } from '../../../shared/page-count.ts';
import { withdrawalStatuses } from '../../../shared/payments/statuses.ts';
import { withdrawalStatusLabels } from '../../../shared/payments/wallet.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ScrollRegion } from '../../components/ui/scroll-region.tsx';
import { Select } from '../../components/ui/select.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { formatDateTime } from '../lib/admin-format.ts';
import { fetchWithdrawals, paymentsKeys, retryWithdrawal } from './payments-api.ts';

const tones = {
  solicitado: 'bg-warning-soft text-warning',
  processando: 'bg-teal-soft text-teal-dark',
  pago: 'bg-success-soft text-success',
  falhou: 'bg-danger-soft text-danger',
} as const;

export function WithdrawalsList() {
  const client = useQueryClient();
  const [query, setQuery] = useState<WithdrawalsQuery>({ status: 'todos', page: 1 });
  const [busy, setBusy] = useState<string | null>(null);
  const list = useQuery({
    queryKey: paymentsKeys.withdrawals(query),
    queryFn: ({ signal }) => fetchWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = list.data;

  async function retry(id: string) {
    if (busy) return;
    setBusy(id);
    try {
      await retryWithdrawal(id);
      toast.success(m.retried);
      await client.invalidateQueries({ queryKey: ['admin', 'payments', 'withdrawals'] });
    } catch (err) {
      toast.error(m.retryFailed, { description: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-4">
      <div className="max-w-xs">
        <Label htmlFor="saques-status">Status do saque</Label>
        <Select
          id="saques-status"
          value={query.status}
          onChange={(e) => setQuery({ status: e.target.value as WithdrawalsQuery['status'], page: 1 })}
        >
          <option value="todos">Todos</option>
          {withdrawalStatuses.map((s) => (
            <option key={s} value={s}>
              {withdrawalStatusLabels[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-4" aria-busy={list.isFetching}>
        {list.isError && <FormError message={list.error.message} />}
        {!data && !list.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
        {data && (
          <p className="text-sm text-muted" role="status">
            {shownOf(data, 'saques')}
          </p>
        )}
        {data && data.items.length > 0 && (
          <ScrollRegion
            label="Tabela de saques"
            className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5"
          >
            <table className="w-full min-w-[52rem] text-left text-sm">
              <caption className="sr-only">Saques</caption>
              <thead className="border-b border-ink/10 text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3 pl-5">
                    Pedido em
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Casal
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Valor
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Chave PIX
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
                {data.items.map((w) => (
                  <tr key={w.id}>
                    <td className="px-3 py-3 pl-5 whitespace-nowrap">{formatDateTime(w.createdAt)}</td>
                    <th scope="row" className="px-3 py-3 font-semibold text-ink">
                      {w.coupleNames}
                    </th>
                    <td className="px-3 py-3 text-right whitespace-nowrap">{formatBRL(w.amountCents)}</td>
                    <td className="px-3 py-3 break-all">{w.pixKey}</td>
                    <td className="px-3 py-3">
                      <span
                        className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${tones[w.status]}`}
                      >
                        {withdrawalStatusLabels[w.status]}
                      </span>
                      {w.failureReason && (
                        <span className="mt-1 block text-xs text-muted">{w.failureReason}</span>
                      )}
                    </td>
                    <td className="px-3 py-3 pr-5 text-right">
                      {w.status === 'falhou' && !w.retryId && (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={busy !== null}
                          aria-busy={busy === w.id || undefined}
                          onClick={() => void retry(w.id)}
                        >
                          Tentar de novo<span className="sr-only"> o saque de {w.coupleNames}</span>
                        </Button>
                      )}
                      {w.retryId && <span className="text-xs text-muted">Nova tentativa enviada</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {data && (
          <Pagination
            page={query.page}
            pageSize={ADMIN_MONEY_PAGE_SIZE}
            total={data.total}
            onPage={(page) => setQuery((q) => ({ ...q, page }))}
            label="Páginas dos saques"
            disabled={list.isFetching}
          />
        )}
      </div>
    </div>
  );
}
