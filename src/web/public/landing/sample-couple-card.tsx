// A sample couple's wedding site, drawn in CSS: what a couple's site looks like (marketing sample).
import { CalendarHeart, Gift, MapPin, MessageSquareHeart, UserRoundCheck } from 'lucide-react';
import type { MarketingContent } from '../../../shared/marketing-content.ts';
import { formatBRL } from '../../../shared/money.ts';
import { slugPart } from '../../../shared/slug.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { guestSiteLabel } from '../../lib/hosts.ts';

/** The sample's address: the couple's names as a slug. */
function sampleSlug(names: string): string {
  return slugPart(names.replace(/&/g, ' e '));
}

export function SampleCoupleCard({ sample }: { sample: MarketingContent['sampleCouple'] }) {
  return (
    <figure className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-4 -z-10 rotate-3 rounded-[2.5rem] bg-gradient-to-br from-blush/40 to-teal/20" />
      <div className="overflow-hidden rounded-[2rem] border border-white bg-white shadow-2xl shadow-brand/20">
        <div className="flex items-center gap-1.5 border-b border-ink/5 bg-cream px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-brand/50" />
          <span className="size-2.5 rounded-full bg-blush/60" />
          <span className="size-2.5 rounded-full bg-teal/50" />
          <span className="ml-2 truncate rounded-full bg-white px-3 py-0.5 text-[11px] text-muted">
            {guestSiteLabel(sampleSlug(sample.names))}
          </span>
        </div>
        <div className="relative grid h-44 place-items-center bg-gradient-to-br from-brand-soft via-blush/50 to-teal/30">
          <svg viewBox="0 0 200 120" className="absolute inset-0 h-full w-full" aria-hidden="true">
            <path d="M0 100 C40 70 60 110 100 90 S160 60 200 85 V120 H0Z" className="fill-white/50" />
            <path d="M0 110 C50 90 80 118 120 104 S180 90 200 100 V120 H0Z" className="fill-white/70" />
          </svg>
          <p className="relative font-serif text-5xl font-bold text-white drop-shadow-sm">
            {sample.monogram}
          </p>
        </div>
        <div className="px-6 pt-5 pb-6 text-center">
          <Badge tone="teal">Exemplo de site</Badge>
          <p className="mt-3 font-serif text-3xl font-bold text-ink">{sample.names}</p>
          <p className="mt-2 flex items-center justify-center gap-1.5 text-sm text-muted">
            <CalendarHeart className="size-4 text-brand" aria-hidden="true" />
            {sample.date}
          </p>
          <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-muted">
            <MapPin className="size-4 text-brand" aria-hidden="true" />
            {sample.place}
          </p>
          <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
            <Stat icon={UserRoundCheck} value={String(sample.confirmed)} label="confirmados" />
            <Stat icon={MessageSquareHeart} value={String(sample.messages)} label="recados" />
            <Stat icon={Gift} value={formatBRL(sample.giftsCents)} label="em presentes" />
          </dl>
        </div>
      </div>
      <figcaption className="sr-only">
        Exemplo de site de casamento de {sample.names}, {sample.date}, em {sample.place}.
      </figcaption>
    </figure>
  );
}

function Stat({ icon: Icon, value, label }: { icon: typeof Gift; value: string; label: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-cream px-1 py-3">
      <Icon className="size-4 text-teal-dark" aria-hidden="true" />
      <dt className="order-last text-[11px] text-muted">{label}</dt>
      <dd className="mt-1 text-[13px] font-bold whitespace-nowrap text-ink">{value}</dd>
    </div>
  );
}
