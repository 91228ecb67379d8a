// Landing FAQ: six questions in an accordion (one open at a time, collapsible).
import { Link } from 'react-router';
import { publicPaths } from '../../../shared/routes.ts';
import { Accordion } from '../../components/ui/accordion.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import type { MarketingTexts } from '../layout/use-marketing-content.ts';

export function FaqSection({ texts: { content, fill } }: { texts: MarketingTexts }) {
  const { faq } = content;
  return (
    <section aria-labelledby="faq-titulo" className="bg-brand-soft/50 px-5 py-16 sm:px-6 md:py-24">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading id="faq-titulo" eyebrow={faq.eyebrow} title={fill(faq.title)} align="left">
          Não achou sua resposta? Veja também{' '}
          <Link
            to={publicPaths.pricing}
            className="font-semibold text-brand-dark underline underline-offset-4"
          >
            Preços e Serviços
          </Link>
          .
        </SectionHeading>
        <Accordion
          items={faq.items.map((item) => ({ question: fill(item.question), answer: fill(item.answer) }))}
        />
      </div>
    </section>
  );
}
