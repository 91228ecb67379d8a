// Headings and helper lines of the onboarding screens. SPEC 2.5 writes only step 1's question;
// the choices, buttons and toasts come verbatim from shared/onboarding.ts and shared/slug.ts.
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import type { Settings } from '../../../shared/settings.ts';

export const stepTexts = {
  1: {
    title: 'Como vocês estão se sentindo com os preparativos?',
    hint: 'Não existe resposta certa: queremos ajudar no ritmo de vocês.',
  },
  2: {
    title: 'Qual é o principal objetivo de vocês com o site?',
    hint: 'Escolham o que é mais importante agora. Dá para fazer tudo depois.',
  },
  3: {
    title: 'O que vocês querem contar aos convidados?',
    hint: 'Marquem quantas opções quiserem.',
  },
  4: {
    title: 'Como funciona a lista de presentes',
    hint: 'Uma lista pensada para o casal receber exatamente o que precisa.',
  },
  5: {
    title: 'Que tipo de lista de presentes combina com vocês?',
    hint: 'Vamos sugerir presentes a partir da escolha de vocês.',
  },
  6: {
    title: 'Escolham o link do site de vocês',
    hint: 'É por este endereço que os convidados vão encontrar o site.',
  },
  7: {
    title: 'Escolham o tema do site',
    hint: 'Cores, fontes e detalhes. Vocês podem trocar de tema quando quiserem.',
  },
  8: {
    title: 'Parabéns! Tudo pronto para começar',
    hint: 'O site e a lista de presentes de vocês já estão criados. Agora é só deixar tudo com a cara de vocês.',
  },
} as const;

export type StepNumber = keyof typeof stepTexts;

export const flowTexts = {
  stepOf: (step: number, total: number) => `Passo ${step} de ${total}`,
  back: 'Voltar',
  loading: 'Carregando...',
  retry: 'Tentar novamente',
  saving: 'Salvando...',
  slugLabel: 'Link do site',
  slugCurrent: 'Este é o link atual do site de vocês.',
  slugHint: 'Use letras minúsculas, números e hífens.',
  currentTheme: 'Tema atual',
  themesFailed: 'Não foi possível carregar os temas.',
  themeFilter: 'Filtrar temas por estilo',
  allThemes: 'Todos',
  themesShown: (shown: number, total: number) =>
    shown === total ? `${total} temas` : `Mostrando ${shown} de ${total} temas`,
  siteAddress: 'Endereço do site',
  nextTitle: 'O que vem a seguir',
  nextSteps: [
    'Personalizar o site com as fotos e a história de vocês',
    'Montar a lista de presentes',
    'Compartilhar o link com os convidados',
  ],
} as const;

/** The three promises of step 4 (SPEC 2.5); every figure comes from the platform settings. */
export function giftListFacts(s: Settings) {
  const free = s.withdrawalFeeCents === 0;
  const days = s.releaseBusinessDays;
  return [
    {
      key: 'fictitious',
      title: 'Presentes simbólicos',
      text: 'Os convidados escolhem presentes fictícios da lista, como um jantar romântico ou uma peça para a casa nova.',
    },
    {
      key: 'money',
      title: 'Tudo vira dinheiro',
      text: `O valor de cada presente entra na carteira de vocês e fica disponível ${days} ${days === 1 ? 'dia útil' : 'dias úteis'} após a confirmação do pagamento.`,
    },
    {
      key: 'pix',
      title: free ? 'Transferência por PIX gratuita' : 'Transferência por PIX',
      text: `Vocês transferem o saldo por PIX ${free ? 'sem custo' : `por ${formatBRL(s.withdrawalFeeCents)}`}, quantas vezes quiserem. A taxa de ${formatPercent(s.giftFeeBasisPoints)} por presente pode ser repassada aos convidados.`,
    },
  ] as const;
}
