// The admin sidebar (SPEC 2.7): every entry, grouped as the back office uses them; the four whose
// screens are not built yet are marked as coming soon.
import {
  Bot,
  ChartLine,
  CreditCard,
  FolderTree,
  Gift,
  Globe,
  HeartHandshake,
  LayoutDashboard,
  LayoutTemplate,
  ListChecks,
  type LucideIcon,
  MessageCircle,
  Package,
  Palette,
  ScrollText,
  Settings,
  SlidersHorizontal,
} from 'lucide-react';
import { adminPagePaths as p } from './admin-paths.ts';

export interface AdminLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface AdminLinkGroup {
  label: string;
  links: AdminLink[];
}

export const adminLinkGroups: AdminLinkGroup[] = [
  {
    label: 'Visão geral',
    links: [
      { label: 'Dashboard', to: p.dashboard, icon: LayoutDashboard },
      { label: 'Casais', to: p.couples, icon: HeartHandshake },
      { label: 'Finanças', to: p.finances, icon: ChartLine },
      { label: 'Pagamentos', to: p.payments, icon: CreditCard },
      { label: 'Domínios', to: p.domains, icon: Globe },
    ],
  },
  {
    label: 'Lista de Presentes',
    links: [
      { label: 'Visão Geral', to: p.giftListsOverview, icon: Gift },
      { label: 'Catálogo', to: p.catalogue, icon: Package },
      { label: 'Categorias', to: p.categories, icon: FolderTree },
      { label: 'Listas Prontas', to: p.readyLists, icon: ListChecks },
      { label: 'Configurações da lista', to: p.giftListSettings, icon: SlidersHorizontal },
    ],
  },
  {
    label: 'Comunicação',
    links: [
      { label: 'WhatsApp', to: p.whatsapp, icon: MessageCircle },
      { label: 'Chatbots', to: p.chatbots, icon: Bot },
    ],
  },
  {
    label: 'Aparência',
    links: [
      { label: 'Temas', to: p.themes, icon: Palette },
      { label: 'Layout', to: p.layout, icon: LayoutTemplate },
    ],
  },
  {
    label: 'Sistema',
    links: [
      { label: 'Configurações', to: p.settings, icon: Settings },
      { label: 'Auditoria', to: p.audit, icon: ScrollText },
    ],
  },
];
