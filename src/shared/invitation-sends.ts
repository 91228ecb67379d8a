// Sending the invitations (issue 21, section 4): the couple's message templates with their
// placeholders, the WhatsApp link a household's message opens, the queue of households to invite
// or to remind, and how a send is recorded. The panel and the server read the same rules.
import { z } from 'zod';
import { count, instant, optionalChecked } from './api-fields.ts';
import { choices } from './choices.ts';
import { isCalendarDate, todayIn } from './dates.ts';
import { inviteStates, sentVias } from './guest-list.ts';

/** The two queues: households to invite, and households invited that have not answered. */
export const { values: sendKinds, labels: sendKindLabels } = choices({
  convite: 'Enviar convites',
  lembrete: 'Lembrar quem não respondeu',
});
export type SendKind = (typeof sendKinds)[number];

/** What a template may say, each between braces: `{nome}`, `{link}`, `{data}`, `{evento}`. */
export const { values: placeholders, labels: placeholderHints } = choices({
  nome: 'o nome do convite (“Família Souza”)',
  link: 'o link pessoal do convite',
  data: 'a data do casamento',
  evento: 'os eventos para os quais o convite vale',
});
export type Placeholder = (typeof placeholders)[number];
export type TemplateValues = Record<Placeholder, string>;

export const TEMPLATE_MAX = 1000;

export const sendMessages = {
  templateRequired: 'Escreva a mensagem.',
  templateTooLong: `A mensagem pode ter até ${TEMPLATE_MAX} caracteres.`,
  templateNeedsLink: 'Inclua {link} na mensagem: é por ele que o convidado abre o convite e responde.',
  unknownPlaceholder: (found: string) => `Não conhecemos ${found}. Use {nome}, {link}, {data} ou {evento}.`,
  reminderDaysInvalid: 'Escolha de 1 a 60 dias antes do prazo.',
  sentOnInvalid: 'Informe uma data válida.',
  sentOnFuture: 'A data do envio não pode ser no futuro.',
  templateSaved: 'Mensagem salva.',
  reminderSaved: 'Lembrete automático salvo.',
  markedSent: (name: string) => `Convite de “${name}” marcado como enviado.`,
  markedReminded: (name: string) => `Lembrete de “${name}” marcado como enviado.`,
  unmarked: (name: string) => `“${name}” voltou para a fila.`,
  messageCopied: 'Mensagem copiada! Cole no aplicativo que preferirem.',
  emailsQueued: (n: number) =>
    n === 0
      ? 'Nenhum convite novo para enviar por e-mail.'
      : n === 1
        ? '1 convite vai sair por e-mail nos próximos minutos.'
        : `${n} convites vão sair por e-mail nos próximos minutos.`,
  loadFailed: 'Não foi possível carregar a fila de envio.',
  noWhatsapp: 'Sem WhatsApp cadastrado: copiem a mensagem e enviem por outro aplicativo.',
} as const;

/** Every `{...}` in a template that is not one of ours, as written. */
function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(placeholders);
  return [...template.matchAll(/\{([^{}\s]{0,30})\}/g)]
    .filter((m) => !known.has(m[1]!.toLowerCase()))
    .map((m) => m[0]);
}

/** What is wrong with a template, or null: every placeholder known, and `{link}` present. */
export function templateProblem(template: string): string | null {
  const unknown = unknownPlaceholders(template);
  if (unknown.length) return sendMessages.unknownPlaceholder(unknown[0]!);
  if (!/\{link\}/i.test(template)) return sendMessages.templateNeedsLink;
  return null;
}

export const templateField = z
  .string({ error: sendMessages.templateRequired })
  .trim()
  .min(1, sendMessages.templateRequired)
  .max(TEMPLATE_MAX, sendMessages.templateTooLong)
  .superRefine((template, ctx) => {
    // One message at a time: an empty or too long template says only that.
    if (!template || template.length > TEMPLATE_MAX) return;
    const problem = templateProblem(template);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The message with each placeholder replaced (case aside); unknown braces stay as written. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(nome|link|data|evento)\}/gi, (_, key: string) => {
    return values[key.toLowerCase() as Placeholder];
  });
}

