// Texts of `/lista-de-casamento`. Fees and delays come from the settings (never the spec's 4,99%).

import type { SettingsPhrases } from '../../../shared/settings-phrases.ts';
import type { Step } from '../../components/ui/steps-list.tsx';

export const weddingListTexts = {
  eyebrow: 'Lista de casamento',
  cta: 'Criar minha lista grátis',
  secondary: 'Ver a comparação de taxas',
} as const;

export const weddingListSteps: Step[] = [
  { title: 'Crie o site grátis', text: 'A lista de presentes já vem junto com o site de casamento.' },
  { title: 'Monte a lista', text: 'Use uma lista pronta ou personalize cada presente, com foto e valor.' },
  { title: 'Compartilhe', text: 'Os convidados presenteiam pelo site, do celular ou do computador.' },
  {
    title: 'Receba e saque',
    text: 'O valor cai na carteira do casal e vocês sacam por PIX quando quiserem.',
  },
];

export const listTypes = [
  {
    key: 'viagem',
    title: 'Viagem e lua de mel',
    text: 'Passagens, hospedagem, passeios e experiências a dois.',
  },
  { key: 'casa', title: 'Casa', text: 'Eletrodomésticos, cama, mesa e banho para o novo lar.' },
  { key: 'casamento', title: 'Casamento', text: 'Uma lista geral, com um pouco de tudo para o casal.' },
  {
    key: 'divertidos',
    title: 'Divertidos',
    text: 'Presentes bem-humorados que arrancam risadas dos convidados.',
  },
  {
    key: 'personalizada',
    title: 'Personalizada',
    text: 'Criem os presentes do zero, com os nomes e valores que quiserem.',
  },
] as const;

export function listBenefits(t: SettingsPhrases): string[] {
  return [
    `Saque por PIX ${t.withdrawalCost} e sem limite de saques.`,
    `Dinheiro liberado em até ${t.releaseDelay} após a confirmação do pagamento.`,
    `Depois do pedido de saque, o PIX chega em até ${t.payoutDelay}.`,
    `Taxa de ${t.giftFee} por presente, que vocês podem repassar aos convidados.`,
    'Aviso a cada presente recebido, para agradecer o convidado na hora.',
    'Listas prontas para usar ou totalmente personalizadas.',
  ];
}

export function guestConveniences(t: SettingsPhrases) {
  return [
    { title: 'PIX', text: 'Pagamento na hora, com QR code ou copia e cola.' },
    { title: 'Boleto', text: 'Para quem prefere pagar no banco ou no aplicativo.' },
    {
      title: `Cartão em até ${t.installments}`,
      text: 'Parcelamento no cartão de crédito para presentes maiores.',
    },
    { title: 'Recado junto do presente', text: 'O convidado escreve uma mensagem carinhosa para o casal.' },
  ];
}
