// Households, members, events and invitations written straight to the database, for tests of the
// events and the personal invitation page (the guest list's own screens make them in the app).
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { AgeGroup } from '../../shared/guest-list.ts';
import { searchKey } from '../../shared/text.ts';
import type { Db } from '../db/client.ts';
import {
  householdEvents,
  householdMembers,
  invitedHouseholds,
  memberEventAnswers,
  weddingEvents,
} from '../db/schema.ts';

/** A code shaped like a real one: 128 random bits, base64url. */
export const testInviteCode = () => randomBytes(16).toString('base64url');

export async function insertHousehold(
  db: Db,
  weddingId: string,
  input: {
    name: string;
    members: { name: string; ageGroup?: AgeGroup }[];
    maxCompanions?: number;
    eventIds?: string[];
  },
) {
  const code = testInviteCode();
  const [household] = await db
    .insert(invitedHouseholds)
    .values({
      weddingId,
      name: input.name,
      nameKey: searchKey(input.name),
      maxCompanions: input.maxCompanions ?? 0,
      inviteCode: code,
    })
    .returning({ id: invitedHouseholds.id });
  const members = input.members.length
    ? await db
        .insert(householdMembers)
        .values(
          input.members.map((m, i) => ({
            weddingId,
            householdId: household!.id,
            name: m.name,
            nameKey: searchKey(m.name),
            ageGroup: m.ageGroup ?? 'adulto',
            position: i,
          })),
        )
        .returning({ id: householdMembers.id, name: householdMembers.name })
    : [];
  if (input.eventIds?.length)
    await db
      .insert(householdEvents)
      .values(input.eventIds.map((eventId) => ({ householdId: household!.id, eventId })));
  return { id: household!.id, code, members };
}

export async function insertEvent(
  db: Db,
  weddingId: string,
  input: Partial<typeof weddingEvents.$inferInsert> & { name: string },
) {
  const [event] = await db
    .insert(weddingEvents)
    .values({ weddingId, ...input })
    .returning({ id: weddingEvents.id, name: weddingEvents.name });
  return event!;
}

/** The saved answers of these members, as `{ 'memberId.eventId': attending }`. */
export async function memberAnswers(db: Db, memberIds: string[]) {
  const rows = await db
    .select({
      memberId: memberEventAnswers.memberId,
      eventId: memberEventAnswers.eventId,
      attending: memberEventAnswers.attending,
    })
    .from(memberEventAnswers)
    .where(inArray(memberEventAnswers.memberId, memberIds));
  return Object.fromEntries(rows.map((r) => [`${r.memberId}.${r.eventId}`, r.attending]));
}
