// WhatsApp (issue 25): the platform's messages through the WhatsApp Business Cloud API (or its
// built-in sandbox). What both sides read: the templates as the back office edits them, the message
// log and its filters, the couple's choices of notices, and the pt-BR texts people see.
import { z } from 'zod';
import { cents, count, instant } from './api-fields.ts';
import { choices } from './choices.ts';
import { brazilianPhone } from './guest-phone.ts';
import { cappedPageOf, queryPage, querySearch, queryStatus } from './list-query.ts';

/** The templates the platform sends; each one's variables are filled by the event that sends it. */
export const whatsappTemplateNames = [
  'presente_recebido',
  'saque_pago',
  'resumo_confirmacoes',
  'lembrete_confirmacao',
  'lembrete_dia_do_evento',
] as const;
export type WhatsAppTemplateName = (typeof whatsappTemplateNames)[number];

export const whatsappCategories = ['utilidade', 'marketing'] as const;
export type WhatsAppCategory = (typeof whatsappCategories)[number];
export const whatsappCategoryLabels: Record<WhatsAppCategory | 'servico', string> = {
  utilidade: 'Utilidade',
  marketing: 'Marketing',
  servico: 'Atendimento',
};

/**
 * What a message costs by its category, in centavos: an estimate from Meta's price list for Brazil
 * (utility and marketing conversations; replies inside the 24-hour service window are free).
 */
export const whatsappCostCents: Record<WhatsAppCategory | 'servico', number> = {
  utilidade: 5,
  marketing: 35,
  servico: 0,
};

/** A template's approval, as the provider reports it. */
export const { values: templateStatuses, labels: templateStatusLabels } = choices({
  pendente: 'Em análise',
  aprovado: 'Aprovado',
  rejeitado: 'Rejeitado',
  pausado: 'Pausado',
});
export type TemplateStatus = (typeof templateStatuses)[number];

export const { values: messageStatuses, labels: messageStatusLabels } = choices({
  na_fila: 'Na fila',
  enviada: 'Enviada',
  entregue: 'Entregue',
  lida: 'Lida',
  falhou: 'Falhou',
  recebida: 'Recebida',
});
export type MessageStatus = (typeof messageStatuses)[number];

export const { values: recipientKinds, labels: recipientKindLabels } = choices({
  casal: 'Casal',
  convidado: 'Convidado',
  contato: 'Contato',
});
export type RecipientKind = (typeof recipientKinds)[number];

export const whatsappMessages = {
  templateNotFound: 'Modelo não encontrado.',
  variables: (n: number) =>
    n === 0
      ? 'Este modelo não usa variáveis: tire as {{...}} do texto.'
      : `Use as variáveis {{1}} a {{${n}}}, cada uma ao menos uma vez, e nenhuma outra.`,
  bodyRequired: 'Escreva o texto do modelo.',
  bodyTooLong: 'O texto do modelo pode ter até 1.024 caracteres.',
  phoneInvalid: 'Informe um celular com DDD, por exemplo (11) 98765-4321.',
  optedOut: 'Este número pediu para não receber mensagens (SAIR).',
  disconnected: 'O WhatsApp não está conectado.',
  handoffNotFound: 'Atendimento não encontrado.',
  providerRefused: 'O WhatsApp recusou o modelo. Tente novamente mais tarde.',
} as const;

/** What the platform answers on WhatsApp (free-form replies inside the 24-hour window). */
export const whatsappReplies = {
  optedOut:
    'Pronto, você não vai mais receber mensagens nossas por aqui. Se mudar de ideia, é só ativar de novo no painel.',
  handoff:
    'Certo! Passamos sua conversa para a nossa equipe, que responde por aqui mesmo em horário comercial.',
  moreHelp: 'Se ainda precisar, responda "falar com uma pessoa".',
  /** Every template's last line: how to stop. */
  stopLine: 'Para não receber mais, responda SAIR.',
} as const;

/** A person's reply that stops every further message ("SAIR", or the template's button). */
export function isOptOut(text: string): boolean {
  return /^\s*(sair|parar|pare|stop|cancelar)\s*[.!]*\s*$/i.test(text);
}

/** "falar com uma pessoa" (and close wordings): the conversation goes to the support team. */
export function asksForPerson(text: string): boolean {
  const plain = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return /\b(falar|conversar)\s+com\s+(uma\s+)?(pessoa|atendente|humano|alguem)\b|^\s*atendente\s*$/.test(
    plain,
  );
}

