// The printable summary of "Eventos" (issue 21, section 4, "Dashboard"): per event its counts and the
// households with someone confirmed, each with its confirmed members, for the couple to print.
import { z } from 'zod';
import { count } from './api-fields.ts';
import { ageGroups } from './guest-list.ts';
import { plural } from './plural.ts';
import { weddingEventSchema } from './wedding-events.ts';

export const summaryHousehold = z.object({
  id: z.string(),
  name: z.string(),
  /** Extra companions the household said it brings. */
  companions: count,
  members: z.array(z.object({ name: z.string(), ageGroup: z.enum(ageGroups) })),
});
export type SummaryHousehold = z.infer<typeof summaryHousehold>;

/** The event as "Eventos" shows it (when, where, its counts), with its households. */
export const summaryEvent = weddingEventSchema
  .pick({ id: true, name: true, date: true, time: true, placeName: true, counts: true })
  .extend({ households: z.array(summaryHousehold) });
export type SummaryEvent = z.infer<typeof summaryEvent>;

export const eventSummarySchema = z.object({
  /** "Ana & Bruno". */
  couple: z.string(),
  events: z.array(summaryEvent),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** "12 adultos · 3 crianças · 1 bebê" (babies only when there are some). */
export function confirmedPeople(counts: { adults: number; children: number; babies: number }): string {
  const parts = [plural(counts.adults, 'adulto', 'adultos'), plural(counts.children, 'criança', 'crianças')];
  if (counts.babies > 0) parts.push(plural(counts.babies, 'bebê', 'bebês'));
  return parts.join(' · ');
}
