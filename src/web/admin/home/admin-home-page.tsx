// The admin home (issue 11): the "A fazer" queue, then the platform's live figures, each with its change against 30 days
// before computed by the server from data, and the gifts of each of the last 30 days.
import { useQuery } from '@tanstack/react-query';
import { changeBasisPoints, type Dashboard, rateBasisPoints } from '../../../shared/admin-dashboard.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatCount, formatDateTime } from '../lib/admin-format.ts';
import { Fetched } from '../lib/fetched.tsx';
import { PageHeader } from '../lib/page-header.tsx';
import { type Change, StatCard } from '../lib/stat-card.tsx';
import { useAdminSession } from '../session/admin-guard.tsx';
import { dashboardKey, fetchDashboard } from './dashboard-api.ts';
import { GiftsChart } from './gifts-chart.tsx';
import { TodoQueue } from './todo-queue.tsx';

const vsBefore = 'vs. 30 dias antes';
const vsPeriod = 'vs. 30 dias anteriores';

type Pair = { current: number; previous: number };

function change(pair: Pair, against: string): Change {
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

/** A count of the last 30 days (or now) against the 30 days before. */
const countCard = (label: string, pair: Pair, against: string, note?: string) => ({
  label,
  value: formatCount(pair.current),
  change: change(pair, against),
  note,
});

/** Money of the last 30 days against the 30 before, with the total since the start. */
const moneyCard = (label: string, pair: Pair, total: number) => ({
  label,
  value: formatBRL(pair.current),
  change: change(pair, vsPeriod),
  note: `${formatBRL(total)} desde o início`,
});

function Figures({ data }: { data: Dashboard }) {
  const f = data.figures;
  const rateNow = rateBasisPoints(f.onboarding.current);
  const rateBefore = rateBasisPoints(f.onboarding.previous);
  const cards = [
    countCard('Casais', f.couples, vsBefore),
    countCard('Casais ativos', f.activeCouples, vsBefore),
    countCard('Listas publicadas', f.publishedLists, vsBefore),
    countCard('Casamentos nos próximos 30 dias', f.upcomingWeddings, vsPeriod),
    countCard('Presentes (30 dias)', f.gifts, vsPeriod, `${formatCount(data.totals.gifts)} desde o início`),
    moneyCard('Volume de presentes (30 dias)', f.giftVolumeCents, data.totals.giftVolumeCents),
    moneyCard('Receita de taxas (30 dias)', f.feeRevenueCents, data.totals.feeRevenueCents),
    {
      label: 'Onboarding concluído',
      value: formatPercent(rateNow),
      change: pointsChange(rateNow, rateBefore),
      note: `${formatCount(f.onboarding.current.completed)} de ${formatCount(f.onboarding.current.total)} casais`,
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
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
  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Visão geral"
        title="Dashboard"
        lead={`Conectado como ${session.user.email}. Números ao vivo da plataforma.`}
      />
      <TodoQueue />
      <Fetched query={dashboard}>
        {(data) => (
          <>
            <Figures data={data} />
            <GiftsChart days={data.giftsPerDay} />
            <p className="text-xs text-muted">
              Atualizado em {formatDateTime(data.asOf)}. Casais, casais ativos e listas publicadas comparam o
              total de hoje com o de 30 dias atrás; presentes, volume e taxas comparam os últimos 30 dias com
              os 30 anteriores.
            </p>
          </>
        )}
      </Fetched>
    </section>
  );
}
