// What the panel's header, side panel and phone sheet point to: real pages or an "Em breve" page,
// never a dead click.
import {
  Brush,
  CircleQuestionMark,
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
  ScrollText,
  Settings2,
  Sparkles,
  Stamp,
  Type,
  UserRoundCheck,
  Users,
} from 'lucide-react';
import { panelPaths as p } from './panel-paths.ts';

export interface PanelLink {
  label: string;
  to: string;
  icon?: LucideIcon;
  /** Extra text after the label, e.g. a price. */
  note?: string;
  /** Leads to an "Em breve" page: menus show the badge (issue 20). */
  soon?: boolean;
}

export const guestLinks: PanelLink[] = [
  { label: 'Recados recebidos', to: p.guestMessages, icon: MessageCircleHeart },
  { label: 'Presenças confirmadas', to: p.guestRsvps, icon: UserRoundCheck },
];

export const giftListLinks: PanelLink[] = [
  { label: 'Editar lista de presentes', to: p.giftListEditor },
  { label: 'Presentes Recebidos', to: p.giftsReceived },
  { label: 'Configurar Taxas', to: p.giftFees },
  { label: 'Adicionar Outras Listas', to: p.otherLists },
  { label: 'Sobre a Lista', to: p.aboutGiftList },
];

export const accountLinks: PanelLink[] = [
  { label: 'Dados do Casamento', to: p.weddingData },
  { label: 'Dados do Casal', to: p.coupleData },
  { label: 'Minha conta e privacidade', to: p.account },
];

export interface SidebarSection {
  id: string;
  label: string;
  icon: LucideIcon;
  links: PanelLink[];
}

export function sidebarSections(prices: { domain: string; download: string }): SidebarSection[] {
  return [
    {
      id: 'aparencia',
      label: 'Aparência do Site',
      icon: Palette,
      links: [
        { label: 'Alterar tema', to: p.siteTheme, icon: Images },
        { label: 'Personalizar tema', to: p.siteCustomize, icon: Brush },
        { label: 'Editar introdução do site', to: p.siteIntro, icon: Type },
        { label: 'Editar seções do site', to: p.siteSections, icon: LayoutList },
        { label: 'Configurar música', to: p.siteMusic, icon: EighthNotes },
        { label: 'Publicação e senha', to: p.sitePublish, icon: Globe },
      ],
    },
    {
      id: 'lista',
      label: 'Lista de Presentes',
      icon: Gift,
      links: [
        { label: 'Editar lista de presentes', to: p.giftListEditor, icon: Pencil },
        { label: 'Presentes Recebidos', to: p.giftsReceived, icon: Inbox },
        { label: 'Configurar Taxas', to: p.giftFees, icon: Settings2 },
        { label: 'Incluir lista externa', to: p.externalLists, icon: ExternalLink },
        { label: 'Adicionar Outras Listas', to: p.otherLists, icon: ListPlus },
        { label: 'Gravata digital', to: p.gravata, icon: QrCode },
        { label: 'Sobre a Lista', to: p.aboutGiftList, icon: Info },
      ],
    },
    {
      id: 'convidados',
      label: 'Meus Convidados',
      icon: Users,
      links: guestLinks,
    },
    {
      id: 'papelaria',
      label: 'Papelaria',
      icon: Mail,
      links: [
        { label: 'Convite', to: p.invitation, icon: ScrollText, soon: true },
        { label: 'Save the Date', to: p.saveTheDate, icon: Stamp, soon: true },
        { label: 'Comunicado', to: p.announcement, icon: Megaphone, soon: true },
      ],
    },
    {
      id: 'servicos',
      label: 'Serviços Adicionais',
      icon: Sparkles,
      links: [
        { label: 'Domínio personalizado', to: p.customDomain, icon: Globe, note: prices.domain, soon: true },
        { label: 'Download do site', to: p.siteDownload, icon: Download, note: prices.download, soon: true },
      ],
    },
    {
      id: 'ajuda',
      label: 'Central de Ajuda',
      icon: LifeBuoy,
      links: [
        { label: 'FAQ', to: p.faq, icon: CircleQuestionMark },
        { label: 'Tour - Primeiros passos', to: p.tour, icon: Compass },
      ],
    },
  ];
}
