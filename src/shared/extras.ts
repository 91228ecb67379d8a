// Paid extras (issue 23): what a couple buys from the platform in the panel (a custom domain, the
// site keepsake), their order states and the pt-BR texts the panel, the back office and the e-mails
// show. Prices are settings (`customDomainPriceCents`, `siteDownloadPriceCents`), never literals.
import { choices } from './choices.ts';
import type { Settings } from './settings.ts';

export const { values: extraServices, labels: extraServiceNames } = choices({
  dominio: 'Domínio personalizado',
  copia_do_site: 'Cópia do site',
});
export type ExtraService = (typeof extraServices)[number];

/**
 * An order's life. A domain: aguardando_pagamento → pago → registrando → ativo (a new name), or
 * pago → aguardando_dns → ativo (a name the couple owns), or falhou. The keepsake: pago → gerando →
 * ativo (the zip is ready), again gerando on a rebuild. A refund ends any of them in estornado.
 */
const orderStatuses = choices({
  aguardando_pagamento: 'Aguardando pagamento',
  pago: 'Pago',
  registrando: 'Registrando',
  aguardando_dns: 'Aguardando DNS',
  gerando: 'Gerando',
  ativo: 'Ativo',
  falhou: 'Falhou',
  estornado: 'Estornado',
});
export const extraOrderStatuses = orderStatuses.values;
export type ExtraOrderStatus = (typeof extraOrderStatuses)[number];

/** A domain is bought and registered by us, or one the couple owns is pointed at us. */
export const domainModes = ['registro', 'proprio'] as const;
export type DomainMode = (typeof domainModes)[number];

/** "Ativo", or "Pronta" for a keepsake whose zip is ready to download. */
export function extraStatusLabel(service: ExtraService, status: ExtraOrderStatus): string {
  if (service === 'copia_do_site' && status === 'ativo') return 'Pronta';
  return orderStatuses.labels[status];
}

export function extraPriceCents(settings: Settings, service: ExtraService): number {
  return service === 'dominio' ? settings.customDomainPriceCents : settings.siteDownloadPriceCents;
}

/** A keepsake can be rebuilt (with the latest messages) for this long after it was paid. */
export const KEEPSAKE_REBUILD_DAYS = 365;

/** "Recibo nº 000123" */
export function receiptLabel(receiptNumber: number): string {
  return `Recibo nº ${String(receiptNumber).padStart(6, '0')}`;
}

export const extrasMessages = {
  domainTakenMeanwhile:
    'Outro casal registrou este domínio antes da confirmação do pagamento. O valor será estornado.',
  orderNotFound: 'Pedido não encontrado.',
  alreadyBought: 'Vocês já compraram este serviço.',
  domainAlreadyActive: 'Vocês já têm um domínio personalizado. Para trocar, fale com o suporte.',
  siteNotPublished: 'Publique o site antes de comprar um serviço adicional.',
  notPayable: 'Este pedido não está mais aguardando pagamento.',
} as const;

/** The checkout page of an order, the couple's receipt and the panel's "Serviços Adicionais". */
export const extrasTexts = {
  checkoutEyebrow: 'Serviços Adicionais · Nosso Sim',
  checkoutLead: (service: string) =>
    `Vocês estão comprando ${service}. O pagamento é feito uma única vez, sem taxa de presente.`,
  pay: (amount: string) => `Pagar ${amount}`,
  backToPanel: 'Voltar ao painel',
  pageTitle: 'Serviços Adicionais',
  pageLead: 'Extras para o seu site, pagos uma única vez por PIX, boleto ou cartão.',
  buy: 'Comprar',
  buyDomain: 'Escolher domínio',
  continuePayment: 'Continuar pagamento',
  download: 'Baixar cópia (ZIP)',
  rebuild: 'Gerar novamente',
  receipt: 'Ver recibo',
  ordersTitle: 'Meus pedidos',
  noOrders: 'Vocês ainda não compraram nenhum serviço adicional.',
  domainDescription:
    'Seu site em um endereço só de vocês, como www.mariaejoao.com.br, com certificado de segurança.',
  keepsakeDescription:
    'Uma cópia do site para guardar: páginas, fotos, recados, eventos, confirmações de presença e presentes recebidos, que abre no navegador sem internet.',
  storeTitle: 'Loja',
  storeDescription: (cashback: string) => `Compras com ${cashback} de cashback.`,
  comingSoon: 'Em breve',
  receiptTitle: 'Recibo',
  receiptPaidOn: 'Pago em',
  receiptRefundedOn: 'Estornado em',
  receiptMethod: 'Forma de pagamento',
  receiptService: 'Serviço',
  receiptAmount: 'Valor',
  receiptPayer: 'Pagador',
  receiptIssuer: 'Nosso Sim',
  print: 'Imprimir',
  manageDomain: 'Ver meu domínio',
  rebuildStarted: 'Estamos gerando a cópia de novo. Avisaremos por e-mail quando estiver pronta.',
  building: 'Estamos gerando a cópia. Avisaremos por e-mail quando estiver pronta.',
  builtOn: (date: string) => `Gerada em ${date}.`,
  rebuildHint: (date: string) =>
    `Depois do casamento, gere de novo para incluir os últimos recados (até ${date}).`,
  publishFirst: 'Publique o site para comprar a cópia.',
  status: 'Situação',
  date: 'Data',
  loadFailed: 'Não foi possível carregar os serviços adicionais.',
  noWedding: 'Conclua o cadastro do casamento para comprar serviços adicionais.',
} as const;

/** The panel's "Serviços Adicionais". */
export const EXTRAS_PANEL_PATH = '/dashboard/servicos';

/** The keepsake's own words: its pages' navigation, the note where a form was, its e-mail. */
export const keepsakeTexts = {
  nav: 'Cópia do site',
  home: 'Início',
  gifts: 'Lista de presentes',
  wall: 'Recados e presentes',
  formNote:
    'Esta é uma cópia do site para guardar: confirmações, recados e presentes ficaram registrados abaixo.',
  messagesTitle: 'Recados',
  noMessages: 'Nenhum recado publicado.',
  giftsTitle: 'Presentes recebidos',
  noGifts: 'Nenhum presente recebido.',
  gave: (guest: string, gift: string) => `${guest} deu ${gift}`,
  builtOn: (date: string) => `Cópia do site gerada em ${date}.`,
  files: 'Arquivos: confirmacoes.csv (confirmações de presença) e presentes-recebidos.csv (presentes).',
  readySubject: 'A cópia do site de vocês está pronta',
  readyTitle: 'Cópia do site pronta',
  readyLines: [
    'A cópia do site do casamento está pronta para baixar, com as páginas, fotos, recados, eventos, confirmações de presença e presentes recebidos.',
    'Ela abre no navegador, sem internet: descompacte o arquivo e abra o index.html.',
  ],
  readyAction: 'Baixar em Serviços Adicionais',
  rebuildClosed: 'O prazo para gerar a cópia de novo terminou (um ano depois da compra).',
  notReady: 'A cópia do site ainda não está pronta.',
  failed: 'Não foi possível gerar a cópia do site. Tente gerar novamente.',
} as const;
