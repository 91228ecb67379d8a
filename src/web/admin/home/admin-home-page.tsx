// The admin home (issue 11): the platform's live figures, each with its change against 30 days
// before computed by the server from data, and the gifts of each of the last 30 days.
import { useQuery } from '@tanstack/react-query';
import { changeBasisPoints, type Dashboard, rateBasisPoints } from '../../../shared/admin-dashboard.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatCount, formatDateTime } from '../lib/admin-format.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { type Change, StatCard } from '../lib/stat-card.tsx';
import { useAdminSession } from '../session/admin-guard.tsx';
import { dashboardKey, fetchDashboard } from './dashboard-api.ts';
import { GiftsChart } from './gifts-chart.tsx';

const vsBefore = 'vs. 30 dias antes';
const vsPeriod = 'vs. 30 dias anteriores';

function change(pair: { current: number; previous: number }, against: string): Change {
  return { basisPoints: changeBasisPoints(pair.current, pair.previous), against };
}

/** "+2,5 p.p.": a rate's change is in percentage points, not a percentage of itself. */
function pointsChange(now: number, before: number): Change {
  const diff = now - before;
  const sign = diff > 0 ? '+' : diff < 0 ? '-' : '';
  return {
    basisPoints: diff,
    against: vsBefore,
    text: `${sign}${formatPercent(Math.abs(diff)).replace('%', ' p.p.')}`,
  };
}

function Figures({ data }: { data: Dashboard }) {
  const f = data.figures;
  const rateNow = rateBasisPoints(f.onboarding.current);
  const rateBefore = rateBasisPoints(f.onboarding.previous);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Casais" value={formatCount(f.couples.current)} change={change(f.couples, vsBefore)} />
      <StatCard
        label="Casais ativos"
        value={formatCount(f.activeCouples.current)}
        change={change(f.activeCouples, vsBefore)}
      />
      <StatCard
        label="Listas publicadas"
        value={formatCount(f.publishedLists.current)}
        change={change(f.publishedLists, vsBefore)}
      />
      <StatCard
        label="Casamentos nos próximos 30 dias"
        value={formatCount(f.upcomingWeddings.current)}
        change={change(f.upcomingWeddings, vsPeriod)}
      />
      <StatCard
        label="Presentes (30 dias)"
        value={formatCount(f.gifts.current)}
        change={change(f.gifts, vsPeriod)}
        note={`${formatCount(data.totals.gifts)} desde o início`}
      />
      <StatCard
        label="Volume de presentes (30 dias)"
        value={formatBRL(f.giftVolumeCents.current)}
        change={change(f.giftVolumeCents, vsPeriod)}
        note={`${formatBRL(data.totals.giftVolumeCents)} desde o início`}
      />
      <StatCard
        label="Receita de taxas (30 dias)"
        value={formatBRL(f.feeRevenueCents.current)}
        change={change(f.feeRevenueCents, vsPeriod)}
        note={`${formatBRL(data.totals.feeRevenueCents)} desde o início`}
      />
      <StatCard
        label="Onboarding concluído"
        value={formatPercent(rateNow)}
        change={pointsChange(rateNow, rateBefore)}
        note={`${formatCount(f.onboarding.current.completed)} de ${formatCount(f.onboarding.current.total)} casais`}
      />
    </dl>
  );
}

export function AdminHomePage() {
  const session = useAdminSession();
  usePageTitle('Dashboard');
  const dashboard = useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => fetchDashboard(signal),
    refetchInterval: 60_000,
  });
  const data = dashboard.data;
  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Visão geral"
        title="Dashboard"
        lead={`Conectado como ${session.user.email}. Números ao vivo da plataforma.`}
      />
      {dashboard.isError && <FormError message={dashboard.error.message} />}
      {!data && !dashboard.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
      {data && (
        <>
          <Figures data={data} />
          <GiftsChart days={data.giftsPerDay} />
          <p className="text-xs text-muted">
            Atualizado em {formatDateTime(data.asOf)}. Casais, casais ativos e listas publicadas comparam o
            total de hoje com o de 30 dias atrás; presentes, volume e taxas comparam os últimos 30 dias com os
            30 anteriores.
          </p>
        </>
      )}
    </section>
  );
}
