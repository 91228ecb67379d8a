// "Confirme sua Presença" and "Recados": what a guest sends, validated by page and server alike.
import { z } from 'zod';
import { count, countsOf, instant, optionalText, requiredText } from './api-fields.ts';
import { authMessages } from './auth/messages.ts';
import { EMAIL_SHAPE } from './email-shape.ts';
import { brazilianPhone } from './guest-phone.ts';
import { guestTexts } from './guest-texts.ts';
import { pageOf } from './list-query.ts';
import { plural } from './plural.ts';

export const rsvpMessages = {
  nameRequired: 'Por favor, informe seu nome.',
  namesMismatch: 'Informe o nome de cada acompanhante.',
  notInvited: 'Não encontramos seu nome na lista de convidados. Confira a grafia ou fale com os noivos.',
  tooManyCompanions: (max: number) =>
    max === 0
      ? 'Seu convite não inclui acompanhantes.'
      : `Seu convite permite até ${plural(max, 'acompanhante', 'acompanhantes')}.`,
  invalidEmail: authMessages.invalidEmailAddress,
  whatsappPhone: 'Para receber o lembrete, informe seu WhatsApp com DDD, por exemplo (11) 98765-4321.',
  thanksYes: guestTexts.rsvpThanksYes,
  thanksNo: guestTexts.rsvpThanksNo,
  updated: 'Resposta atualizada. Obrigado!',
  keptForReview:
    'Resposta recebida! Já havia uma confirmação com este nome, então os noivos vão conferir antes de atualizá-la.',
  answerTaken: 'Já existe uma resposta com este nome e contato.',
  householdTaken: 'Este nome já está na lista de convidados.',
  closed:
    'O prazo para confirmar presença terminou. Para responder ou mudar sua resposta, fale com os noivos.',
} as const;

export const messageMessages = {
  nameRequired: rsvpMessages.nameRequired,
  bodyRequired: 'Escreva uma mensagem para os noivos.',
  tooLong: 'A mensagem pode ter até 1000 caracteres.',
  published: 'Recado publicado! Obrigado pelo carinho.',
  pending: 'Recado enviado! Ele aparece aqui assim que os noivos aprovarem.',
} as const;

export const rsvpBody = z
  .object({
    name: z.string({ error: rsvpMessages.nameRequired }).trim().min(2, rsvpMessages.nameRequired).max(120),
    attending: z.boolean(),
    companions: z.number().int().min(0).max(20).default(0),
    companionNames: z.array(z.string().trim().max(120)).max(20).default([]),
    phone: optionalText(20).transform((p) => (p ? p.replace(/\D/g, '') || null : null)),
    email: optionalText(254).refine((e) => !e || EMAIL_SHAPE.test(e), rsvpMessages.invalidEmail),
    note: optionalText(1000),
    /** Editing the answer this browser gave ("Editar resposta"): that answer is the one updated. */
    answerId: z.uuid().optional(),
    /** The guest asks for the event day's reminder on WhatsApp, at `phone` (guest-reminders.ts). */
    whatsappReminders: z.boolean().optional(),
  })
  .transform((r) => (r.attending ? r : { ...r, companions: 0, companionNames: [] }))
  .refine((r) => !r.whatsappReminders || (r.phone !== null && brazilianPhone(r.phone) !== null), {
    message: rsvpMessages.whatsappPhone,
    path: ['phone'],
  })
  .refine((r) => r.companionNames.length === r.companions && r.companionNames.every((n) => n.length > 0), {
    message: rsvpMessages.namesMismatch,
    path: ['companionNames'],
  });
export type RsvpInput = z.infer<typeof rsvpBody>;

/** A guest's own answer as the confirmation card shows it (and the form, prefilled, to edit it). */
export const rsvpAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  attending: z.boolean(),
  companions: count,
  companionNames: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  note: z.string().nullable(),
});
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;

