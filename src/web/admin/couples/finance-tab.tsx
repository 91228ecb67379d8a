// "Financeiro" (SPEC 2.7): Total Recebido, Aguardando and Disponível from the ledger, the payout
// PIX key, who pays the fee, the guests' payments (paged) and the withdrawals.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoupleFinance } from '../../../shared/admin-couple-detail.ts';
import { feePayerLabels } from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { paymentMethodLabels } from '../../../shared/payments/checkout.ts';
import { giftStatusLabels } from '../../../shared/payments/gifts-received.ts';
import { pixKeyTypeLabels } from '../../../shared/payments/pix.ts';
import { withdrawalStatusLabels } from '../../../shared/payments/wallet.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { formatMoment } from '../lib/admin-format.ts';
import { coupleKeys, fetchFinance } from './couples-api.ts';
import { Card, Facts, Loaded, MoneyFigures, TableFrame, tdClass, thClass } from './detail-parts.tsx';

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

function Transactions({ finance, onPage }: { finance: CoupleFinance; onPage: (page: number) => void }) {
  if (finance.transactionsTotal === 0)
    return <p className="text-sm text-muted">Nenhum pagamento recebido ainda.</p>;
  return (
    <div className="grid gap-4">
      <TableFrame caption="Pagamentos dos convidados" minWidth="min-w-[48rem]">
        <thead className="border-b border-ink/5">
          <tr>
            <th scope="col" className={thClass}>
              Data
            </th>
            <th scope="col" className={thClass}>
              Convidado
            </th>
            <th scope="col" className={thClass}>
              Presente
            </th>
            <th scope="col" className={thClass}>
              Forma
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Valor pago
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Valor líquido
            </th>
            <th scope="col" className={thClass}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {finance.transactions.map((t) => (
            <tr key={t.id}>
              <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{formatMoment(t.createdAt)}</td>
              <td className={tdClass}>
                <span className="block font-medium text-ink">{t.contributorName}</span>
                {t.contributorEmail && (
                  <span className="block text-xs break-all text-muted">{t.contributorEmail}</span>
                )}
              </td>
              <td className={tdClass}>{t.itemName}</td>
              <td className={tdClass}>{paymentMethodLabels[t.method]}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{formatBRL(t.grossCents)}</td>
              <td className={`${tdClass} text-right font-semibold tabular-nums`}>{formatBRL(t.netCents)}</td>
              <td className={tdClass}>
                <StatusTag status={t.status} label={giftStatusLabels[t.status]} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
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

function Withdrawals({ finance }: { finance: CoupleFinance }) {
  if (finance.withdrawals.length === 0) return <p className="text-sm text-muted">Nenhum saque pedido.</p>;
  return (
    <TableFrame caption="Saques" minWidth="min-w-[36rem]">
      <thead className="border-b border-ink/5">
        <tr>
          <th scope="col" className={thClass}>
            Data
          </th>
          <th scope="col" className={thClass}>
            Chave PIX
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            Valor
          </th>
          <th scope="col" className={thClass}>
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink/5">
        {finance.withdrawals.map((w) => (
          <tr key={w.id}>
            <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{formatMoment(w.createdAt)}</td>
            <td className={`${tdClass} break-all`}>
              {pixKeyTypeLabels[w.pixKeyType]}: {w.pixKey}
            </td>
            <td className={`${tdClass} text-right font-semibold tabular-nums`}>{formatBRL(w.amountCents)}</td>
            <td className={tdClass}>
              <StatusTag status={w.status} label={withdrawalStatusLabels[w.status]} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function FinanceTab({ coupleId }: { coupleId: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: coupleKeys.tab(coupleId, 'finance', page),
    queryFn: ({ signal }) => fetchFinance(coupleId, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Loaded query={query}>
      {(finance) => (
        <div className="grid gap-5">
          <Card title="Saldos">
            <MoneyFigures
              items={[
                ['Total Recebido', finance.totalReceivedCents],
                ['Aguardando', finance.pendingCents, 'Ainda não liberado para saque'],
                ['Disponível', finance.availableCents, 'Pode ser sacado por PIX'],
              ]}
            />
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
          <Card title="Saques">
            <Withdrawals finance={finance} />
          </Card>
        </div>
      )}
    </Loaded>
  );
}
