// The couple's withdrawals, newest first, with their state (solicitado, processando, pago, falhou),
// on the list kit: a table from 640 px, one card per withdrawal below it, inside the kit's loading,
// error (with "Tentar novamente") and empty states.
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import { type WithdrawalView, withdrawalStatusLabels } from '../../../shared/payments/wallet.ts';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { type ListQuery, ListState } from '../../components/ui/list-state.tsx';
import { StatusPill } from '../../components/ui/status-pill.tsx';
import { keyLabel } from './pix-key-label.ts';
import { walletTexts as t } from './wallet-texts.ts';

const tones: Record<WithdrawalView['status'], string> = {
  solicitado: 'bg-ink/5 text-ink',
  processando: 'bg-warning-soft text-warning',
  pago: 'bg-success-soft text-success',
  falhou: 'bg-danger-soft text-danger',
};

const day = (iso: string) => formatDateShort(todayIn('America/Sao_Paulo', new Date(iso)));

const columns: DataColumn<WithdrawalView>[] = [
  {
    id: 'valor',
    header: 'Valor',
    rowHeader: true,
    card: 'title',
    className: 'whitespace-nowrap tabular-nums',
    cell: (w) => formatBRL(w.amountCents),
  },
  { id: 'data', header: 'Data', card: 'subtitle', cell: (w) => day(w.createdAt) },
  {
    id: 'chave',
    header: 'Chave PIX',
    card: 'wide',
    className: 'break-all',
    cell: (w) => keyLabel({ type: w.pixKeyType, key: w.pixKey }),
  },
  {
    id: 'status',
    header: 'Situação',
    card: 'wide',
    cell: (w) => (
      <StatusPill
        label={withdrawalStatusLabels[w.status]}
        tone={tones[w.status]}
        note={w.status === 'falhou' && w.failureReason}
        noteClassName="text-sm font-normal text-danger"
      />
    ),
  },
];

export function WithdrawalsList({ withdrawals }: { withdrawals: ListQuery<WithdrawalView[]> }) {
  return (
    <ListState
      query={withdrawals}
      errorMessage={t.loadFailed}
      isEmpty={(items) => items.length === 0}
      empty={t.noWithdrawals}
    >
      {(items) => (
        <DataTable
          caption={t.withdrawalsTitle}
          regionLabel="Tabela de saques"
          columns={columns}
          rows={items}
          variant="bare"
          cardsBelow="sm"
        />
      )}
    </ListState>
  );
}
