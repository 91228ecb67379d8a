// One published wedding site in the results.
import { CalendarHeart, ExternalLink } from 'lucide-react';
import { formatDateLong } from '../../../shared/dates.ts';
import type { FindCoupleResult } from '../../../shared/find-couple.ts';
import { guestSiteLabel, guestSiteUrl } from '../../lib/hosts.ts';

export function CoupleResultCard({ couple }: { couple: FindCoupleResult['items'][number] }) {
  const names = `${couple.name1} & ${couple.name2}`;
  return (
    <li className="group flex flex-col rounded-3xl border border-brand/10 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand/10">
      <div
        className="mb-4 grid size-12 place-items-center rounded-full bg-brand-soft font-serif text-lg font-bold text-brand-dark"
        aria-hidden="true"
      >
        {couple.name1.charAt(0)}
        {couple.name2.charAt(0)}
      </div>
      <h2 className="font-serif text-xl font-bold text-ink">{names}</h2>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted">
        <CalendarHeart className="size-4 text-brand" aria-hidden="true" />
        {couple.weddingDate ? formatDateLong(couple.weddingDate) : 'Data a definir'}
      </p>
      <p className="mt-1 truncate text-xs text-muted">{guestSiteLabel(couple.slug)}</p>
      <a
        href={guestSiteUrl(couple.slug)}
        className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-brand-dark px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-deep"
        aria-label={`Ver o site de ${names}`}
      >
        Ver site
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </li>
  );
}
