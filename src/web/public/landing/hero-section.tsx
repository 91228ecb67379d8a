// Landing hero: promise, the sign-up button, the couple search and a sample site.
import { Check } from 'lucide-react';
import { publicPaths } from '../../../shared/routes.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Petals } from '../../components/ui/page-hero.tsx';
import { SignUpCta } from '../layout/sign-up-cta.tsx';
import type { MarketingTexts } from '../layout/use-marketing-content.ts';
import { CoupleSearchForm } from './couple-search-form.tsx';
import { SampleCoupleCard } from './sample-couple-card.tsx';

export function HeroSection({ texts: { content, fill } }: { texts: MarketingTexts }) {
  const { hero } = content;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-soft via-cream to-white">
      <Petals />
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-5 pt-10 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:pt-20 lg:pb-24">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{hero.eyebrow}</p>
          <h1 className="mt-4 font-serif text-4xl leading-[1.1] font-bold text-balance text-ink sm:text-5xl lg:text-6xl">
            {fill(hero.title)}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-muted md:text-lg">{fill(hero.lead)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SignUpCta>{hero.cta}</SignUpCta>
            <ButtonLink to={publicPaths.weddingSite} size="lg" variant="outline">
              {hero.secondary}
            </ButtonLink>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink/80">
            {hero.highlights.map((h) => (
              <li key={h} className="flex items-center gap-1.5">
                <Check className="size-4 text-teal-dark" aria-hidden="true" />
                {fill(h)}
              </li>
            ))}
          </ul>
          <div className="mt-10 max-w-xl">
            <CoupleSearchForm />
          </div>
        </div>
        {hero.imageUrl ? (
          <img
            src={hero.imageUrl}
            alt={hero.imageAlt}
            width={640}
            height={640}
            className="mx-auto aspect-square w-full max-w-md rounded-[2rem] object-cover shadow-2xl shadow-brand/20"
          />
        ) : (
          <SampleCoupleCard sample={content.sampleCouple} />
        )}
      </div>
    </section>
  );
}