export const guestMessageBody = z.object({
  authorName: requiredText(messageMessages.nameRequired, 80),
  body: requiredText(messageMessages.bodyRequired, 1000, messageMessages.tooLong),
  /** Honeypot: hidden from people; anything in it means a bot. */
  website: z.string().max(200).nullish(),
});

/** An answer in the couple's list: the guest's answer, the household it counts for, and when. */
export const rsvpItemSchema = rsvpAnswerSchema.extend({
  householdName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type RsvpItem = z.infer<typeof rsvpItemSchema>;

/** `people`: guests attending plus their companions. */
export const rsvpTotalsSchema = countsOf('answers', 'attending', 'declined', 'people');

export const rsvpListSchema = pageOf(rsvpItemSchema).extend({ totals: rsvpTotalsSchema });
export type RsvpList = z.infer<typeof rsvpListSchema>;

const conflictAnswer = rsvpAnswerSchema.omit({ id: true });

/** An answer kept apart because it matched a guest's answer from another browser (rsvp_conflicts). */
export const rsvpConflictSchema = z.object({
  id: z.string(),
  rsvpId: z.string(),
  createdAt: instant,
  /** What the other browser sent. */
  answer: conflictAnswer,
  /** The answer it would have replaced. */
  current: conflictAnswer,
});
export type RsvpConflict = z.infer<typeof rsvpConflictSchema>;

/** "Manter" keeps the current answer and drops the new one; "Substituir" puts the new one in its place. */
export const rsvpConflictResolution = z.object({ action: z.enum(['keep', 'replace']) });

export const householdBody = z.object({
  name: z.string().trim().min(2, rsvpMessages.nameRequired).max(120),
  maxCompanions: z.number().int().min(0).max(20),
});

export const householdSchema = householdBody.extend({ id: z.string(), answered: z.boolean() });
export type HouseholdInput = z.infer<typeof householdBody>;

export const guestMessageItemSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  status: z.enum(['published', 'pending', 'hidden']),
  createdAt: instant,
});
export type GuestMessageItem = z.infer<typeof guestMessageItemSchema>;

/**
 * "Respostas sem convite": an open answer of a wedding with a guest list whose name matched no
 * household unambiguously (no one on the list, several people, or someone who already has an open
 * answer). The couple links it to a household ("Vincular a...") or dismisses it ("Descartar").
 */
export const unlinkedAnswerSchema = conflictAnswer.extend({
  id: z.string(),
  createdAt: instant,
  /** Households with someone of this name on the list (0: nobody; several: which one is unclear). */
  sameName: count,
});
export type UnlinkedAnswer = z.infer<typeof unlinkedAnswerSchema>;

export const linkAnswerBody = z.object({
  householdId: z.uuid({ error: 'Escolha a família desta resposta.' }),
});

export const unlinkedTexts = {
  title: 'Respostas sem convite',
  lead: 'Estas respostas chegaram pelo formulário do site com um nome que não encontramos, sem dúvida, na lista de convidados. Vinculem cada uma à família certa para contá-la, ou descartem.',
  notOnList: 'Nome fora da lista de convidados',
  sameName: (n: number) =>
    n === 1 ? 'Esta pessoa da lista já tem outra resposta' : `${n} famílias com alguém deste nome`,
  link: 'Vincular a...',
  linkTitle: (name: string) => `Vincular a resposta de ${name}`,
  household: 'Família',
  householdPlaceholder: 'Escolha a família',
  linkSubmit: 'Vincular',
  dismiss: 'Descartar',
  dismissTitle: 'Descartar esta resposta?',
  dismissDescribe: (name: string) =>
    `A resposta de ${name} sai da lista e dos totais. Se for um engano, a pessoa pode responder de novo pelo site.`,
  linked: (household: string) => `Resposta vinculada a ${household}.`,
  dismissed: 'Resposta descartada.',
  failed: 'Não foi possível carregar as respostas sem convite. Tente novamente.',
} as const;
