// Every page the couple's panel links to. `routes.ts` in shared/ only knows `/dashboard/*`; the
// pages inside it are listed here so the menus, the routes and the "Em breve" table agree.
export const panelPaths = {
  dashboard: '/dashboard',
  weddingData: '/dashboard/dados-do-casamento',
  coupleData: '/dashboard/dados-do-casal',
  account: '/dashboard/minha-conta',
  giftListEditor: '/dashboard/lista-de-presentes/editar-lista',
  giftsReceived: '/dashboard/lista-de-presentes/presentes-recebidos',
  giftFees: '/dashboard/lista-de-presentes/configurar-taxas',
  otherLists: '/dashboard/lista-de-presentes/outras-listas',
  externalLists: '/dashboard/lista-de-presentes/lista-externa',
  aboutGiftList: '/dashboard/lista-de-presentes/sobre',
  gravata: '/dashboard/lista-de-presentes/gravata-digital',
  store: '/dashboard/loja',
  wallet: '/dashboard/carteira',
  siteTheme: '/dashboard/site/tema',
  siteCustomize: '/dashboard/site/personalizar',
  siteIntro: '/dashboard/site/introducao',
  siteSections: '/dashboard/site/secoes',
  siteMusic: '/dashboard/site/musica',
  sitePublish: '/dashboard/site/publicacao',
  guestMessages: '/dashboard/convidados/recados',
  guestRsvps: '/dashboard/convidados/presencas',
  guestEvents: '/dashboard/convidados/eventos',
  guestEventsSummary: '/dashboard/convidados/eventos/resumo',
  guestList: '/dashboard/convidados/lista',
  guestListImport: '/dashboard/convidados/lista/importar',
  guestSend: '/dashboard/convidados/enviar-convites',
  guestCheckIn: '/dashboard/convidados/check-in',
  invitation: '/dashboard/papelaria/convite',
  saveTheDate: '/dashboard/papelaria/save-the-date',
  announcement: '/dashboard/papelaria/comunicado',
  services: '/dashboard/servicos',
  customDomain: '/dashboard/servicos/dominio',
  siteDownload: '/dashboard/servicos/download-do-site',
  faq: '/dashboard/ajuda/faq',
  tour: '/dashboard/ajuda/tour',
  sharedAccess: '/dashboard/acesso-compartilhado',
} as const;

/** In a site editor address, `?publicar=1` opens the publish dialog with its checklist. */
export const publishParam = 'publicar';

/** Where "Publicar o site" leads from outside the editor: the checklist, over "Publicação e senha". */
export const publishChecklistPath = `${panelPaths.sitePublish}?${publishParam}=1`;
