// The admin pages not built yet: what each will do, on an "Em breve" page inside the admin
// frame. Unknown admin paths get the not-found text.
import { useLocation } from 'react-router';
import { ComingSoonCard, type ComingSoonFeature } from '../../components/coming-soon-card.tsx';
import { adminPagePaths as p } from './admin-paths.ts';

const features: Record<string, ComingSoonFeature> = {
  [p.whatsapp]: {
    title: 'WhatsApp',
    description: 'Mensagens aos casais e convidados pelo WhatsApp.',
  },
  [p.chatbots]: {
    title: 'Chatbots',
    description: 'Respostas automáticas para as dúvidas mais comuns de casais e convidados.',
  },
  [p.layout]: {
    title: 'Layout',
    description: 'A aparência das páginas públicas da plataforma.',
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
