// Texts of `/precos-e-servicos`: free site, optional paid services, how to buy, FAQ.

import type { SettingsPhrases } from '../../../shared/settings-phrases.ts';
import type { AccordionEntry } from '../../components/ui/accordion.tsx';
import type { Step } from '../../components/ui/steps-list.tsx';

export const pricingTexts = {
  eyebrow: 'Preços e Serviços',
  cta: 'Criar site grátis',
  comingSoon: 'Em breve',
} as const;

export const freeSiteIncludes = (t: SettingsPhrases) => [
  `${t.themeCount} personalizáveis`,
  'Fotos, vídeos e músicas ilimitados',
  'Confirmação de presença em tempo real',
  'Mural de recados',
  'Mapa e rotas da cerimônia e da recepção',
  'Proteção por senha',
  'Endereço personalizado e QR code',
  'Lista de presentes em dinheiro',
];

export function giftListIncludes(t: SettingsPhrases): string[] {
  return [
    `Taxa de ${t.giftFee} por presente, que pode ser repassada aos convidados`,
    `Saque por PIX: ${t.withdrawalFee}, sem limite de saques`,
    `Dinheiro liberado em até ${t.releaseDelay} após a confirmação do pagamento`,
    `PIX, boleto ou cartão em até ${t.installments}`,
  ];
}

export function paidServices(t: SettingsPhrases) {
  return [
    {
      key: 'dominio',
      title: 'Domínio personalizado',
      price: t.customDomainPrice,
      note: 'pagamento único',
      text: 'Um endereço só de vocês, como anaejoao.com.br, apontando para o site do casamento.',
      soon: false,
    },
    {
      key: 'download',
      title: 'Cópia do site',
      price: t.siteDownloadPrice,
      note: 'pagamento único',
      text: 'Uma cópia do site do casamento para guardar de lembrança e rever quando quiserem.',
      soon: false,
    },
    {
      key: 'loja',
      title: 'Loja com cashback',
      price: t.storeCashback,
      note: 'de cashback nas compras',
      text: 'Comprem para a casa nova e recebam parte do valor de volta na carteira do casal.',
      soon: true,
    },
  ];
}

export const howToBuySteps: Step[] = [
  { title: 'Entrem no painel', text: 'Acessem a conta do casal com e-mail e senha.' },
  {
    title: 'Abram Serviços Adicionais',
    text: 'No menu do painel, escolham o serviço que desejam contratar.',
  },
  { title: 'Paguem como preferirem', text: 'PIX, boleto ou cartão de crédito, com pagamento único.' },
  { title: 'Pronto!', text: 'O serviço é ativado assim que o pagamento é confirmado.' },
];

export function pricingFaq(t: SettingsPhrases): AccordionEntry[] {
  return [
    {
      question: 'Existe alguma mensalidade?',
      answer: `Não. O site de casamento custa ${t.sitePrice} e continua grátis depois do casamento. Vocês só pagam pelos serviços adicionais que contratarem.`,
    },
    {
      question: 'Quem paga a taxa da lista de presentes?',
      answer: `Vocês escolhem. A taxa de ${t.giftFee} pode ficar com os noivos ou ser repassada aos convidados; nesse caso, vocês recebem o valor cheio do presente.`,
    },
    {
      question: 'Quanto custa sacar o dinheiro?',
      answer: `O saque por PIX custa ${t.withdrawalFee} e não tem limite de quantidade. O dinheiro fica disponível em até ${t.releaseDelay} após a confirmação do pagamento e, depois do pedido, chega em até ${t.payoutDelay}.`,
    },
    {
      question: 'Preciso comprar um domínio para ter um endereço personalizado?',
      answer: `Não. Todo site já tem um endereço com o nome do casal, sem custo. O domínio próprio (${t.customDomainPrice}, pagamento único) é opcional.`,
    },
    {
      question: 'Quando a loja com cashback estará disponível?',
      answer:
        'Em breve. Enquanto isso, o site e a lista de presentes já estão disponíveis, sem custo para criar.',
    },
  ];
}
