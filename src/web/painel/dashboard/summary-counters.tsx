// Live counters of the dashboard (DESIGN decision (3)): the countdown, then RSVPs, messages, gifts
// received and the wallet balance, all from the wedding summary.
import {
  CalendarHeart,
  Gift,
  LoaderCircle,
  type LucideIcon,
  MessageCircleHeart,
  UserRoundCheck,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatBRL } from '../../../shared/money.ts';
import type { WeddingSummary } from '../../../shared/wedding.ts';
import { Button } from '../../components/ui/button.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { panelMessages } from '../layout/panel-messages.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { countdownText } from './countdown.ts';
import { LinkCard } from './link-card.tsx';

export type Counters = Pick<
  WeddingSummary,
  'daysToWedding' | 'rsvps' | 'messages' | 'giftsReceived' | 'balanceCents'
>;

export function CountdownBanner({ counters }: { counters: Counters | null }) {
  return (
    <Link
      to={panelPaths.weddingData}
      className="flex flex-wrap items-center gap-3 rounded-3xl bg-gradient-to-br from-brand-dark to-brand-deep p-5 text-white shadow-sm ring-1 ring-brand/20 transition hover:-translate-y-0.5 hover:shadow-md sm:gap-4 lg:flex-col lg:items-start lg:justify-center lg:p-8"
    >
      <IconBadge icon={CalendarHeart} className="size-10 shrink-0 bg-white/20" />
      <span className="text-sm text-white/90">Contagem regressiva</span>
      <span className="w-full font-serif text-3xl leading-tight font-bold sm:ml-auto sm:w-auto lg:ml-0 lg:text-4xl">
        {counters ? countdownText(counters.daysToWedding) : panelMessages.loading}
      </span>
    </Link>
  );
}

function CounterCard({
  icon,
  label,
  value,
  to,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  to: string;
}) {
  return (
    <LinkCard to={to} icon={icon} look="counter">
      <span className="text-sm text-muted">{label}</span>
      <span className="font-serif text-2xl leading-tight font-bold">{value}</span>
    </LinkCard>
  );
}

export function SummaryCounters({
  counters,
  loading,
  failed,
  onRetry,
}: {
  counters: Counters | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 rounded-3xl bg-white p-8 text-muted">
        <LoaderCircle className="size-5 animate-spin text-brand" aria-hidden="true" />
        {panelMessages.loading}
      </p>
    );
  }
  if (failed || !counters) {
    return (
      <div role="alert" className="rounded-3xl bg-white p-6 text-center text-danger">
        <p>{panelMessages.summaryFailed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const cards = [
    {
      icon: UserRoundCheck,
      label: 'Presenças confirmadas',
      value: String(counters.rsvps),
      to: panelPaths.guestRsvps,
    },
    {
      icon: MessageCircleHeart,
      label: 'Recados',
      value: String(counters.messages),
      to: panelPaths.guestMessages,
    },
    // A planner's summary has no money (shared access): those cards are left out.
    ...(counters.giftsReceived === null
      ? []
      : [
          {
            icon: Gift,
            label: 'Presentes recebidos',
            value: String(counters.giftsReceived),
            to: panelPaths.giftsReceived,
          },
        ]),
    ...(counters.balanceCents === null
      ? []
      : [
          {
            icon: Wallet,
            label: 'Saldo da carteira',
            value: formatBRL(counters.balanceCents),
            to: panelPaths.wallet,
          },
        ]),
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <CounterCard key={card.to} {...card} />
      ))}
    </ul>
  );
}
