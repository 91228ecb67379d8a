// A wedding's events (issue 21, section 2): what the couple fills in, what the panel shows per
// event (who is invited, who answered), the site's RSVP settings, and the rules both sides read:
// whether answers are still open, and which events the site's Cerimônia and Recepção show.
import { z } from 'zod';
import { count, countsOf, optionalChecked, optionalText, requiredText } from './api-fields.ts';
import { isCalendarDate } from './dates.ts';
import { rsvpModes } from './guest-list.ts';
import { searchKey } from './text.ts';

export const weddingEventMessages = {
  nameRequired: 'Dê um nome ao evento.',
  dateInvalid: 'Informe uma data válida.',
  timeInvalid: 'Informe o horário como 16:00.',
  mapsUrlInvalid: 'Cole o link completo do mapa (começando com https://).',
  deadlineInvalid: 'Informe uma data válida para o prazo.',
  created: (name: string) => `Evento “${name}” criado.`,
  saved: 'Evento salvo.',
  deleted: (name: string) => `Evento “${name}” excluído.`,
  invitedSaved: 'Convidados do evento salvos.',
  settingsSaved: 'Confirmações salvas.',
  loadFailed: 'Não foi possível carregar os eventos. Tente novamente.',
  notInvitedToEvent: 'Esta família não está convidada para este evento.',
} as const;

const optionalDate = (message: string) => optionalChecked(isCalendarDate, message);

/** An event as the couple writes it. Empty texts are stored as nothing. */
export const weddingEventBody = z.object({
  name: requiredText(weddingEventMessages.nameRequired, 80),
  date: optionalDate(weddingEventMessages.dateInvalid),
  time: optionalChecked((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), weddingEventMessages.timeInvalid),
  placeName: optionalText(120),
  address: optionalText(240),
  mapsUrl: optionalText(500).refine(
    (v) => v === null || /^https:\/\/\S+$/.test(v),
    weddingEventMessages.mapsUrlInvalid,
  ),
  dressCode: optionalText(120),
  notes: optionalText(1000),
  isPublic: z.boolean().default(true),
});
export type WeddingEventInput = z.infer<typeof weddingEventBody>;

/**
 * Per event: confirmed people by age, declines and who has still to answer (members of invited
 * households). `children` are confirmed "criança" members (babies, "bebê", are counted apart);
 * `companions`, the extra companions of households with someone going to this event.
 */
export const eventCountsSchema = countsOf(
  'households',
  'adults',
  'children',
  'babies',
  'companions',
  'declined',
  'waiting',
);
export type EventCounts = z.infer<typeof eventCountsSchema>;

export const weddingEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  placeName: z.string().nullable(),
  address: z.string().nullable(),
  mapsUrl: z.string().nullable(),
  dressCode: z.string().nullable(),
  notes: z.string().nullable(),
  isPublic: z.boolean(),
  position: count,
  counts: eventCountsSchema,
});
export type WeddingEvent = z.infer<typeof weddingEventSchema>;

export const eventOrderBody = z.object({ ids: z.array(z.uuid()).min(1).max(50) });
export const eventHouseholdsBody = z.object({ householdIds: z.array(z.uuid()).max(5000) });
export const householdEventsBody = z.object({ eventIds: z.array(z.uuid()).max(50) });

/** A household in the event's "Convidados" choice: whether it is invited to that event. */
export const eventHouseholdSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: count,
  invited: z.boolean(),
});
export type EventHousehold = z.infer<typeof eventHouseholdSchema>;

/** The couple sets one member's answer to one event (null: not answered). */
export const memberAnswerBody = z.object({ attending: z.boolean().nullable() });

/** The site's RSVP: the open form or personal links only, and the last day to answer. */
export const rsvpSettingsBody = z.object({
  rsvpMode: z.enum(rsvpModes),
  rsvpDeadline: optionalDate(weddingEventMessages.deadlineInvalid),
});
export type RsvpSettings = z.infer<typeof rsvpSettingsBody>;

/** Guests may answer through the last day of the deadline (São Paulo), or always without one. */
export function answersOpen(deadline: string | null, today: string): boolean {
  return deadline === null || today <= deadline;
}

/** An event as the guest site shows it. */
export interface GuestEvent {
  id: string;
  name: string;
  date: string | null;
  time: string | null;
  placeName: string | null;
  address: string | null;
  mapsUrl: string | null;
  dressCode: string | null;
  notes: string | null;
}

const isCeremony = (e: { name: string }) => searchKey(e.name).startsWith('cerimonia');

/**
 * The events the site's Cerimônia or Recepção section shows: ceremonies ("Cerimônia religiosa",
 * "Cerimônia civil") under Cerimônia, every other event under Recepção. An empty list leaves the
 * section with the place the couple wrote in the site editor.
 */
export function sectionEvents<E extends { name: string }>(kind: 'cerimonia' | 'recepcao', events: E[]): E[] {
  return events.filter((e) => (kind === 'cerimonia' ? isCeremony(e) : !isCeremony(e)));
}
