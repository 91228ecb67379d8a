// `/quem-somos`: who we are, what we believe and how to reach us.
import { Clock, HeartHandshake, Mail, Scale, Sparkles } from 'lucide-react';
import { brand } from '../../../shared/brand.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { FeatureGrid } from '../../components/ui/feature-card.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { useMarketingPage } from './use-marketing-page.ts';

const values = [
  {
    icon: Sparkles,
    title: 'Simples de verdade',
    text: 'Criar o site e a lista leva minutos, no celular ou no computador, sem precisar entender de tecnologia.',
  },
  {
    icon: Scale,
    title: 'Taxas às claras',
    text: 'Mostramos cada taxa e cada prazo antes de vocês começarem. Sem letras miúdas nem cobranças surpresa.',
  },
  {
    icon: HeartHandshake,
    title: 'Carinho nos detalhes',
    text: 'Cada recado, confirmação e presente importa. Cuidamos dos dados de vocês e dos convidados com respeito.',
  },
];

export default function AboutPage() {
  const { t, hero } = useMarketingPage('about', 'Quem somos');
  return (
    <>
      <PageHero eyebrow="Quem somos" {...hero} />

      <section aria-labelledby="historia" className="px-5 py-16 sm:px-6 md:py-20">
        <div className="mx-auto max-w-3xl space-y-5 text-base leading-relaxed text-ink/85 md:text-lg">
          <h2 id="historia" className="font-serif text-3xl font-bold text-ink md:text-4xl">
            Nossa história
          </h2>
          <p>
            Organizar um casamento já dá trabalho demais. Vimos casais pagando caro por sites simples,
            esperando semanas para receber o dinheiro dos presentes e pagando para sacar o que era deles.
          </p>
          <p>
            Por isso criamos o {brand.name}: um site de casamento bonito e grátis, com confirmação de
            presença, mural de recados e todas as informações da festa, e uma lista de presentes em dinheiro
            com taxas claras e saque por PIX.
          </p>
          <p>Somos apaixonados por boas histórias de amor e seguimos {brand.since}.</p>
        </div>
      </section>

      <PageSection id="valores" eyebrow="No que acreditamos" title="Nossos valores" background="bg-cream">
        <FeatureGrid features={values} className="mt-10 grid grid-cols-1 gap-4 md:grid-cols-3 md:gap-6" />
      </PageSection>

      <section aria-labelledby="contato" className="px-5 py-16 sm:px-6 md:py-20">
        <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2">
          <h2 id="contato" className="font-serif text-3xl font-bold text-ink sm:col-span-2 md:text-4xl">
            Fale com a gente
          </h2>
          <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
            <Clock className="size-6 text-teal-dark" aria-hidden="true" />
            <p className="mt-3 font-semibold text-ink">Atendimento</p>
            <p className="mt-1 text-muted">Das {t.supportHours}</p>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
            <Mail className="size-6 text-brand" aria-hidden="true" />
            <p className="mt-3 font-semibold text-ink">E-mail</p>
            <a
              href={`mailto:${t.contactEmail}`}
              className="mt-1 block break-all text-brand-dark underline-offset-4 hover:underline"
            >
              {t.contactEmail}
            </a>
          </div>
        </div>
      </section>

      <CtaBand
        title="Vamos começar a história de vocês?"
        action={{ label: 'Criar site grátis', to: publicPaths.signUp }}
      />
    </>
  );
}
