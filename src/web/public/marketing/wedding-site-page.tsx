// `/site-de-casamento`: what the free wedding site offers (SPEC 2.2).
import { ArrowRight, Globe, Images, Lock, Palette, QrCode, Share2 } from 'lucide-react';
import { publicPaths } from '../../../shared/routes.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { FeatureCard } from '../../components/ui/feature-card.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { StepsList } from '../../components/ui/steps-list.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { settingsPhrases } from '../layout/settings-phrases.ts';
import { ThemeShowcase } from './theme-showcase.tsx';
import {
  siteSections,
  weddingSiteTexts as t,
  weddingSiteHighlights,
  weddingSiteSteps,
} from './wedding-site-content.ts';

const icons = [Palette, Images, Lock, Share2, Globe, QrCode];

export default function WeddingSitePage() {
  const phrases = settingsPhrases(useSettings());
  usePageTitle('Site de casamento grátis');
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <ButtonLink to={publicPaths.signUp} size="lg">
          {t.cta}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to={publicPaths.pricing} size="lg" variant="outline">
          {t.secondary}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="destaques-titulo" className="px-5 py-16 sm:px-6 md:py-20">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="destaques-titulo" eyebrow="Recursos" title="Tudo incluso, sem pagar nada">
            O site custa {phrases.sitePrice}: sem mensalidade e sem limite de edições.
          </SectionHeading>
          <ul className="mt-12 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 lg:gap-5">
            {weddingSiteHighlights(phrases).map((h, i) => (
              <FeatureCard
                key={h.title}
                icon={icons[i] ?? Palette}
                title={h.title}
                tone={i % 2 ? 'teal' : 'brand'}
                layout="row"
              >
                {h.text}
              </FeatureCard>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="modelos-titulo" className="bg-cream px-5 py-16 sm:px-6 md:py-20">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="modelos-titulo" eyebrow="Modelos" title="Um estilo para cada casamento">
            Comece por um dos estilos abaixo e deixe o site com a cara de vocês.
          </SectionHeading>
          <div className="mt-10">
            <ThemeShowcase />
          </div>
        </div>
      </section>

      <section aria-labelledby="secoes-titulo" className="px-5 py-16 sm:px-6 md:py-20">
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading
            id="secoes-titulo"
            eyebrow="Seções prontas"
            title="Os convidados encontram tudo em um só lugar"
            align="left"
          >
            Mostre ou esconda cada seção e mude a ordem quando quiser. Data, local e textos podem ser
            alterados mesmo depois de publicar.
          </SectionHeading>
          <CheckList
            items={siteSections}
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8"
          />
        </div>
      </section>

      <section aria-labelledby="passos-titulo" className="bg-brand-soft/50 px-5 py-16 sm:px-6 md:py-20">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="passos-titulo" eyebrow="Como funciona" title="Seu site no ar em três passos" />
          <div className="mt-10">
            <StepsList steps={weddingSiteSteps} />
          </div>
        </div>
      </section>

      <CtaBand title="Pronto para dizer sim?" action={{ label: t.cta, to: publicPaths.signUp }}>
        Crie agora o site do casamento. É grátis e vocês podem personalizar tudo depois.
      </CtaBand>
    </>
  );
}
