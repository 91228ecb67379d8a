// The admin pages a later issue builds: what each will do, on an "Em breve" page inside the admin
// frame. Unknown admin paths get the not-found text.
import { useLocation } from 'react-router';
import { ComingSoonCard, type ComingSoonFeature } from '../../components/coming-soon-card.tsx';
import { adminPagePaths as p } from './admin-paths.ts';

const features: Record<string, ComingSoonFeature> = {
  [p.couples]: {
    title: 'Casais',
    description: 'Busquem, filtrem e acompanhem cada casal: dados, site, lista de presentes e finanças.',
  },
  [p.finances]: {
    title: 'Finanças',
    description: 'Volume de presentes, receita de taxas, saques e saldos retidos por dia, semana e mês.',
  },
  [p.payments]: {
    title: 'Pagamentos',
    description: 'Todos os pagamentos de presentes, com filtros, lançamentos do razão e estornos.',
  },
  [p.domains]: {
    title: 'Domínios',
    description: 'Pedidos de domínio personalizado dos casais e a situação de cada um.',
  },
  [p.giftListsOverview]: {
    title: 'Visão Geral das listas',
    description: 'Todas as listas de presentes, com itens, valores arrecadados e saldo de cada casal.',
  },
  [p.giftListSettings]: {
    title: 'Configurações da lista',
    description: 'Taxa dos presentes, prazo de liberação e parcelamento.',
  },
  [p.whatsapp]: {
    title: 'WhatsApp',
    description: 'Mensagens aos casais e convidados pelo WhatsApp.',
  },
  [p.chatbots]: {
    title: 'Chatbots',
    description: 'Respostas automáticas para as dúvidas mais comuns de casais e convidados.',
  },
  [p.themes]: {
    title: 'Temas',
    description: 'Criem e publiquem os temas que os sites dos casais usam.',
  },
  [p.layout]: {
    title: 'Layout',
    description: 'A aparência das páginas públicas da plataforma.',
  },
  [p.settings]: {
    title: 'Configurações',
    description: 'Taxa, prazo de liberação, parcelas, horário de atendimento e e-mail de contato.',
  },
  [p.audit]: {
    title: 'Auditoria',
    description: 'Quem mudou o quê e quando, com os valores antes e depois.',
  },
};

export function AdminComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <ComingSoonCard
      feature={features[pathname.replace(/\/+$/, '')]}
      backTo={p.dashboard}
      backLabel="Voltar ao dashboard"
    />
  );
}
