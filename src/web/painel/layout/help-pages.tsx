// Central de Ajuda: a short FAQ with the platform's real numbers and a first-steps tour.
import { ArrowLeft } from 'lucide-react';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { formatSupportHours } from '../../../shared/settings.ts';
import { Accordion } from '../../components/ui/accordion.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { StepsList } from '../../components/ui/steps-list.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { InlinePageLink } from './inline-page-link.tsx';
import { accountPrivacyLink, coupleDataLink, weddingDataLink } from './panel-links.ts';
import { panelPaths as p } from './panel-paths.ts';

function HelpFrame({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Central de Ajuda</p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-2 leading-relaxed text-muted">{lead}</p>
      <div className="mt-8">{children}</div>
      <ButtonLink to={p.dashboard} variant="outline" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar ao painel
      </ButtonLink>
    </div>
  );
}

export function HelpFaqPage() {
  const s = useSettings();
  return (
    <HelpFrame
      title="Perguntas frequentes"
      lead="As dúvidas mais comuns dos casais, respondidas em poucas linhas."
    >
      <Accordion
        items={[
          {
            question: 'Quanto custa o site de casamento?',
            answer: 'Nada: o site é 100% grátis, com edições ilimitadas, inclusive depois de publicado.',
          },
          {
            question: 'Qual é a taxa da lista de presentes?',
            answer: `${formatPercent(s.giftFeeBasisPoints)} por presente. Vocês escolhem se a taxa sai do valor recebido ou se os convidados a pagam.`,
          },
          {
            question: 'Quando o dinheiro dos presentes fica disponível?',
            answer: `${s.releaseBusinessDays} dias úteis após a confirmação do pagamento. O saque por PIX é grátis (${formatBRL(s.withdrawalFeeCents)}) e chega em até ${s.payoutMaxHours} horas.`,
          },
          {
            question: 'Posso mudar a data ou os nomes depois?',
            answer: (
              <>
                Sim, a qualquer momento, mesmo com o site publicado: use{' '}
                <InlinePageLink link={weddingDataLink} /> e <InlinePageLink link={coupleDataLink} />.
              </>
            ),
          },
          {
            question: 'Como baixo ou apago os nossos dados?',
            answer: (
              <>
                Em <InlinePageLink link={accountPrivacyLink} /> vocês baixam uma cópia de tudo (LGPD) ou
                excluem a conta.
              </>
            ),
          },
          {
            question: 'Qual é o horário do atendimento?',
            answer: `O atendimento funciona das ${formatSupportHours(s.supportHours)}.`,
          },
        ]}
      />
    </HelpFrame>
  );
}

export function HelpTourPage() {
  return (
    <HelpFrame
      title="Tour - Primeiros passos"
      lead="Do cadastro ao grande dia: o caminho que a maioria dos casais faz no painel."
    >
      <StepsList
        steps={[
          {
            title: 'Escolham o endereço',
            text: 'O link do site aparece no painel lateral, pronto para copiar.',
          },
          {
            title: 'Deixem o site com a cara de vocês',
            text: 'Tema, fotos, história do casal e seções em Aparência do Site.',
          },
          {
            title: 'Montem a lista de presentes',
            text: 'Presentes virtuais que chegam em dinheiro na carteira de vocês.',
          },
          { title: 'Compartilhem', text: 'Pelo WhatsApp, com o link ou com o QR code impresso no convite.' },
        ]}
      />
    </HelpFrame>
  );
}
