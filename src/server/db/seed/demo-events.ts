// The demo couple's events: "Cerimônia religiosa" and "Festa" from the places its site already
// shows, and an RSVP deadline. When the guest list has households (demo-guest-list.ts), every one is
// invited to the party and most to the ceremony too, and the households that answered get answers
// per member. Safe on every start: each step runs only while its part is still missing.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Place } from '../../../shared/site.ts';
import type { Db } from '../client.ts';
import {
  householdEvents,
  householdMembers,
  invitedHouseholds,
  memberEventAnswers,
  siteSections,
  weddingEvents,
  weddings,
} from '../schema.ts';

/** Every fifth household is invited to the party only; every fourth that answered declined. */
const PARTY_ONLY_EVERY = 5;
const DECLINED_EVERY = 4;

async function place(db: Db, weddingId: string, kind: 'cerimonia' | 'recepcao'): Promise<Partial<Place>> {
  const [row] = await db
    .select({ content: siteSections.content })
    .from(siteSections)
    .where(and(eq(siteSections.weddingId, weddingId), eq(siteSections.kind, kind)))
    .limit(1);
  return (row?.content ?? {}) as Partial<Place>;
}

const orNull = (value: string | undefined) => value || null;

/** The wedding's events in order: the other demo seeds start from the first. */
export function demoEvents(db: Db, weddingId: string) {
  return db
    .select({ id: weddingEvents.id, name: weddingEvents.name, placeName: weddingEvents.placeName })
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, weddingId))
    .orderBy(asc(weddingEvents.position));
}

async function seedEvents(db: Db, weddingId: string) {
  const existing = await demoEvents(db, weddingId);
  if (existing.length) return existing;
  const [ceremony, party] = [await place(db, weddingId, 'cerimonia'), await place(db, weddingId, 'recepcao')];
  const created = await db
    .insert(weddingEvents)
    .values([
      {
        weddingId,
        name: 'Cerimônia religiosa',
        date: orNull(ceremony.date),
        time: orNull(ceremony.time),
        placeName: orNull(ceremony.place),
        address: orNull(ceremony.address),
        notes: orNull(ceremony.notes),
        dressCode: 'Passeio completo',
        position: 1,
      },
      {
        weddingId,
        name: 'Festa',
        date: orNull(party.date),
        time: orNull(party.time),
        placeName: orNull(party.place),
        address: orNull(party.address),
        notes: 'A festa vai até as 2h.',
        dressCode: 'Esporte fino',
        position: 2,
      },
    ])
    .returning({ id: weddingEvents.id, name: weddingEvents.name });
  await db
    .update(weddings)
    .set({ rsvpDeadline: '2027-04-15' })
    .where(and(eq(weddings.id, weddingId), sql`${weddings.rsvpDeadline} is null`));
  return created;
}

async function inviteHouseholds(db: Db, weddingId: string, ceremonyId: string, partyId: string) {
  const households = await db
    .select({ id: invitedHouseholds.id })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.weddingId, weddingId))
    .orderBy(asc(invitedHouseholds.nameKey));
  if (households.length === 0) return;
  const [invited] = await db
    .select({ id: householdEvents.householdId })
    .from(householdEvents)
    .where(inArray(householdEvents.eventId, [ceremonyId, partyId]))
    .limit(1);
  if (invited) return;
  await db.insert(householdEvents).values(
    households.flatMap((h, i) =>
      (i + 1) % PARTY_ONLY_EVERY === 0
        ? [{ householdId: h.id, eventId: partyId }]
        : [
            { householdId: h.id, eventId: ceremonyId },
            { householdId: h.id, eventId: partyId },
          ],
    ),
  );
}

async function answerForAnswered(db: Db, weddingId: string) {
  const answered = await db
    .select({ id: invitedHouseholds.id })
    .from(invitedHouseholds)
    .where(and(eq(invitedHouseholds.weddingId, weddingId), isNotNull(invitedHouseholds.answeredAt)))
    .orderBy(asc(invitedHouseholds.nameKey));
  for (const [i, household] of answered.entries()) {
    const pairs = await db
      .select({ memberId: householdMembers.id, eventId: householdEvents.eventId })
      .from(householdMembers)
      .innerJoin(householdEvents, eq(householdEvents.householdId, householdMembers.householdId))
      .where(eq(householdMembers.householdId, household.id));
    if (pairs.length === 0) continue;
    const attending = (i + 1) % DECLINED_EVERY !== 0;
    await db
      .insert(memberEventAnswers)
      .values(pairs.map((p) => ({ ...p, attending })))
      .onConflictDoNothing();
  }
}

export async function seedDemoEvents(db: Db, weddingId: string): Promise<void> {
  const events = await seedEvents(db, weddingId);
  const ceremony = events.find((e) => e.name === 'Cerimônia religiosa');
  const party = events.find((e) => e.name === 'Festa');
  if (!ceremony || !party) return;
  await inviteHouseholds(db, weddingId, ceremony.id, party.id);
  await answerForAnswered(db, weddingId);
}
