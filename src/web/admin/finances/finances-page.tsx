// "Finanças" (DESIGN.md section 6): gift volume, refunds, fee revenue, withdrawals paid and the
// balances held (pending and available) by day, week or month, with the same table as CSV.
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  type FinancePeriod,
  type FinanceRow,
  type Finances,
  financePeriodLabels,
} from '../../../shared/admin-money.ts';
import { formatDateShort } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { LabelledDate, LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatCount } from '../lib/admin-format.ts';
import { countColumn, moneyColumn } from '../lib/columns.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { StatCard } from '../lib/stat-card.tsx';
import { financesSearch, useFinances } from './use-finances.ts';

type Cents =
  | 'giftVolumeCents'
  | 'refundsCents'
  | 'feeRevenueCents'
  | 'extrasRevenueCents'
  | 'payoutsCents'
  | 'pendingCents'
  | 'availableCents';

const money = (id: Cents, header: string) => moneyColumn<FinanceRow>(id, header, (r) => r[id]);

const figures: DataColumn<FinanceRow>[] = [
  countColumn('gifts', 'Presentes', (r) => formatCount(r.gifts)),
  money('giftVolumeCents', 'Volume'),
  money('refundsCents', 'Estornos'),
  money('feeRevenueCents', 'Receita de taxas'),
  money('extrasRevenueCents', 'Serviços adicionais'),
  money('payoutsCents', 'Saques pagos'),
  money('pendingCents', 'Aguardando'),
  money('availableCents', 'Disponível'),
];

function FinanceTable({ data }: { data: Finances }) {
  const label = financePeriodLabels[data.periodo];
  const columns: DataColumn<FinanceRow>[] = [
    {
      id: 'start',
      header: label,
      rowHeader: true,
      className: 'font-medium',
      cell: (r) => (data.periodo === 'mes' ? formatDateShort(r.start).slice(3) : formatDateShort(r.start)),
    },
    ...figures,
  ];
  return (
    <DataTable
      caption={`Finanças por ${label.toLowerCase()}`}
      regionLabel="Tabela de finanças"
      columns={columns}
      rows={[...data.rows].reverse()}
      rowKey={(r) => r.start}
      minWidth="min-w-[64rem]"
    />
  );
}

export function FinancesPage() {
  usePageTitle('Finanças');
  const [periodo, setPeriodo] = useState<FinancePeriod>('dia');
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const query = financesSearch(periodo, de, ate);
  const finances = useFinances(query);
  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Visão geral"
        title="Finanças"
        lead="Volume de presentes, receita de taxas, serviços adicionais, saques e saldos retidos por dia, semana e mês."
        actions={
          <a href={`/api/admin/finances.csv?${query}`} download className={buttonClass('outline')}>
            <Download className="size-4" aria-hidden="true" />
            Exportar CSV
          </a>
        }
      />
      <div className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <LabelledSelect
          id="financas-periodo"
          label="Agrupar por"
          value={periodo}
          onChange={setPeriodo}
          options={optionsOf(financePeriodLabels)}
        />
        <LabelledDate id="financas-de" label="De" value={de} onChange={setDe} />
        <LabelledDate id="financas-ate" label="Até" value={ate} onChange={setAte} />
      </div>
      <ListState query={finances} className="grid gap-6">
        {(data) => <FinanceFigures data={data} />}
      </ListState>
    </section>
  );
}

function FinanceFigures({ data }: { data: Finances }) {
  const sum = (k: 'giftVolumeCents' | 'feeRevenueCents' | 'extrasRevenueCents' | 'payoutsCents') =>
    data.rows.reduce((s, r) => s + r[k], 0);
  const last = data.rows.at(-1);
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <StatCard label="Volume de presentes no período" value={formatBRL(sum('giftVolumeCents'))} />
        <StatCard label="Receita de taxas no período" value={formatBRL(sum('feeRevenueCents'))} />
        <StatCard
          label="Serviços adicionais no período"
          value={formatBRL(sum('extrasRevenueCents'))}
          note="Domínios e cópias do site, estornos descontados"
        />
        <StatCard label="Saques pagos no período" value={formatBRL(sum('payoutsCents'))} />
        <StatCard
          label="Saldos retidos no fim do período"
          value={formatBRL((last?.pendingCents ?? 0) + (last?.availableCents ?? 0))}
          note={`${formatBRL(last?.pendingCents ?? 0)} aguardando · ${formatBRL(last?.availableCents ?? 0)} disponível`}
        />
      </dl>
      <p className="text-sm text-muted" role="status">
        De {formatDateShort(data.de)} a {formatDateShort(data.ate)}, mais recentes primeiro.
      </p>
      <FinanceTable data={data} />
    </>
  );
}
