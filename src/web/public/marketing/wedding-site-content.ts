// Texts of `/site-de-casamento` (SPEC 2.2: templates, media, password, WhatsApp, address, QR code).
import type { Step } from '../../components/ui/steps-list.tsx';
import type { SettingsPhrases } from '../layout/settings-phrases.ts';

export const weddingSiteTexts = {
  eyebrow: 'Site de casamento',
  title: 'Crie seu site de casamento grátis',
  lead: 'Um site lindo, com a cara de vocês, para contar a história do casal, reunir as informações da festa, receber confirmações de presença e presentes.',
  cta: 'Criar meu site grátis',
  secondary: 'Ver preços e serviços',
} as const;

export function weddingSiteHighlights(t: SettingsPhrases) {
  return [
    {
      title: 'Mais de 30 modelos',
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

export const themeStyles = [
  { name: 'Clássico', from: 'from-brand-soft', to: 'to-blush/60', ink: 'text-brand-dark' },
  { name: 'Rústico', from: 'from-amber-100', to: 'to-orange-200', ink: 'text-amber-900' },
  { name: 'Moderno', from: 'from-slate-100', to: 'to-slate-300', ink: 'text-slate-800' },
  { name: 'Elegante', from: 'from-stone-200', to: 'to-amber-100', ink: 'text-stone-800' },
  { name: 'Minimalista', from: 'from-white', to: 'to-zinc-100', ink: 'text-zinc-700' },
  { name: 'Boho', from: 'from-orange-100', to: 'to-rose-200', ink: 'text-rose-900' },
  { name: 'Praia', from: 'from-sky-100', to: 'to-teal-soft', ink: 'text-teal' },
  { name: 'Jardim', from: 'from-emerald-50', to: 'to-lime-100', ink: 'text-emerald-800' },
  { name: 'Floral', from: 'from-pink-50', to: 'to-fuchsia-100', ink: 'text-fuchsia-800' },
] as const;

export const weddingSiteSteps: Step[] = [
  { title: 'Crie sua conta', text: 'Informe o e-mail e os dados do casal. Leva poucos minutos e é grátis.' },
  {
    title: 'Escolha o modelo',
    text: 'Personalize cores, fontes, fotos e textos. Mude o que quiser, quando quiser.',
  },
  { title: 'Publique e compartilhe', text: 'Envie o link pelo WhatsApp ou imprima o QR code no convite.' },
];