/** `https://wa.me/5511987654321?text=...`: opens WhatsApp on that number with the message typed. */
export function whatsappUrl(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

const names = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** "Cerimônia religiosa e Festa"; a household invited to no event yet is invited to "o casamento". */
export function eventsText(events: readonly string[]): string {
  return events.length ? names.format(events) : 'o casamento';
}

/** Who answered, as the couple reads it: the household's link, the couple, or a name. */
export function answeredByLabel(by: string | null): string | null {
  if (!by) return null;
  if (by === 'convite') return 'pelo link pessoal';
  if (by === 'noivos') return 'por vocês';
  return `por ${by}`;
}

/** The templates and the automatic reminder (stored with the guest list's settings). */
export const sendSettingsBody = z
  .object({
    inviteTemplate: templateField,
    reminderTemplate: templateField,
    /** E-mail households that have not answered this many days before the deadline; null: never. */
    autoReminderDays: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: sendMessages.reminderDaysInvalid })
        .int(sendMessages.reminderDaysInvalid)
        .min(1, sendMessages.reminderDaysInvalid)
        .max(60, sendMessages.reminderDaysInvalid)
        .nullable(),
    ),
  })
  .partial();
export type SendSettingsInput = z.output<typeof sendSettingsBody>;

export const sendSettings = z.object({
  inviteTemplate: z.string(),
  reminderTemplate: z.string(),
  autoReminderDays: z.number().int().nullable(),
  /** The site's RSVP deadline, which the automatic reminder counts back from. */
  rsvpDeadline: z.string().nullable(),
  defaults: z.object({ inviteTemplate: z.string(), reminderTemplate: z.string() }),
});
export type SendSettings = z.infer<typeof sendSettings>;

/** "Marcar como enviado": how it went and, optionally, the day (today when not given). */
export const markSentBody = z.object({
  kind: z.enum(sendKinds).default('convite'),
  via: z.enum(sentVias),
  sentOn: optionalChecked(isCalendarDate, sendMessages.sentOnInvalid).refine(
    (v) => v === null || v <= todayIn(),
    sendMessages.sentOnFuture,
  ),
});
export type MarkSentInput = z.output<typeof markSentBody>;

export const queueQuery = z.object({ kind: z.enum(sendKinds).default('convite') });

/** A household in a queue, with its message ready. */
export const queueItem = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(z.string()),
  state: z.enum(inviteStates),
  sentAt: instant.nullable(),
  sentVia: z.enum(sentVias).nullable(),
  firstOpenedAt: instant.nullable(),
  lastOpenedAt: instant.nullable(),
  remindedAt: instant.nullable(),
  remindedVia: z.enum(sentVias).nullable(),
  /** The first member's WhatsApp (digits with 55), or null. */
  phone: z.string().nullable(),
  /** The first member's e-mail, or null. */
  email: z.string().nullable(),
  /** The household asked for no more e-mails. */
  emailOptOut: z.boolean(),
  /** An e-mail of this queue's kind is waiting to go out. */
  emailPending: z.boolean(),
  link: z.string(),
  values: z.object({ nome: z.string(), link: z.string(), data: z.string(), evento: z.string() }),
  message: z.string(),
  whatsappUrl: z.string().nullable(),
});
export type QueueItem = z.infer<typeof queueItem>;

export const QUEUE_LIMIT = 200;

export const sendQueue = z.object({
  kind: z.enum(sendKinds),
  /** The template of this queue, filled into each item's message. */
  template: z.string(),
  /** Up to QUEUE_LIMIT households, in the queue's order. */
  items: z.array(queueItem),
  total: count,
  /** How many households of each queue. */
  counts: z.object({ convite: count, lembrete: count }),
  /** Households "Enviar por e-mail" would reach now (invitation queue only). */
  emailable: count,
});
export type SendQueue = z.infer<typeof sendQueue>;

export const emailSendResult = z.object({ queued: count });
