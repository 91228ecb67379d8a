// The demo couple's check-in (issue 21, section 5): at the first event, the first three households
// with confirmed members have arrived, so the door's screen shows "N de M chegaram" alive. Safe on
// every start: it writes only while the event has no arrival yet.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { householdMembers, memberArrivals, memberEventAnswers } from '../schema.ts';
import { demoEvents } from './demo-events.ts';

const ARRIVED_HOUSEHOLDS = 3;

export async function seedDemoCheckIn(db: Db, weddingId: string): Promise<void> {
  const [event] = await demoEvents(db, weddingId);
  if (!event) return;
  const [already] = await db
    .select({ memberId: memberArrivals.memberId })
    .from(memberArrivals)
    .where(eq(memberArrivals.eventId, event.id))
    .limit(1);
  if (already) return;
  const confirmed = await db
    .select({ id: householdMembers.id, householdId: householdMembers.householdId })
    .from(memberEventAnswers)
    .innerJoin(householdMembers, eq(householdMembers.id, memberEventAnswers.memberId))
    .where(
      and(
        eq(memberEventAnswers.eventId, event.id),
        eq(memberEventAnswers.attending, true),
        eq(householdMembers.weddingId, weddingId),
      ),
    )
    .orderBy(asc(householdMembers.householdId), asc(householdMembers.position));
  const households = [...new Set(confirmed.map((m) => m.householdId))].slice(0, ARRIVED_HOUSEHOLDS);
  const members = confirmed.filter((m) => households.includes(m.householdId)).map((m) => m.id);
  if (!members.length) return;
  await db
    .insert(memberArrivals)
    .values(members.map((memberId) => ({ memberId, eventId: event.id })))
    .onConflictDoNothing();
}
