// `/lista-de-casamento`: the cash gift list in 4 steps, list types, benefits, fees, guest options.
import {
  Barcode,
  CreditCard,
  Heart,
  House,
  MessageSquareHeart,
  PartyPopper,
  PenLine,
  Plane,
  QrCode,
} from 'lucide-react';
import { publicPaths } from '../../../shared/routes.ts';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { FeatureGrid } from '../../components/ui/feature-card.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { StepsList } from '../../components/ui/steps-list.tsx';
import { SignUpCta } from '../layout/sign-up-cta.tsx';
import { FeeComparisonTable } from './fee-comparison-table.tsx';
import { useMarketingPage } from './use-marketing-page.ts';
import {
  guestConveniences,
  listBenefits,
  listTypes,
  weddingListTexts as texts,
  weddingListSteps,
} from './wedding-list-content.ts';

const typeIcons = {
  viagem: Plane,
  casa: House,
  casamento: Heart,
  divertidos: PartyPopper,
  personalizada: PenLine,
};
const guestIcons = [QrCode, Barcode, CreditCard, MessageSquareHeart];

export default function WeddingListPage() {
  const { t, hero } = useMarketingPage('weddingList', 'Lista de casamento em dinheiro');
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} {...hero}>
        <SignUpCta>{texts.cta}</SignUpCta>
        <a
          href="#taxas"
          className="rounded-full px-4 py-3 text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          {texts.secondary}
        </a>
      </PageHero>

      <PageSection id="como-funciona" eyebrow="Como funciona" title="Da lista ao PIX em 4 passos">
        <StepsList steps={weddingListSteps} className="mt-10" />
      </PageSection>

      <PageSection
        id="tipos-de-lista"
        eyebrow="Tipos de lista"
        title="Escolham a lista que combina com vocês"
        lead="Comecem com uma lista pronta e ajustem os presentes quando quiserem."
        background="bg-cream"
      >
        <FeatureGrid
          features={listTypes.map((type) => ({ ...type, icon: typeIcons[type.key] }))}
          className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5 [&>li:last-child:nth-child(odd)]:col-span-2 lg:[&>li:last-child:nth-child(odd)]:col-span-1"
        />
      </PageSection>

      <section aria-labelledby="vantagens" className="px-5 py-16 sm:px-6 md:py-20">
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="vantagens"
              eyebrow="Vantagens"
              title="Mais dinheiro para os planos de vocês"
              align="left"
            />
            <CheckList items={listBenefits(t)} className="mt-8" />
          </div>
          <div id="taxas" className="scroll-mt-24">
            <h2 className="font-serif text-2xl font-bold text-ink md:text-3xl">Compare as taxas</h2>
            <p className="mt-2 mb-6 text-muted">O que vocês pagam aqui e o que cobram por aí.</p>
            <FeeComparisonTable t={t} />
          </div>
        </div>
      </section>

      <PageSection
        id="convidados"
        eyebrow="Para os convidados"
        title="Presentear fica fácil para todo mundo"
        lead="Sem cadastro e sem complicação: o convidado escolhe o presente e paga como preferir."
        background="bg-teal-soft/60"
      >
        <FeatureGrid
          features={guestConveniences(t).map((g, i) => ({ ...g, icon: guestIcons[i] ?? QrCode }))}
          className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          firstTone="teal"
        />
      </PageSection>

      <CtaBand
        title="Crie a lista de presentes de vocês"
        action={{ label: texts.cta, to: publicPaths.signUp }}
      >
        O site e a lista são grátis: a taxa de {t.giftFee} só é cobrada quando um presente chega.
      </CtaBand>
    </>
  );
}
