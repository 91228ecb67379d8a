// Landing features grid: what the wedding site offers (SPEC 1, marketing claims).
import {
  Globe,
  Images,
  Lock,
  MailOpen,
  MapPin,
  MessageSquareHeart,
  Palette,
  QrCode,
  Share2,
  UserRoundCheck,
} from 'lucide-react';
import { FeatureGrid } from '../../components/ui/feature-card.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import type { SettingsPhrases } from '../layout/settings-phrases.ts';
import { featureTexts } from './landing-content.ts';

const features = (t: SettingsPhrases) => [
  {
    icon: Palette,
    title: 'Temas personalizáveis',
    text: `${t.themeCount} para combinar com o estilo da festa.`,
  },
  {
    icon: Images,
    title: 'Fotos, vídeos e músicas',
    text: 'Tudo ilimitado: conte a história de vocês sem cortes.',
  },
  { icon: MapPin, title: 'Mapa e rotas', text: 'Local da cerimônia e da recepção com rotas no celular.' },
  {
    icon: UserRoundCheck,
    title: 'Confirmação de presença',
    text: 'RSVP com nomes e acompanhantes, em tempo real.',
  },
  {
    icon: MessageSquareHeart,
    title: 'Mural de recados',
    text: 'Os convidados deixam mensagens para guardar para sempre.',
  },
  { icon: Lock, title: 'Proteção por senha', text: 'Só quem tem a senha vê o site, se vocês preferirem.' },
  {
    icon: Share2,
    title: 'Compartilhe no WhatsApp',
    text: 'Um toque para enviar o site a grupos e contatos.',
  },
  {
    icon: Globe,
    title: 'Endereço personalizado',
    text: 'Um link com o nome de vocês, ou um domínio próprio.',
  },
  { icon: QrCode, title: 'QR code', text: 'Para imprimir no convite e levar direto ao site.' },
  {
    icon: MailOpen,
    title: 'Papelaria digital',
    text: 'Save the date, convite e comunicado para enviar por mensagem.',
  },
];

export function FeaturesSection({ t }: { t: SettingsPhrases }) {
  return (
    <PageSection
      id="recursos-titulo"
      eyebrow={featureTexts.eyebrow}
      title={featureTexts.title}
      lead={featureTexts.lead}
      width="7xl"
      tall
    >
      <FeatureGrid
        features={features(t)}
        className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:mt-12 lg:grid-cols-5 lg:gap-5"
      />
    </PageSection>
  );
}
