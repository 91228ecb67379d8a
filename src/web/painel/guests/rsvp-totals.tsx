// The four totals above the answers: how many answered, yes, no, and people coming with companions.
import { type LucideIcon, MessageSquareReply, UserRoundCheck, UserRoundX, UsersRound } from 'lucide-react';
import type { RsvpList } from '../../../shared/rsvp.ts';
import { IconBadge } from '../../components/ui/icon-badge.tsx';

function Total({
  icon,
  label,
  value,
  hint,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number | null;
  hint?: string;
  tone: 'brand' | 'teal' | 'muted';
}) {
  const iconTone = {
    brand: 'bg-brand-soft text-brand-dark',
    teal: 'bg-teal-soft text-teal-dark',
    muted: 'bg-ink/5 text-muted',
  }[tone];
  return (
    <div className="flex flex-col gap-2 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-5">
      <dt className="flex flex-col gap-2 text-sm leading-snug text-muted">
        <IconBadge icon={icon} className={`size-9 ${iconTone}`} />
        <span>
          {label}
          {hint && <span className="block text-xs">{hint}</span>}
        </span>
      </dt>
      <dd className="mt-auto font-serif text-3xl leading-none font-bold text-ink tabular-nums">
        {value ?? '–'}
      </dd>
    </div>
  );
}

export function RsvpTotals({ totals }: { totals: RsvpList['totals'] | null }) {
  return (
    <dl aria-label="Totais" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Total icon={MessageSquareReply} label="Respostas" value={totals?.answers ?? null} tone="muted" />
      <Total icon={UserRoundCheck} label="Vão ao casamento" value={totals?.attending ?? null} tone="teal" />
      <Total icon={UserRoundX} label="Não vão" value={totals?.declined ?? null} tone="muted" />
      <Total
        icon={UsersRound}
        label="Total de pessoas"
        value={totals?.people ?? null}
        hint="contando acompanhantes"
        tone="brand"
      />
    </dl>
  );
}
