// "Saques": every withdrawal with its state, and "Tentar de novo" for one that failed; the status
// filter and the page live in the address.
import {
  type AdminWithdrawalRow,
  withdrawalFilterLabels,
  withdrawalFilters,
} from '../../../shared/admin-money.ts';
import { withdrawalStatusLabels } from '../../../shared/payments/wallet.ts';
import { Button } from '../../components/ui/button.tsx';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { optionsOf, withAll } from '../../components/ui/select.tsx';
import { StatusPill } from '../../components/ui/status-pill.tsx';
import { formatDateTime } from '../lib/admin-format.ts';
import { moneyColumn } from '../lib/columns.ts';
import { PagedTable } from '../lib/paged-list.tsx';
import { rowButton } from '../lib/use-row-action.ts';
import { useRetryWithdrawal, useWithdrawals, useWithdrawalsParams } from './use-payments.ts';

const tones = {
  solicitado: 'bg-warning-soft text-warning',
  processando: 'bg-teal-soft text-teal-dark',
  pago: 'bg-success-soft text-success',
  falhou: 'bg-danger-soft text-danger',
} as const;

const statusOptions = withAll(optionsOf(withdrawalFilterLabels, withdrawalFilters));

const columns: DataColumn<AdminWithdrawalRow>[] = [
  {
    id: 'date',
    header: 'Pedido em',
    className: 'whitespace-nowrap',
    cell: (w) => formatDateTime(w.createdAt),
  },
  { id: 'couple', header: 'Casal', rowHeader: true, cell: (w) => w.coupleNames },
  moneyColumn('amount', 'Valor', (w) => w.amountCents, 'whitespace-nowrap'),
  { id: 'pix', header: 'Chave PIX', className: 'break-all', cell: (w) => w.pixKey },
  {
    id: 'status',
    header: 'Status',
    cell: (w) => (
      <StatusPill label={withdrawalStatusLabels[w.status]} tone={tones[w.status]} note={w.failureReason} />
    ),
  },
];

export function WithdrawalsList() {
  const [view, , bind] = useWithdrawalsParams();
  const list = useWithdrawals({ status: view.status, page: view.pagina });
  const { busy, retry } = useRetryWithdrawal();

  return (
    <div className="grid gap-4">
      <LabelledSelect
        id="saques-status"
        label="Status do saque"
        className="max-w-xs"
        options={statusOptions}
        {...bind('status')}
      />
      <PagedTable
        query={list}
        noun="saques"
        pager="Páginas dos saques"
        page={bind('pagina')}
        caption="Saques"
        regionLabel="Tabela de saques"
        columns={columns}
        minWidth="min-w-[52rem]"
        showActionsHeader
        actions={(w) => (
          <>
            {w.status === 'falhou' && !w.retryId && (
              <Button variant="outline" size="sm" {...rowButton(busy, w.id)} onClick={() => void retry(w.id)}>
                Tentar de novo<span className="sr-only"> o saque de {w.coupleNames}</span>
              </Button>
            )}
            {w.retryId && <span className="text-xs text-muted">Nova tentativa enviada</span>}
          </>
        )}
      />
    </div>
  );
}
