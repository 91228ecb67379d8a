// The help assistant's names and texts (issue 25, "Precisa de ajuda?"), apart from its schemas
// (help.ts): the button every screen shows needs these only, and so loads no zod.
import { choices } from './choices.ts';

export const { values: helpAudiences, labels: helpAudienceLabels } = choices({
  casal: 'Casal',
  convidado: 'Convidado',
  todos: 'Todos',
});

/** Where the question was asked. */
export const helpChannels = ['site', 'painel', 'checkout', 'whatsapp'] as const;
export type HelpChannel = (typeof helpChannels)[number];

export const helpTexts = {
  title: 'Precisa de ajuda?',
  lead: 'Escreva sua dúvida com suas palavras.',
  label: 'Sua pergunta',
  placeholder: 'Ex.: quando o dinheiro cai na conta?',
  ask: 'Perguntar',
  asking: 'Buscando...',
  open: 'Precisa de ajuda?',
  close: 'Fechar a ajuda',
  answersTitle: 'Respostas',
  helped: 'Isso ajudou?',
  yes: 'Sim',
  no: 'Não',
  thanks: 'Obrigado por avisar!',
  nothingFound: (email: string, hours: string) =>
    `Não encontramos uma resposta para isso. Escreva para ${email}: atendemos das ${hours}.`,
} as const;

export const helpMessages = {
  questionTooShort: 'Escreva sua dúvida com pelo menos 3 letras.',
  questionTooLong: 'Escreva sua dúvida com até 300 caracteres.',
  notFound: 'Pergunta não encontrada.',
  articleNotFound: 'Artigo não encontrado.',
  slugTaken: 'Já existe um artigo com esse endereço.',
} as const;
