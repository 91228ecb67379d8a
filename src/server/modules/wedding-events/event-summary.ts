// The printable summary of "Eventos": per event, in the couple's order, its counts (event-counts.ts)
// and the households with someone confirmed, by name, with their confirmed members and companions.
import { and, asc, eq } from 'drizzle-orm';
import type { EventSummary, SummaryHousehold } from '../../../shared/event-summary.ts';
import type { Db } from '../../db/client.ts';
import {
  couples,
  householdEvents,
  householdMembers,
  invitedHouseholds,
  memberEventAnswers,
  weddingEvents,
  weddings,
} from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { eventCounts, noCounts } from './event-counts.ts';

export async function eventSummary(db: Db, weddingId: string): Promise<EventSummary> {
  const [couple, events, counts, confirmed] = await Promise.all([
    db
      .select({ name1: couples.name1, name2: couples.name2 })
      .from(weddings)
      .innerJoin(couples, coupleOfWedding)
      .where(eq(weddings.id, weddingId)),
    db
      .select({
        id: weddingEvents.id,
        name: weddingEvents.name,
        date: weddingEvents.date,
        time: weddingEvents.time,
        placeName: weddingEvents.placeName,
      })
      .from(weddingEvents)
      .where(eq(weddingEvents.weddingId, weddingId))
      .orderBy(asc(weddingEvents.position), asc(weddingEvents.createdAt)),
    eventCounts(db, weddingId),
    db
      .select({
        eventId: memberEventAnswers.eventId,
        householdId: invitedHouseholds.id,
        householdName: invitedHouseholds.name,
        companions: invitedHouseholds.companionsAnswer,
        name: householdMembers.name,
        ageGroup: householdMembers.ageGroup,
      })
      .from(memberEventAnswers)
      .innerJoin(householdMembers, eq(householdMembers.id, memberEventAnswers.memberId))
      .innerJoin(invitedHouseholds, eq(invitedHouseholds.id, householdMembers.householdId))
      // Only the events the household is (still) invited to, as the counts.
      .innerJoin(
        householdEvents,
        and(
          eq(householdEvents.householdId, invitedHouseholds.id),
          eq(householdEvents.eventId, memberEventAnswers.eventId),
        ),
      )
      .where(and(eq(householdMembers.weddingId, weddingId), eq(memberEventAnswers.attending, true)))
      .orderBy(asc(invitedHouseholds.nameKey), asc(invitedHouseholds.id), asc(householdMembers.position)),
  ]);

  const byEvent = new Map<string, Map<string, SummaryHousehold>>();
  for (const r of confirmed) {
    let homes = byEvent.get(r.eventId);
    if (!homes) {
      homes = new Map();
      byEvent.set(r.eventId, homes);
    }
    let home = homes.get(r.householdId);
    if (!home) {
      home = { id: r.householdId, name: r.householdName, companions: r.companions, members: [] };
      homes.set(r.householdId, home);
    }
    home.members.push({ name: r.name, ageGroup: r.ageGroup });
  }
  const names = couple[0] ? [couple[0].name1, couple[0].name2].filter(Boolean).join(' & ') : '';
  return {
    couple: names,
    events: events.map((e) => ({
      ...e,
      counts: counts.get(e.id) ?? noCounts,
      households: [...(byEvent.get(e.id)?.values() ?? [])],
    })),
  };
}
