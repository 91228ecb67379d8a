// Onboarding (SPEC 2.5): the eight steps' questions, choices and stored values.
import { z } from 'zod';
import { readyListKeyLabels } from './ready-lists.ts';

export const SKIP = 'pular';
export const DEFAULT_GIFT_LIST_TYPE = 'padrao';
export const ONBOARDING_STEPS = 8;

export const onboardingTexts = {
  welcomeTitle: 'Bem-vindos!',
  start: 'Começar',
  advance: 'Avançar',
  skipStep: 'Pular etapa',
  chooseLater: 'Escolher depois',
  skipThisStep: 'Pular esta etapa',
  goToDashboard: 'Ir para o Dashboard',
  saved: 'Preferência salva com sucesso!',
  defaultApplied: 'Configuração padrão aplicada!',
  themeSaved: 'Tema salvo',
} as const;

/** The onboarding toasts of SPEC 8. Those ending in ": " are followed by the error's detail. */
export const onboardingErrors = {
  userNotFound: 'Usuário não encontrado. Faça login novamente.',
  fetchUser: 'Erro ao buscar dados do usuário: ',
  userDataMissing: 'Dados do usuário não encontrados',
  fetchWedding: 'Erro ao buscar casamento: ',
  createWedding: 'Erro ao criar casamento: ',
  weddingIdMissing: 'ID do casamento não encontrado',
  weddingNotFound: 'Casamento não encontrado',
  saveAnswer: 'Erro ao salvar resposta: ',
  unexpectedAnswer: 'Erro inesperado ao salvar resposta',
  activeWeddingMissing: 'Casamento ativo não encontrado',
  giftListType: 'Erro ao atualizar tipo de lista: ',
  themeUser: 'Não foi possível identificar o usuário.',
  themeWedding: 'Não foi possível encontrar o casamento ativo.',
  themeSave: 'Não foi possível salvar o tema escolhido.',
  themeUnexpected: 'Ocorreu um erro inesperado.',
} as const;

export const feelingOptions = [
  { id: 'animados', label: 'Animados' },
  { id: 'tranquilos', label: 'Tranquilos' },
  { id: 'cansados', label: 'Cansados' },
] as const;

export const goalOptions = [
  { id: 'info', label: 'Compartilhar as informações do casamento' },
  { id: 'gifts', label: 'Fazer a lista de presentes' },
  { id: 'confirmation', label: 'Receber a confirmação de presença' },
  { id: 'invitation', label: 'Save the Date e convite' },
] as const;

export const communicateOptions = [
  { id: 'about-couple', label: 'Sobre o casal' },
  { id: 'ceremony-location', label: 'Local da cerimônia' },
  { id: 'party-location', label: 'Local da festa' },
  { id: 'about-bestmen', label: 'Sobre os padrinhos' },
  { id: 'message-board', label: 'Mural de recados' },
] as const;
export type CommunicateId = (typeof communicateOptions)[number]['id'];

/** Step 5's answers: start from a ready-made list, named as the back office names it, or a custom one. */
export const giftListTypeOptions = [
  {
    id: 'travel',
    label: readyListKeyLabels.travel,
    description: 'Lua de mel, passeios e experiências a dois',
  },
  { id: 'home', label: readyListKeyLabels.home, description: 'Produtos para o novo lar' },
  { id: 'wedding', label: readyListKeyLabels.wedding, description: 'Uma lista geral, de tudo um pouco' },
  { id: 'fun', label: readyListKeyLabels.fun, description: 'Presentes criativos e bem-humorados' },
  { id: 'custom', label: 'Personalizada', description: 'Vocês escolhem cada presente' },
] as const;

const ids = <T extends readonly { id: string }[]>(options: T) =>
  options.map((o) => o.id) as [T[number]['id'], ...T[number]['id'][]];

/** What each answered step accepts (steps 1, 2, 3 and 5 store answers; SPEC 3). */
export const answerSchemas = {
  1: z.union([z.enum(ids(feelingOptions)), z.literal(SKIP)]),
  2: z.union([z.enum(ids(goalOptions)), z.literal(SKIP)]),
  3: z.union([
    z
      .array(z.enum(ids(communicateOptions)))
      .min(1)
      .max(5),
    z.literal(SKIP),
  ]),
  5: z.union([z.enum(ids(giftListTypeOptions)), z.literal(DEFAULT_GIFT_LIST_TYPE)]),
} as const;

export type AnsweredStep = keyof typeof answerSchemas;

/** Step 3's list is stored as JSON text, the others as the plain id. */
export function encodeAnswer(answer: z.infer<(typeof answerSchemas)[AnsweredStep]>): string {
  return Array.isArray(answer) ? JSON.stringify([...new Set(answer)]) : String(answer);
}
