// Landing gift-list section: how the cash gift list works, with every figure from the settings.
import { ArrowRight } from 'lucide-react';
import { publicPaths } from '../../../shared/routes.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import type { MarketingTexts } from '../layout/use-marketing-content.ts';
import { WalletPreview } from './wallet-preview.tsx';

export function GiftListSection({ texts: { content, fill, t } }: { texts: MarketingTexts }) {
  const { giftList } = content;
  const stats = [
    { value: t.giftFee, label: 'de taxa por presente' },
    { value: t.withdrawalFee, label: 'para sacar por PIX' },
    { value: t.releaseDelay, label: 'para liberar o dinheiro' },
    { value: t.installments, label: 'no cartão de crédito' },
  ];
  return (
    <section aria-labelledby="lista-titulo" className="bg-teal-soft/60 px-5 py-16 sm:px-6 md:py-24">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="lista-titulo"
            eyebrow={giftList.eyebrow}
            title={fill(giftList.title)}
            align="left"
          />
          <CheckList items={giftList.points.map(fill)} className="mt-8" />
          <ButtonLink to={publicPaths.weddingList} variant="outline" className="mt-8">
            Ver como funciona a lista
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
        <div>
          <WalletPreview />
          <dl className="mt-8 grid grid-cols-2 gap-3">
            {stats.map((s) => (
              <div
                key={s.label}
                className="flex flex-col rounded-2xl bg-white px-4 py-4 text-center shadow-sm"
              >
                <dt className="order-last text-xs text-muted">{s.label}</dt>
                <dd className="font-serif text-2xl font-bold text-brand-dark">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
