// Check-in at the door: who of each household confirmed for the event, who arrived and when.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CheckInHousehold, CheckInSummary } from '../../../shared/check-in.ts';
import { codeFromInput } from '../../../shared/check-in.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import {
  householdEvents,
  householdMembers,
  invitedHouseholds,
  memberArrivals,
  memberEventAnswers,
  weddingEvents,
} from '../../db/schema.ts';
import { weddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { publishWeddingEvent } from '../live/wedding-events.ts';

export async function listEvents(db: Db, weddingId: string) {
  return db
    .select({ id: weddingEvents.id, name: weddingEvents.name, date: weddingEvents.date })
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, weddingId))
    .orderBy(asc(weddingEvents.position), asc(weddingEvents.date), asc(weddingEvents.createdAt));
}

async function ownEvent(db: Db, weddingId: string, eventId: string) {
  const [event] = await db
    .select({ id: weddingEvents.id, name: weddingEvents.name, date: weddingEvents.date })
    .from(weddingEvents)
    .where(weddingRow(weddingEvents, weddingId, eventId));
  if (!event) throw new AppError('NOT_FOUND', 'Evento não encontrado.');
  return event;
}

export async function loadSummary(db: Db, weddingId: string, eventId?: string): Promise<CheckInSummary> {
  const events = await listEvents(db, weddingId);
  const chosen = eventId ? events.find((e) => e.id === eventId) : events[0];
  if (eventId && !chosen) throw new AppError('NOT_FOUND', 'Evento não encontrado.');
  if (!chosen) return { events, eventId: null, arrived: 0, expected: 0 };
  const [counts] = await db
    .select({
      expected: sql<number>`(select count(*)::int from ${memberEventAnswers} a join ${householdMembers} m on m.id = a.member_id
        where a.event_id = ${chosen.id} and a.attending and m.wedding_id = ${weddingId})`,
      arrived: sql<number>`(select count(*)::int from ${memberArrivals} r join ${householdMembers} m on m.id = r.member_id
        where r.event_id = ${chosen.id} and m.wedding_id = ${weddingId})`,
    })
    .from(sql`(select 1) as one`);
  return { events, eventId: chosen.id, arrived: counts?.arrived ?? 0, expected: counts?.expected ?? 0 };
}

/** Households invited to the event with their members, confirmed and arrived flags. */
export async function householdsFor(
  db: Db,
  weddingId: string,
  eventId: string,
  householdIds?: string[],
): Promise<CheckInHousehold[]> {
  if (householdIds && householdIds.length === 0) return [];
  const rows = await db
    .select({
      householdId: invitedHouseholds.id,
      householdName: invitedHouseholds.name,
      memberId: householdMembers.id,
      memberName: householdMembers.name,
      ageGroup: householdMembers.ageGroup,
      confirmed: sql<boolean>`coalesce(${memberEventAnswers.attending}, false)`,
      arrivedAt: memberArrivals.arrivedAt,
    })
    .from(invitedHouseholds)
    .innerJoin(
      householdEvents,
      and(eq(householdEvents.householdId, invitedHouseholds.id), eq(householdEvents.eventId, eventId)),
    )
    .innerJoin(householdMembers, eq(householdMembers.householdId, invitedHouseholds.id))
    .leftJoin(
      memberEventAnswers,
      and(eq(memberEventAnswers.memberId, householdMembers.id), eq(memberEventAnswers.eventId, eventId)),
    )
    .leftJoin(
      memberArrivals,
      and(eq(memberArrivals.memberId, householdMembers.id), eq(memberArrivals.eventId, eventId)),
    )
    .where(
      and(
        eq(invitedHouseholds.weddingId, weddingId),
        householdIds ? inArray(invitedHouseholds.id, householdIds) : undefined,
      ),
    )
    .orderBy(asc(invitedHouseholds.nameKey), asc(invitedHouseholds.id), asc(householdMembers.position));
  const byId = new Map<string, CheckInHousehold>();
  for (const r of rows) {
    let h = byId.get(r.householdId);
    if (!h) {
      h = { id: r.householdId, name: r.householdName, members: [] };
      byId.set(r.householdId, h);
    }
    h.members.push({
      id: r.memberId,
      name: r.memberName,
      ageGroup: r.ageGroup,
      confirmed: r.confirmed,
      arrivedAt: r.arrivedAt ? r.arrivedAt.toISOString() : null,
    });
  }
  return [...byId.values()];
}

/** By the code of a personal link (or the whole link), or by a household's or member's name. */
export async function searchHouseholds(db: Db, weddingId: string, eventId: string, q: string) {
  await ownEvent(db, weddingId, eventId);
  const code = codeFromInput(q);
  if (code) {
    const [household] = await db
      .select({ id: invitedHouseholds.id })
      .from(invitedHouseholds)
      .where(and(eq(invitedHouseholds.weddingId, weddingId), eq(invitedHouseholds.inviteCode, code)));
    if (!household) throw new AppError('NOT_FOUND', 'Nenhum convite deste casamento tem esse código.');
    const households = await householdsFor(db, weddingId, eventId, [household.id]);
    if (!households.length) throw new AppError('NOT_FOUND', 'Esse convite não é para este evento.');
    return { households };
  }
  const key = `%${searchKey(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = await db
    .selectDistinct({ id: invitedHouseholds.id })
    .from(invitedHouseholds)
    .leftJoin(householdMembers, eq(householdMembers.householdId, invitedHouseholds.id))
    .where(
      and(
        eq(invitedHouseholds.weddingId, weddingId),
        sql`(${invitedHouseholds.nameKey} like ${key} or ${householdMembers.nameKey} like ${key})`,
      ),
    )
    .limit(20);
  return {
    households: await householdsFor(
      db,
      weddingId,
      eventId,
      matches.map((m) => m.id),
    ),
  };
}

export async function setArrivals(
  db: Db,
  weddingId: string,
  input: { eventId: string; memberIds: string[]; arrived: boolean },
) {
  await ownEvent(db, weddingId, input.eventId);
  const own = await db
    .select({ id: householdMembers.id })
    .from(householdMembers)
    .where(and(eq(householdMembers.weddingId, weddingId), inArray(householdMembers.id, input.memberIds)));
  if (own.length !== new Set(input.memberIds).size)
    throw new AppError('NOT_FOUND', 'Convidado não encontrado.');
  if (input.arrived)
    await db
      .insert(memberArrivals)
      .values(input.memberIds.map((memberId) => ({ memberId, eventId: input.eventId })))
      .onConflictDoNothing();
  else
    await db
      .delete(memberArrivals)
      .where(
        and(eq(memberArrivals.eventId, input.eventId), inArray(memberArrivals.memberId, input.memberIds)),
      );
  await publishWeddingEvent(db, weddingId, 'checkin');
  return loadSummary(db, weddingId, input.eventId);
}

export { ownEvent };
