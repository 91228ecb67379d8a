// The couple's events (Cerimônia religiosa, Festa...): create, edit, order, delete, and which
// households each one invites. Every read and write is scoped to the couple's wedding, so an id of
// another wedding is "not found".
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WeddingEvent, WeddingEventInput } from '../../../shared/wedding-events.ts';
import type { Db } from '../../db/client.ts';
import { householdEvents, householdMembers, invitedHouseholds, weddingEvents } from '../../db/schema.ts';
import { deleteWeddingRow, updateWeddingRow, weddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { guestEventColumns } from '../guest-site/load-site.ts';
import { eventCounts, noCounts } from './event-counts.ts';

const columns = {
  ...guestEventColumns,
  isPublic: weddingEvents.isPublic,
  position: weddingEvents.position,
};

const ofWedding = (weddingId: string, eventId: string) => weddingRow(weddingEvents, weddingId, eventId);

export async function listEvents(db: Db, weddingId: string): Promise<WeddingEvent[]> {
  const [rows, counts] = await Promise.all([
    db
      .select(columns)
      .from(weddingEvents)
      .where(eq(weddingEvents.weddingId, weddingId))
      .orderBy(asc(weddingEvents.position), asc(weddingEvents.createdAt)),
    eventCounts(db, weddingId),
  ]);
  return rows.map((r) => ({ ...r, counts: counts.get(r.id) ?? noCounts }));
}

export async function createEvent(
  db: Db,
  weddingId: string,
  input: WeddingEventInput,
): Promise<WeddingEvent> {
  const [row] = await db
    .insert(weddingEvents)
    .values({
      weddingId,
      ...input,
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM wedding_events WHERE wedding_id = ${weddingId})`,
    })
    .returning(columns);
  return { ...row!, counts: noCounts };
}

export async function updateEvent(
  db: Db,
  weddingId: string,
  eventId: string,
  input: WeddingEventInput,
): Promise<void> {
  await updateWeddingRow(db, weddingEvents, weddingId, eventId, { ...input, updatedAt: new Date() });
}

export function deleteEvent(db: Db, weddingId: string, eventId: string): Promise<void> {
  return deleteWeddingRow(db, weddingEvents, weddingId, eventId);
}

/** Puts the wedding's events in the order given (ids of other weddings are ignored). */
export async function reorderEvents(db: Db, weddingId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(weddingEvents)
        .set({ position: index + 1 })
        .where(ofWedding(weddingId, id));
    }
  });
}

async function requireEvent(db: Db, weddingId: string, eventId: string): Promise<void> {
  const [found] = await db
    .select({ id: weddingEvents.id })
    .from(weddingEvents)
    .where(ofWedding(weddingId, eventId));
  if (!found) throw new AppError('NOT_FOUND');
}

/** Every household of the wedding, with whether it is invited to the event. */
export async function eventHouseholds(db: Db, weddingId: string, eventId: string) {
  await requireEvent(db, weddingId, eventId);
  return db
    .select({
      id: invitedHouseholds.id,
      name: invitedHouseholds.name,
      // Qualified by hand: inside a subquery drizzle's unqualified "id" would mean the member's.
      members: sql<number>`(SELECT count(*)::int FROM household_members m WHERE m.household_id = "invited_households"."id")`,
      invited: sql<boolean>`EXISTS (SELECT 1 FROM household_events he WHERE he.household_id = "invited_households"."id" AND he.event_id = ${eventId})`,
    })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.weddingId, weddingId))
    .orderBy(asc(invitedHouseholds.nameKey))
    .limit(5000);
}

/** The wedding's households among `ids` (others' ids are dropped, never written). */
async function ownHouseholds(db: Db, weddingId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: invitedHouseholds.id })
    .from(invitedHouseholds)
    .where(and(eq(invitedHouseholds.weddingId, weddingId), inArray(invitedHouseholds.id, ids)));
  return rows.map((r) => r.id);
}

/** Invites exactly these households to the event. */
export async function setEventHouseholds(
  db: Db,
  weddingId: string,
  eventId: string,
  householdIds: string[],
): Promise<void> {
  await requireEvent(db, weddingId, eventId);
  const ids = await ownHouseholds(db, weddingId, [...new Set(householdIds)]);
  await db.transaction(async (tx) => {
    await tx.delete(householdEvents).where(eq(householdEvents.eventId, eventId));
    if (ids.length)
      await tx.insert(householdEvents).values(ids.map((householdId) => ({ householdId, eventId })));
  });
}

async function requireHousehold(db: Db, weddingId: string, householdId: string): Promise<void> {
  if ((await ownHouseholds(db, weddingId, [householdId])).length === 0) throw new AppError('NOT_FOUND');
}

/** The events a household is invited to, by id. */
export async function householdEventIds(db: Db, weddingId: string, householdId: string): Promise<string[]> {
  await requireHousehold(db, weddingId, householdId);
  const rows = await db
    .select({ id: householdEvents.eventId })
    .from(householdEvents)
    .innerJoin(weddingEvents, eq(weddingEvents.id, householdEvents.eventId))
    .where(eq(householdEvents.householdId, householdId))
    .orderBy(asc(weddingEvents.position));
  return rows.map((r) => r.id);
}

/** Invites the household to exactly these events (other weddings' events are dropped). */
export async function setHouseholdEvents(
  db: Db,
  weddingId: string,
  householdId: string,
  eventIds: string[],
): Promise<void> {
  await requireHousehold(db, weddingId, householdId);
  const unique = [...new Set(eventIds)];
  const own = unique.length
    ? await db
        .select({ id: weddingEvents.id })
        .from(weddingEvents)
        .where(and(eq(weddingEvents.weddingId, weddingId), inArray(weddingEvents.id, unique)))
    : [];
  await db.transaction(async (tx) => {
    await tx.delete(householdEvents).where(eq(householdEvents.householdId, householdId));
    if (own.length) await tx.insert(householdEvents).values(own.map((e) => ({ householdId, eventId: e.id })));
  });
}

/** The wedding's member, with its household, or "not found". */
export async function requireMember(db: Db, weddingId: string, memberId: string) {
  const [member] = await db
    .select({ id: householdMembers.id, householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(weddingRow(householdMembers, weddingId, memberId));
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}
