// Texts of the landing page. Figures come from the settings through `settingsPhrases`.
import type { AccordionEntry } from '../../components/ui/accordion.tsx';
import type { SettingsPhrases } from '../layout/settings-phrases.ts';

export const heroTexts = {
  eyebrow: 'Site de casamento + lista de presentes',
  title: 'O site do seu casamento e a lista de presentes, grátis e do jeito de vocês',
  cta: 'Criar meu site grátis',
  secondary: 'Conhecer o site',
  searchTitle: 'Vai a um casamento?',
  searchLabel: 'Buscar casal',
  searchPlaceholder: 'Nome dos noivos',
  searchButton: 'Buscar',
} as const;

export function heroLead(t: SettingsPhrases): string {
  return `Crie o site em minutos, receba confirmações de presença em tempo real e presentes em dinheiro por PIX, boleto ou cartão em até ${t.installments}, com saque por PIX ${t.withdrawalCost}.`;
}

export const featureTexts = {
  eyebrow: 'Site de casamento',
  title: 'Tudo o que o site do casamento precisa, em um só lugar',
  lead: 'Personalize cada detalhe e altere o que quiser, quando quiser, mesmo depois de publicar.',
} as const;

export const giftListTexts = {
  eyebrow: 'Lista de presentes',
  title: 'Presentes virtuais que viram dinheiro para realizar os planos de vocês',
} as const;

export function giftListPoints(t: SettingsPhrases): string[] {
  return [
    'Os convidados escolhem presentes virtuais e o valor cai na carteira de vocês.',
    `Pagamento por PIX, boleto ou cartão de crédito em até ${t.installments}.`,
    `Saque por PIX ${t.withdrawalCost}, sempre que quiserem, sem limite de saques.`,
    `Taxa de ${t.giftFee} por presente, que vocês podem repassar aos convidados.`,
    `Dinheiro liberado em até ${t.releaseDelay} após a confirmação do pagamento, sem prazo extra para boleto ou cartão.`,
    'Aviso a cada presente recebido, para agradecer o convidado na hora.',
  ];
}

export const testimonials = [
  {
    names: ['Mariana', 'Rafael'],
    when: 'Casaram em maio de 2026',
    quote:
      'Montamos o site numa noite e os convidados amaram confirmar presença pelo celular. A lista de lua de mel pagou nossos passeios em Lisboa!',
  },
  {
    names: ['Juliana', 'Pedro'],
    when: 'Casaram em agosto de 2026',
    quote:
      'O mural de recados virou a parte mais emocionante: lemos todas as mensagens juntos depois da festa. E o saque por PIX caiu rapidinho.',
  },
  {
    names: ['Camila', 'Bruno'],
    when: 'Casaram em outubro de 2026',
    quote:
      'A gente mudou a data do casamento duas vezes e foi só atualizar o site. Os padrinhos acharam tudo pelo QR code no convite.',
  },
] as const;

export const faqTexts = {
  eyebrow: 'Dúvidas frequentes',
  title: 'Perguntas frequentes',
} as const;

export function landingFaq(t: SettingsPhrases): AccordionEntry[] {
  return [
    {
      question: 'O site de casamento é mesmo grátis?',
      answer: `Sim. O site custa ${t.sitePrice}, sem mensalidade e sem limite de fotos, vídeos, músicas ou edições. Serviços extras, como o domínio próprio, são opcionais.`,
    },
    {
      question: 'Como funciona a lista de presentes em dinheiro?',
      answer:
        'Vocês montam uma lista de presentes virtuais, pronta ou personalizada. Quando um convidado presenteia, o valor vai para a carteira do casal e pode ser sacado por PIX.',
    },
    {
      question: 'Qual é a taxa da lista de presentes?',
      answer: `A taxa é de ${t.giftFee} por presente recebido. Vocês escolhem se ela fica com os noivos ou se é repassada aos convidados. O saque por PIX custa ${t.withdrawalFee}.`,
    },
    {
      question: 'Quando o dinheiro fica disponível para saque?',
      answer: `Em até ${t.releaseDelay} após a confirmação do pagamento, seja PIX, boleto ou cartão. Depois de pedir o saque, o PIX chega em até ${t.payoutDelay}.`,
    },
    {
      question: 'Como os convidados confirmam presença?',
      answer:
        'No próprio site, informando os nomes e o número de acompanhantes. Vocês acompanham as confirmações em tempo real no painel.',
    },
    {
      question: 'Posso alterar a data e as informações depois de publicar?',
      answer:
        'Pode, a qualquer momento. Data, local, fotos, textos e tema podem ser atualizados mesmo com o site já publicado.',
    },
  ];
}

export const closingTexts = {
  title: 'Comece hoje o site do seu casamento',
  lead: 'Leva poucos minutos, é grátis e vocês podem mudar tudo depois.',
  cta: 'Criar site grátis',
} as const;
