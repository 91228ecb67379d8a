// What the panel's header, side panel and phone sheet point to: real pages or an "Em breve" page,
// never a dead click.
import {
  Brush,
  CalendarHeart,
  CircleQuestionMark,
  ClipboardList,
  Compass,
  Download,
  EighthNotes,
  ExternalLink,
  Gift,
  Globe,
  Images,
  Inbox,
  Info,
  LayoutList,
  LifeBuoy,
  ListPlus,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageCircleHeart,
  Palette,
  Pencil,
  QrCode,
  ScanLine,
  ScrollText,
  Send,
  Settings2,
  Sparkles,
  Stamp,
  Type,
  UserRoundCheck,
  Users,
} from 'lucide-react';
import type { PageTab } from '../../components/ui/page-tabs.tsx';
import { panelPaths as p } from './panel-paths.ts';

export interface PanelLink {
  label: string;
  to: string;
  icon?: LucideIcon;
  /** Extra text after the label, e.g. a price. */
  note?: string;
  /** Leads to an "Em breve" page: menus show the badge (issue 20). */
  soon?: boolean;
  /** The page's shorter label among its area's tabs (`PageTabs`); none when it is not a tab. */
  tab?: string;
}

/** An area's pages as its tabs, under their tab labels, in the side panel's order. */
function tabsOf(links: PanelLink[]): PageTab[] {
  return links.flatMap(({ tab, to, icon }) => (tab && icon ? [{ label: tab, to, icon }] : []));
}

export const guestLinks: PanelLink[] = [
  { label: 'Lista de convidados', to: p.guestList, icon: ClipboardList },
  { label: 'Recados recebidos', to: p.guestMessages, icon: MessageCircleHeart },
  { label: 'Presenças confirmadas', to: p.guestRsvps, icon: UserRoundCheck },
  { label: 'Eventos', to: p.guestEvents, icon: CalendarHeart },
  { label: 'Enviar convites', to: p.guestSend, icon: Send },
  { label: 'Check-in', to: p.guestCheckIn, icon: ScanLine },
];

/** The gift list's pages in the side panel; `sidebarOnly` ones stay out of the header and phone menus. */
const giftListPages: (PanelLink & { sidebarOnly?: true })[] = [
  { label: 'Editar lista de presentes', to: p.giftListEditor, icon: Pencil, tab: 'Editar minha lista' },
  { label: 'Presentes Recebidos', to: p.giftsReceived, icon: Inbox, tab: 'Presentes recebidos' },
  { label: 'Configurar Taxas', to: p.giftFees, icon: Settings2, tab: 'Configurar lista' },
  {
    label: 'Incluir lista externa',
    to: p.externalLists,
    icon: ExternalLink,
    sidebarOnly: true,
    tab: 'Incluir lista externa',
  },
  { label: 'Adicionar Outras Listas', to: p.otherLists, icon: ListPlus },
  { label: 'Gravata digital', to: p.gravata, icon: QrCode, sidebarOnly: true },
  { label: 'Sobre a Lista', to: p.aboutGiftList, icon: Info, tab: 'Sobre a lista' },
];

/** The tabs above the gift-list pages (SPEC 2.6). */
export const giftListTabs: PageTab[] = tabsOf(giftListPages);

/** The header's "Lista de Presentes" menu and its group in the phone sheet (no icons there). */
export const giftListLinks: PanelLink[] = giftListPages.filter((link) => !link.sidebarOnly);

export const weddingDataLink: PanelLink = { label: 'Dados do Casamento', to: p.weddingData };
export const coupleDataLink: PanelLink = { label: 'Dados do Casal', to: p.coupleData };
export const accountPrivacyLink: PanelLink = { label: 'Minha conta e privacidade', to: p.account };

export const accountLinks: PanelLink[] = [weddingDataLink, coupleDataLink, accountPrivacyLink];

/** A member of the wedding (shared access): their own name and password, not the owner's data. */
export const memberAccountLink: PanelLink = { label: 'Minha conta', to: p.account };

/** Shared access (issue 21): the couple invites its partner or a planner. */
export const sharedAccessLink: PanelLink = { label: 'Acesso compartilhado', to: p.sharedAccess };

export interface SidebarSection {
  id: string;
  label: string;
  icon: LucideIcon;
  links: PanelLink[];
}

const siteLinks: PanelLink[] = [
  { label: 'Alterar tema', to: p.siteTheme, icon: Images, tab: 'Alterar tema' },
  { label: 'Personalizar tema', to: p.siteCustomize, icon: Brush, tab: 'Personalizar tema' },
  { label: 'Editar introdução do site', to: p.siteIntro, icon: Type, tab: 'Introdução' },
  { label: 'Editar seções do site', to: p.siteSections, icon: LayoutList, tab: 'Seções' },
  { label: 'Configurar música', to: p.siteMusic, icon: EighthNotes, tab: 'Música' },
  { label: 'Publicação e senha', to: p.sitePublish, icon: Globe, tab: 'Publicação e senha' },
];

/** The tabs above the pages of "Aparência do Site". */
export const siteTabs: PageTab[] = tabsOf(siteLinks);

const stationeryLinks: PanelLink[] = [
  { label: 'Convite', to: p.invitation, icon: ScrollText },
  { label: 'Save the Date', to: p.saveTheDate, icon: Stamp },
  { label: 'Comunicado', to: p.announcement, icon: Megaphone },
];

const helpLinks: PanelLink[] = [
  { label: 'FAQ', to: p.faq, icon: CircleQuestionMark },
  { label: 'Tour - Primeiros passos', to: p.tour, icon: Compass },
];

/** The side panel's groups, in order; the paid services show their prices. */
export function sidebarSections(prices: { domain: string; download: string }): SidebarSection[] {
  const serviceLinks: PanelLink[] = [
    { label: 'Domínio personalizado', to: p.customDomain, icon: Globe, note: prices.domain },
    { label: 'Cópia do site', to: p.services, icon: Download, note: prices.download },
  ];
  return [
    { id: 'aparencia', label: 'Aparência do Site', icon: Palette, links: siteLinks },
    { id: 'lista', label: 'Lista de Presentes', icon: Gift, links: giftListPages },
    { id: 'convidados', label: 'Meus Convidados', icon: Users, links: guestLinks },
    { id: 'papelaria', label: 'Papelaria', icon: Mail, links: stationeryLinks },
    { id: 'servicos', label: 'Serviços Adicionais', icon: Sparkles, links: serviceLinks },
    { id: 'ajuda', label: 'Central de Ajuda', icon: LifeBuoy, links: helpLinks },
  ];
}
