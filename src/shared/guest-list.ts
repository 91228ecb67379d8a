// The guest list's vocabulary (issue 21): households' sides, members' age groups, how an invitation
// went, the site's RSVP mode, and the guest-list settings stored on the wedding.
import { z } from 'zod';
import { choices } from './choices.ts';

export const { values: sides, labels: sideLabels } = choices({
  noiva: 'Noiva',
  noivo: 'Noivo',
  ambos: 'Ambos',
});
export type Side = (typeof sides)[number];

export const { values: ageGroups, labels: ageGroupLabels } = choices({
  adulto: 'Adulto',
  crianca: 'Criança',
  bebe: 'Bebê',
});
export type AgeGroup = (typeof ageGroups)[number];

export const { values: sentVias, labels: sentViaLabels } = choices({
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  outro: 'Outro',
});
export type SentVia = (typeof sentVias)[number];

/** Where a household's invitation stands, from its dates (inviteState). */
export const { values: inviteStates, labels: inviteStateLabels } = choices({
  'nao-enviado': 'Não enviado',
  enviado: 'Enviado',
  aberto: 'Aberto',
  respondido: 'Respondido',
});
export type InviteState = (typeof inviteStates)[number];

export function inviteState(h: {
  sentAt: unknown;
  firstOpenedAt: unknown;
  answeredAt: unknown;
}): InviteState {
  if (h.answeredAt) return 'respondido';
  if (h.firstOpenedAt) return 'aberto';
  if (h.sentAt) return 'enviado';
  return 'nao-enviado';
}

export const { values: rsvpModes, labels: rsvpModeLabels } = choices({
  aberta: 'Aberta',
  convite: 'Só convidados com convite',
});
export type RsvpMode = (typeof rsvpModes)[number];

/** The events a couple usually has, offered when creating one (the name stays free text). */
export const eventSuggestions = [
  'Cerimônia religiosa',
  'Cerimônia civil',
  'Festa',
  'Chá de panela',
  'Chá bar',
  'Despedida de solteiro(a)',
] as const;

export const defaultInviteTemplate =
  'Olá, {nome}! Com muita alegria, convidamos vocês para o nosso casamento, em {data}. O convite vale para: {evento}.\n\nPreparamos um link só para vocês, com todos os detalhes e a confirmação de presença: {link}\n\nContamos com vocês!';
export const defaultReminderTemplate =
  'Olá, {nome}! Passando para lembrar do nosso casamento, em {data}. Ainda não recebemos a confirmação de vocês: leva menos de um minuto, pelo link {link}\n\nUm abraço!';

/** Stored in weddings.guest_list_settings; a missing key takes its default. */
export const guestListSettings = z.object({
  inviteTemplate: z.string().trim().min(1).max(1000).default(defaultInviteTemplate),
  reminderTemplate: z.string().trim().min(1).max(1000).default(defaultReminderTemplate),
  /** Up to this age (inclusive) a guest counts as a child; up to babyUntil, as a baby. */
  childUntil: z.number().int().min(1).max(17).default(12),
  babyUntil: z.number().int().min(0).max(5).default(2),
  /** Days before the deadline to e-mail households that have not answered; null: no reminder. */
  autoReminderDays: z.number().int().min(1).max(60).nullable().default(null),
});
export type GuestListSettings = z.infer<typeof guestListSettings>;

export function readGuestListSettings(stored: unknown): GuestListSettings {
  const parsed = guestListSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : guestListSettings.parse({});
}
