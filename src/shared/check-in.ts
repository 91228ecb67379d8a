// Check-in on the day (issue 21, section 5): the door's screen finds a household by name or by the
// code of its personal link, and marks who arrived at each event.
import { z } from 'zod';

export const checkInEvent = z.object({ id: z.string(), name: z.string(), date: z.string().nullable() });

export const checkInMember = z.object({
  id: z.string(),
  name: z.string(),
  ageGroup: z.string(),
  /** Answered "vou" for this event. */
  confirmed: z.boolean(),
  arrivedAt: z.string().nullable(),
});

export const checkInHousehold = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(checkInMember),
});
export type CheckInHousehold = z.infer<typeof checkInHousehold>;

export const checkInSummary = z.object({
  events: z.array(checkInEvent),
  eventId: z.string().nullable(),
  arrived: z.number(),
  expected: z.number(),
});
export type CheckInSummary = z.infer<typeof checkInSummary>;

/** The event the door checks people in for. */
const eventId = z.uuid({ error: 'Escolha o evento.' });

export const checkInEventQuery = z.object({ eventId: eventId.optional() });

export const checkInSearchQuery = z.object({
  eventId,
  q: z.string().trim().min(1, { error: 'Digite um nome ou o código do convite.' }).max(300),
});

export const checkInSearchResult = z.object({ households: z.array(checkInHousehold) });
export type CheckInSearchResult = z.infer<typeof checkInSearchResult>;

export const arrivalsBody = z.object({
  eventId,
  memberIds: z.array(z.uuid()).min(1, { error: 'Escolha quem chegou.' }).max(50),
  arrived: z.boolean(),
});

/** The code in a personal link `…/{slug}/convite/{code}`, or the code typed by itself. */
export function codeFromInput(input: string): string | null {
  const match = /(?:^|\/convite\/)([A-Za-z0-9_-]{22})(?:[/?#].*)?$/.exec(input.trim());
  return match ? match[1]! : null;
}
