// Texts of `/site-de-casamento` (SPEC 2.2: templates, media, password, WhatsApp, address, QR code).

import type { SettingsPhrases } from '../../../shared/settings-phrases.ts';
import type { Step } from '../../components/ui/steps-list.tsx';

export const weddingSiteTexts = {
  eyebrow: 'Site de casamento',
  cta: 'Criar meu site grátis',
  secondary: 'Ver preços e serviços',
} as const;

export function weddingSiteHighlights(t: SettingsPhrases) {
  return [
    {
      title: `${t.themeCount} para escolher`,
      text: 'Temas personalizáveis: cores, fontes e elementos gráficos para combinar com o estilo da festa.',
    },
    {
      title: 'Fotos, vídeos e músicas ilimitados',
      text: 'Sem limite de mídias e de edições. Conte a história de vocês do jeito que quiserem.',
    },
    {
      title: 'Proteção por senha',
      text: 'Prefere mais privacidade? Ative uma senha e só os convidados que a receberem verão o site.',
    },
    {
      title: 'Compartilhe no WhatsApp',
      text: 'O link chega bonito, com foto e nome do casal, nos grupos da família e dos amigos.',
    },
    {
      title: 'Endereço personalizado',
      text: `Um link com o nome de vocês, já incluso. Quer um domínio próprio? Sai por ${t.customDomainPrice}, pagamento único.`,
    },
    {
      title: 'QR code',
      text: 'Gerado na hora para imprimir no convite, no save the date ou na mesa da recepção.',
    },
  ];
}

export const siteSections = [
  'Início com a foto e a data do casamento',
  'O Casal e a história de vocês',
  'Padrinhos',
  'Cerimônia e Recepção, com mapa e rotas',
  'Lista de Presentes',
  'Confirme sua Presença',
  'Mural de recados',
  'Papelaria: save the date, convite e comunicado',
];

export const weddingSiteSteps: Step[] = [
  { title: 'Crie sua conta', text: 'Informe o e-mail e os dados do casal. Leva poucos minutos e é grátis.' },
  {
    title: 'Escolha o modelo',
    text: 'Personalize cores, fontes, fotos e textos. Mude o que quiser, quando quiser.',
  },
  { title: 'Publique e compartilhe', text: 'Envie o link pelo WhatsApp ou imprima o QR code no convite.' },
];
