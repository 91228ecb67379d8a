// Where the public header, mobile menu and footer point: real pages only, never a dead link; a page
// not open yet (the blog) is marked "Em breve" wherever it is linked.
import { publicPaths as p } from '../../../shared/routes.ts';

export interface NavLink {
  label: string;
  to: string;
  description?: string;
  /** Leads to an "Em breve" page: the link carries the badge (issue 20). */
  soon?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export const navGroups: NavGroup[] = [
  {
    label: 'Site de Casamento',
    items: [
      {
        label: 'Site de casamento grátis',
        to: p.weddingSite,
        description: 'Modelos, fotos, confirmação de presença e mais',
      },
      { label: 'Buscar casal', to: p.findCouple, description: 'Encontre o site dos noivos' },
    ],
  },
  {
    label: 'Lista de Casamento',
    items: [
      {
        label: 'Lista de presentes em dinheiro',
        to: p.weddingList,
        description: 'Como funciona, tipos de lista e taxas',
      },
      { label: 'Preços e serviços', to: p.pricing, description: 'Site grátis e serviços opcionais' },
    ],
  },
];

export const navLinks: NavLink[] = [
  { label: 'Preços e Serviços', to: p.pricing },
  { label: 'Quem Somos', to: p.about },
  { label: 'Blog', to: p.blog, soon: true },
];

export const authLinks = {
  login: { label: 'Entrar', to: p.login },
  signUp: { label: 'Criar site grátis', to: p.signUp },
  findCouple: { label: 'Buscar casal', to: p.findCouple },
} as const;

export const footerColumns: NavGroup[] = [
  {
    label: 'Produto',
    items: [
      { label: 'Site de casamento', to: p.weddingSite },
      { label: 'Lista de casamento', to: p.weddingList },
      { label: 'Preços e serviços', to: p.pricing },
      authLinks.findCouple,
    ],
  },
  {
    label: 'Nosso Sim',
    items: [
      { label: 'Quem somos', to: p.about },
      { label: 'Blog', to: p.blog, soon: true },
      authLinks.signUp,
      authLinks.login,
    ],
  },
  {
    label: 'Legal',
    items: [
      { label: 'Termos de Uso', to: p.terms },
      { label: 'Política de Privacidade', to: p.privacy },
    ],
  },
];
