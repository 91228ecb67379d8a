// `/site-de-casamento`: what the free wedding site offers (SPEC 2.2).
import { Globe, Images, Lock, Palette, QrCode, Share2 } from 'lucide-react';
import { publicPaths } from '../../../shared/routes.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { FeatureGrid } from '../../components/ui/feature-card.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { StepsList } from '../../components/ui/steps-list.tsx';
import { SignUpCta } from '../layout/sign-up-cta.tsx';
import { ThemeShowcase } from './theme-showcase.tsx';
import { useMarketingPage } from './use-marketing-page.ts';
import {
  siteSections,
  weddingSiteTexts as t,
  weddingSiteHighlights,
  weddingSiteSteps,
} from './wedding-site-content.ts';

const icons = [Palette, Images, Lock, Share2, Globe, QrCode];

export default function WeddingSitePage() {
  const { t: phrases, hero } = useMarketingPage('weddingSite', 'Site de casamento grátis');
  return (
    <>
      <PageHero eyebrow={t.eyebrow} {...hero}>
        <SignUpCta>{t.cta}</SignUpCta>
        <ButtonLink to={publicPaths.pricing} size="lg" variant="outline">
          {t.secondary}
        </ButtonLink>
      </PageHero>

      <PageSection
        id="destaques-titulo"
        eyebrow="Recursos"
        title="Tudo incluso, sem pagar nada"
        lead={`O site custa ${phrases.sitePrice}: sem mensalidade e sem limite de edições.`}
      >
        <FeatureGrid
          features={weddingSiteHighlights(phrases).map((h, i) => ({ ...h, icon: icons[i] ?? Palette }))}
          className="mt-12 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 lg:gap-5"
          layout="row"
        />
      </PageSection>

      <PageSection
        id="modelos-titulo"
        eyebrow="Modelos"
        title="Um estilo para cada casamento"
        lead="Comece por um dos estilos abaixo e deixe o site com a cara de vocês."
        background="bg-cream"
      >
        <div className="mt-10">
          <ThemeShowcase />
        </div>
      </PageSection>

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

      <PageSection
        id="passos-titulo"
        eyebrow="Como funciona"
        title="Seu site no ar em três passos"
        background="bg-brand-soft/50"
      >
        <StepsList steps={weddingSiteSteps} className="mt-10" />
      </PageSection>

      <CtaBand title="Pronto para dizer sim?" action={{ label: t.cta, to: publicPaths.signUp }}>
        Crie agora o site do casamento. É grátis e vocês podem personalizar tudo depois.
      </CtaBand>
    </>
  );
}
