// "Finanças" (DESIGN.md section 6): gift volume, refunds, fee revenue, withdrawals paid and the
// balances held (pending and available) by day, week or month, with the same table as CSV.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  type FinancePeriod,
  type Finances,
  financePeriodLabels,
  financePeriods,
} from '../../../shared/admin-money.ts';
import { formatDateShort } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ScrollRegion } from '../../components/ui/scroll-region.tsx';
import { Select } from '../../components/ui/select.tsx';
import { api } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatCount } from '../lib/admin-format.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { StatCard } from '../lib/stat-card.tsx';

function params(periodo: FinancePeriod, de: string, ate: string) {
  const p = new URLSearchParams({ periodo });
  if (de) p.set('de', de);
  if (ate) p.set('ate', ate);
  return p.toString();
}

const th = 'px-3 py-3 text-right font-semibold';

function FinanceTable({ data }: { data: Finances }) {
  return (
    <ScrollRegion
      label="Tabela de finanças"
      className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5"
    >
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Finanças por {financePeriodLabels[data.periodo].toLowerCase()}</caption>
        <thead className="border-b border-ink/10 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 pl-5 text-left font-semibold">
              {financePeriodLabels[data.periodo]}
            </th>
            <th scope="col" className={th}>
              Presentes
            </th>
            <th scope="col" className={th}>
              Volume
            </th>
            <th scope="col" className={th}>
              Estornos
            </th>
            <th scope="col" className={th}>
              Receita de taxas
            </th>
            <th scope="col" className={th}>
              Saques pagos
            </th>
            <th scope="col" className={th}>
              Aguardando
            </th>
            <th scope="col" className={`${th} pr-5`}>
              Disponível
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5 text-right tabular-nums">
          {[...data.rows].reverse().map((r) => (
            <tr key={r.start}>
              <th scope="row" className="px-3 py-2.5 pl-5 text-left font-medium text-ink">
                {data.periodo === 'mes' ? formatDateShort(r.start).slice(3) : formatDateShort(r.start)}
              </th>
              <td className="px-3 py-2.5">{formatCount(r.gifts)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{formatBRL(r.giftVolumeCents)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{formatBRL(r.refundsCents)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{formatBRL(r.feeRevenueCents)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{formatBRL(r.payoutsCents)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{formatBRL(r.pendingCents)}</td>
              <td className="px-3 py-2.5 pr-5 whitespace-nowrap">{formatBRL(r.availableCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function FinancesPage() {
  usePageTitle('Finanças');
  const [periodo, setPeriodo] = useState<FinancePeriod>('dia');
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const query = params(periodo, de, ate);
  const finances = useQuery({
    queryKey: ['admin', 'finances', query],
    queryFn: ({ signal }) => api<Finances>(`/api/admin/finances?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = finances.data;
  const sum = (k: 'giftVolumeCents' | 'feeRevenueCents' | 'payoutsCents') =>
    data?.rows.reduce((s, r) => s + r[k], 0) ?? 0;
  const last = data?.rows.at(-1);
  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Visão geral"
        title="Finanças"
        lead="Volume de presentes, receita de taxas, saques e saldos retidos por dia, semana e mês."
        actions={
          <a href={`/api/admin/finances.csv?${query}`} download className={buttonClass('outline')}>
            <Download className="size-4" aria-hidden="true" />
            Exportar CSV
          </a>
        }
      />
      <div className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <div>
          <Label htmlFor="financas-periodo">Agrupar por</Label>
          <Select
            id="financas-periodo"
            value={periodo}
            onChange={(e) => setPeriodo(e.target.value as FinancePeriod)}
          >
            {financePeriods.map((p) => (
              <option key={p} value={p}>
                {financePeriodLabels[p]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="financas-de">De</Label>
          <Input id="financas-de" type="date" value={de} onChange={(e) => setDe(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="financas-ate">Até</Label>
          <Input id="financas-ate" type="date" value={ate} onChange={(e) => setAte(e.target.value)} />
        </div>
      </div>
      {finances.isError && <FormError message={finances.error.message} />}
      {!data && !finances.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
      {data && (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Volume de presentes no período" value={formatBRL(sum('giftVolumeCents'))} />
            <StatCard label="Receita de taxas no período" value={formatBRL(sum('feeRevenueCents'))} />
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
      )}
    </section>
  );
}