/** `{{1}}`, `{{2}}`...: the variables a template's text uses. */
export function templateVariables(body: string): number[] {
  return [...new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

/** The text a person reads: each `{{n}}` replaced by the n-th value. */
export function fillTemplate(body: string, values: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

/** A body for a template with `count` variables: {{1}}..{{count}} each at least once, no other. */
export function templateBodySchema(variableCount: number) {
  return z
    .string()
    .trim()
    .min(1, whatsappMessages.bodyRequired)
    .max(1024, whatsappMessages.bodyTooLong)
    .refine((body) => {
      const used = templateVariables(body);
      return (
        used.length === variableCount && used.every((n, i) => n === i + 1) && !/\{\{(?!\d+\}\})/.test(body)
      );
    }, whatsappMessages.variables(variableCount));
}

export const whatsappPhone = z.string().transform((typed, ctx) => {
  const phone = brazilianPhone(typed);
  if (!phone) ctx.addIssue({ code: 'custom', message: whatsappMessages.phoneInvalid });
  return phone ?? '';
});

export const whatsappTemplateSchema = z.object({
  name: z.enum(whatsappTemplateNames),
  /** What it is for, in the back office's words. */
  description: z.string(),
  category: z.enum(whatsappCategories),
  language: z.string(),
  body: z.string(),
  /** What each `{{n}}` holds, in order. */
  variables: z.array(z.string()),
  status: z.enum(templateStatuses),
  updatedAt: instant,
});
export type WhatsAppTemplate = z.infer<typeof whatsappTemplateSchema>;

export const templateEditBody = z.object({
  category: z.enum(whatsappCategories),
  body: z.string(),
});
export type TemplateEditInput = z.infer<typeof templateEditBody>;

export const testSendBody = z.object({ phone: whatsappPhone, template: z.enum(whatsappTemplateNames) });

export const whatsappStatusSchema = z.object({
  provider: z.enum(['sandbox', 'cloud', 'desligado']),
  connected: z.boolean(),
  /** The platform's number as people see it. */
  displayNumber: z.string(),
  templates: z.array(whatsappTemplateSchema),
  openHandoffs: count,
  optOuts: count,
});
export type WhatsAppStatus = z.infer<typeof whatsappStatusSchema>;

export const MESSAGES_PAGE_SIZE = 20;

export const messageLogQuery = z.object({
  para: querySearch(40),
  modelo: queryStatus([...whatsappTemplateNames, 'atendimento']),
  status: queryStatus(messageStatuses),
  page: queryPage(),
});
export type MessageLogQuery = z.output<typeof messageLogQuery>;

export const messageRowSchema = z.object({
  id: z.string(),
  direction: z.enum(['saida', 'entrada']),
  phone: z.string(),
  recipient: z.enum(recipientKinds),
  /** The couple's names, when the message is about a wedding. */
  couple: z.string().nullable(),
  template: z.string().nullable(),
  category: z.enum([...whatsappCategories, 'servico']),
  body: z.string(),
  status: z.enum(messageStatuses),
  error: z.string().nullable(),
  costCents: cents,
  createdAt: instant,
});
export type MessageRow = z.infer<typeof messageRowSchema>;
export const messagePageSchema = cappedPageOf(messageRowSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const optOutSchema = z.object({ phone: z.string(), name: z.string().nullable(), optedOutAt: instant });
export type OptOut = z.infer<typeof optOutSchema>;

export const handoffSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  question: z.string(),
  status: z.enum(['aberta', 'resolvida']),
  createdAt: instant,
});
export type Handoff = z.infer<typeof handoffSchema>;

/** The couple's choices ("Avisos pelo WhatsApp"): a number and which notices go to it. */
const coupleNoticesFields = z.object({
  enabled: z.boolean(),
  phone: z.string().max(30),
  giftReceived: z.boolean(),
  payoutPaid: z.boolean(),
  rsvpDigest: z.boolean(),
});
export const coupleNoticesBody = coupleNoticesFields.refine(
  (v) => !v.enabled || brazilianPhone(v.phone) !== null,
  {
    message: whatsappMessages.phoneInvalid,
    path: ['phone'],
  },
);
export type CoupleNoticesInput = z.infer<typeof coupleNoticesBody>;
export const coupleNoticesSchema = coupleNoticesFields.extend({
  /** The number replied SAIR: nothing is sent until the couple turns the notices on again. */
  optedOut: z.boolean(),
  available: z.boolean(),
});
export type CoupleNotices = z.infer<typeof coupleNoticesSchema>;

export const coupleNoticesTexts = {
  title: 'Avisos pelo WhatsApp',
  lead: 'Receba no seu WhatsApp o que acontece no casamento. Você pode parar quando quiser respondendo SAIR.',
  enabled: 'Quero receber avisos pelo WhatsApp',
  phone: 'Celular com WhatsApp',
  giftReceived: 'Presente recebido',
  payoutPaid: 'Saque pago',
  rsvpDigest: 'Resumo diário das confirmações de presença',
  save: 'Salvar avisos',
  saved: 'Avisos pelo WhatsApp salvos.',
  optedOut: 'Este número respondeu SAIR. Salve de novo para voltar a receber os avisos.',
  unavailable: 'Os avisos pelo WhatsApp ainda não estão disponíveis.',
} as const;
