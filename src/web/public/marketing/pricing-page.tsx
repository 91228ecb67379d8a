// `/precos-e-servicos`: free site, optional paid services, how to buy and FAQ (SPEC 2.2).
import { Download, Globe, ShoppingBag } from 'lucide-react';
import { publicPaths } from '../../../shared/routes.ts';
import { Accordion } from '../../components/ui/accordion.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { StepsList } from '../../components/ui/steps-list.tsx';
import { SignUpCta } from '../layout/sign-up-cta.tsx';
import { PlanCard } from './plan-card.tsx';
import {
  freeSiteIncludes,
  giftListIncludes,
  howToBuySteps,
  paidServices,
  pricingFaq,
  pricingTexts as texts,
} from './pricing-content.ts';
import { useMarketingPage } from './use-marketing-page.ts';

const serviceIcons = { dominio: Globe, download: Download, loja: ShoppingBag };

export default function PricingPage() {
  const { t, hero } = useMarketingPage('pricing', 'Preços e serviços');
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} {...hero} />

      <section aria-labelledby="planos" className="relative px-5 pt-2 pb-16 sm:px-6 md:pb-20">
        <h2 id="planos" className="sr-only">
          Site e lista de presentes
        </h2>
        <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 md:grid-cols-2">
          <PlanCard
            title="Site de casamento"
            price={t.sitePrice}
            priceNote="para sempre"
            includes={freeSiteIncludes(t)}
            highlight
          >
            <SignUpCta className="w-full">{texts.cta}</SignUpCta>
          </PlanCard>
          <PlanCard
            title="Lista de presentes"
            price={t.giftFee}
            priceNote="por presente recebido"
            includes={giftListIncludes(t)}
          >
            <ButtonLink to={publicPaths.weddingList} size="lg" variant="outline" className="w-full">
              Como funciona a lista
            </ButtonLink>
          </PlanCard>
        </div>
      </section>

      <PageSection
        id="servicos"
        eyebrow="Serviços opcionais"
        title="Para deixar tudo ainda mais especial"
        background="bg-cream"
      >
        <ul className="mt-10 grid grid-cols-1 gap-5 md:grid-cols-3">
          {paidServices(t).map((s) => (
            <li
              key={s.key}
              className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-7"
            >
              <div className="flex items-start justify-between gap-3">
                <IconBadge
                  icon={serviceIcons[s.key as keyof typeof serviceIcons]}
                  className="size-12 bg-brand-soft text-brand-dark"
                  iconClassName="size-6"
                />
                {s.soon && <Badge tone="teal">{texts.comingSoon}</Badge>}
              </div>
              <h3 className="mt-5 font-serif text-xl font-bold text-ink">{s.title}</h3>
              <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
                <span className="font-serif text-3xl font-bold text-brand-dark">{s.price}</span>
                <span className="text-sm text-muted">{s.note}</span>
              </p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{s.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="como-comprar" eyebrow="Como comprar" title="Contratar um serviço leva um minuto">
        <StepsList steps={howToBuySteps} className="mt-10" />
      </PageSection>

      <PageSection
        id="faq-precos"
        eyebrow="Dúvidas frequentes"
        title="Perguntas sobre preços"
        background="bg-brand-soft/50"
        width="3xl"
      >
        <div className="mt-10">
          <Accordion items={pricingFaq(t)} />
        </div>
      </PageSection>

      <CtaBand title="Comece pelo site grátis" action={{ label: texts.cta, to: publicPaths.signUp }}>
        Criem o site agora e decidam sobre os extras quando quiserem.
      </CtaBand>
    </>
  );
}
