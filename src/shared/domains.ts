// Custom domains (issue 23): what a couple may type as a domain, how it is written once accepted,
// and the texts the panel, the back office and the API give about it.

/** The endings we register for couples (a name the couple owns may end in anything). */
export const registrableEndings = ['com.br', 'com'] as const;
export type RegistrableEnding = (typeof registrableEndings)[number];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A domain as typed ("https://WWW.MariaeJoao.com.br/", "mariaejoao.com.br.") written the one way we
 * keep it: lower case, no scheme, path, port, "www." or final dot; null when it is not a domain
 * (one label, a label over 63 characters, characters other than letters, digits and hyphens).
 */
export function normaliseDomain(input: string): string | null {
  let host = input.trim().toLowerCase();
  host = host
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  // The last label is a top-level domain: letters only (no "mariaejoao.123").
  if (!/^[a-z]{2,63}$/.test(labels.at(-1) ?? '')) return null;
  return host;
}

/** The ending we register it under, or null (only `.com.br` and `.com`, one name before them). */
export function registrableEnding(domain: string): RegistrableEnding | null {
  if (/^[a-z0-9-]+\.com\.br$/.test(domain)) return 'com.br';
  if (/^[a-z0-9-]+\.com$/.test(domain)) return 'com';
  return null;
}

/** A name typed in the search ("maria e joão") as the label it would register: "mariaejoao". */
export function searchLabel(input: string): string | null {
  const plain = input
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^www\./, '')
    .replace(/\.(com\.br|com)$/, '')
    .replace(/[^a-z0-9-]/g, '');
  const label = plain.replace(/^-+|-+$/g, '');
  return label.length >= 2 && label.length <= 63 ? label : null;
}

/** The host without its port, the "www." dropped: the way a request's Host is looked up. */
export function hostName(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export const domainMessages = {
  invalid: 'Digite um domínio válido, como mariaejoao.com.br.',
  endingNotOffered: 'Registramos domínios terminados em .com.br ou .com.',
  platformHost: 'Este endereço é do Nosso Sim e não pode ser usado como domínio de um casal.',
  taken: 'Este domínio já está em uso em outro site do Nosso Sim.',
  unavailable: 'Este domínio não está disponível para registro. Tente outro nome.',
  searchInvalid: 'Digite o nome que vocês querem, como mariaejoao.',
  notWaitingDns: 'Este domínio não está aguardando a configuração do DNS.',
  retryOnlyFailed: 'Só um pedido que falhou pode ser tentado de novo.',
  notRefundable: 'Este pedido não tem um pagamento confirmado para estornar.',
} as const;

export const domainTexts = {
  pageTitle: 'Domínio personalizado',
  pageLead: 'O site de vocês em um endereço só seu, com certificado de segurança, em pagamento único.',
  searchLabel: 'Nome do domínio',
  searchHint: 'Sem espaços nem acentos. Ex.: mariaejoao',
  search: 'Pesquisar',
  available: 'Disponível',
  unavailable: 'Indisponível',
  buy: 'Comprar',
  ownTab: 'Já tenho um domínio',
  searchTab: 'Registrar um domínio',
  ownLabel: 'Seu domínio',
  ownHint: 'O domínio que vocês já registraram, como mariaejoao.com.br.',
  ownContinue: 'Conectar domínio',
  dnsTitle: 'Configure o DNS do seu domínio',
  dnsLead:
    'No painel de quem vende o seu domínio (Registro.br, GoDaddy, Hostinger...), crie estes registros. A mudança pode levar algumas horas para valer.',
  dnsRecords: 'Registros de DNS',
  dnsType: 'Tipo',
  dnsName: 'Nome',
  dnsValue: 'Valor',
  checkNow: 'Verificar agora',
  checking: 'Verificando...',
  dnsNotYet: 'Ainda não encontramos os registros. Verificamos de novo a cada 10 minutos.',
  dnsOk: 'DNS configurado! O domínio já está ativo.',
  yourDomain: 'Seu domínio',
  visit: 'Abrir o site',
  redirectNote: (domain: string) => `www.${domain} leva para ${domain}.`,
  area: 'Serviços Adicionais',
  modeLegend: 'Como vocês querem o domínio?',
  results: 'Resultados da pesquisa',
  priceOnce: (price: string) => `${price} em pagamento único`,
  registering: 'Estamos registrando o domínio. Isso costuma levar alguns minutos.',
  starting: 'Pagamento confirmado. Estamos preparando o domínio.',
  failedHelp: 'Nossa equipe já foi avisada e vai entrar em contato. Se preferir, escreva para o suporte.',
  unpaid: (domain: string) => `O pedido de ${domain} aguarda o pagamento.`,
  continuePayment: 'Continuar pagamento',
  activeLead: 'O site de vocês já abre neste endereço.',
} as const;
