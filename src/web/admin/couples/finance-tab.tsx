// "Financeiro" (SPEC 2.7): Total Recebido, Aguardando and Disponível from the ledger, the payout
// PIX key, who pays the fee, the guests' payments (paged) and the withdrawals.
import { useState } from 'react';
import type { CoupleFinance } from '../../../shared/admin-couple-detail.ts';
import { feePayerLabels } from '../../../shared/gift-list.ts';
import { paymentMethodLabels } from '../../../shared/payments/checkout.ts';
import { giftStatusLabels } from '../../../shared/payments/gifts-received.ts';
import { pixKeyTypeLabels } from '../../../shared/payments/pix.ts';
import { withdrawalStatusLabels } from '../../../shared/payments/wallet.ts';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { formatMoment } from '../lib/admin-format.ts';
import { moneyColumn } from '../lib/columns.ts';
import {
  BalanceFigures,
  Card,
  DetailTable,
  type DetailTableSpec,
  Facts,
  TabCards,
  TableCard,
} from './detail-parts.tsx';
import { useCoupleFinance } from './use-couple.ts';

const statusTone: Record<string, string> = {
  concluido: 'bg-success-soft text-success',
  pago: 'bg-success-soft text-success',
  pendente: 'bg-warning-soft text-warning',
  solicitado: 'bg-warning-soft text-warning',
  processando: 'bg-warning-soft text-warning',
};

export function StatusTag({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTone[status] ?? 'bg-danger-soft text-danger-deep'}`}
    >
      {label}
    </span>
  );
}

/** "Status", coloured by `StatusTag` and worded by `labels`. */
function statusColumn<S extends string, T extends { status: S }>(labels: Record<S, string>): DataColumn<T> {
  return {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusTag status={row.status} label={labels[row.status]} />,
  };
}

type Transaction = CoupleFinance['transactions'][number];
type Withdrawal = CoupleFinance['withdrawals'][number];

/** "Data": when the payment or the withdrawal was made. */
function dateColumn<T extends { createdAt: string }>(): DataColumn<T> {
  return {
    id: 'date',
    header: 'Data',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoment(row.createdAt),
  };
}

const transactionsTable: DetailTableSpec<Transaction> = {
  caption: 'Pagamentos dos convidados',
  columns: [
    dateColumn(),
    {
      id: 'guest',
      header: 'Convidado',
      cell: (t) => (
        <>
          <span className="block font-medium text-ink">{t.contributorName}</span>
          {t.contributorEmail && (
            <span className="block text-xs break-all text-muted">{t.contributorEmail}</span>
          )}
        </>
      ),
    },
    { id: 'gift', header: 'Presente', cell: (t) => t.itemName },
    { id: 'method', header: 'Forma', cell: (t) => paymentMethodLabels[t.method] },
    moneyColumn('gross', 'Valor pago', (t) => t.grossCents, 'tabular-nums'),
    moneyColumn('net', 'Valor líquido', (t) => t.netCents, 'font-semibold tabular-nums'),
    statusColumn(giftStatusLabels),
  ],
  minWidth: 'min-w-[48rem]',
  empty: 'Nenhum pagamento recebido ainda.',
};

const withdrawalsTable: DetailTableSpec<Withdrawal> = {
  caption: 'Saques',
  columns: [
    dateColumn(),
    {
      id: 'pix',
      header: 'Chave PIX',
      className: 'break-all',
      cell: (w) => `${pixKeyTypeLabels[w.pixKeyType]}: ${w.pixKey}`,
    },
    moneyColumn('amount', 'Valor', (w) => w.amountCents, 'font-semibold tabular-nums'),
    statusColumn(withdrawalStatusLabels),
  ],
  minWidth: 'min-w-[36rem]',
  empty: 'Nenhum saque pedido.',
};

function Transactions({ finance, onPage }: { finance: CoupleFinance; onPage: (page: number) => void }) {
  if (finance.transactionsTotal === 0)
    return <p className="text-sm text-muted">Nenhum pagamento recebido ainda.</p>;
  return (
    <div className="grid gap-4">
      <DetailTable table={transactionsTable} rows={finance.transactions} />
      <Pagination
        page={finance.page}
        pageSize={finance.pageSize}
        total={finance.transactionsTotal}
        onPage={onPage}
        label="Páginas de pagamentos"
      />
    </div>
  );
}

export function FinanceTab({ coupleId }: { coupleId: string }) {
  const [page, setPage] = useState(1);
  return (
    <TabCards query={useCoupleFinance(coupleId, page)}>
      {(finance) => (
        <>
          <Card title="Saldos">
            <BalanceFigures balances={finance} />
          </Card>
          <Card title="Conta de recebimento">
            <Facts
              items={[
                [
                  'Chave PIX',
                  finance.payoutPixKey
                    ? `${pixKeyTypeLabels[finance.payoutPixKey.type]}: ${finance.payoutPixKey.key}`
                    : 'Nenhum saque feito ainda',
                ],
                ['Quem paga a taxa', finance.feePayer ? feePayerLabels[finance.feePayer] : null],
              ]}
            />
          </Card>
          <Card title="Histórico de transações">
            <Transactions finance={finance} onPage={setPage} />
          </Card>
          <TableCard title="Saques" table={withdrawalsTable} rows={finance.withdrawals} />
        </>
      )}
    </TabCards>
  );
}
