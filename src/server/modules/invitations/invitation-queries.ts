// Reads of a personal invitation: the household behind a code (only within its own wedding), its
// members, the events it is invited to and the answers given; and the one write an opening makes.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  householdEvents,
  householdMembers,
  invitedHouseholds,
  memberEventAnswers,
  weddingEvents,
} from '../../db/schema.ts';
import { guestEventColumns } from '../guest-site/load-site.ts';

/** The household a code opens in this wedding; a revoked (null) or foreign code finds nothing. */
export async function findInvitedHousehold(db: Db, weddingId: string, code: string) {
  const [row] = await db
    .select({
      id: invitedHouseholds.id,
      name: invitedHouseholds.name,
      maxCompanions: invitedHouseholds.maxCompanions,
      companionNames: invitedHouseholds.companionNames,
      note: invitedHouseholds.answerNote,
      answeredAt: invitedHouseholds.answeredAt,
    })
    .from(invitedHouseholds)
    .where(and(eq(invitedHouseholds.inviteCode, code), eq(invitedHouseholds.weddingId, weddingId)));
  return row ?? null;
}
export type InvitedHousehold = NonNullable<Awaited<ReturnType<typeof findInvitedHousehold>>>;

/** Members, invited events (private ones too) and the answers given, for the household's part. */
export async function loadInvitation(db: Db, householdId: string) {
  const [members, events, answers] = await Promise.all([
    db
      .select({ id: householdMembers.id, name: householdMembers.name, dietary: householdMembers.dietary })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(asc(householdMembers.position), asc(householdMembers.createdAt)),
    db
      .select(guestEventColumns)
      .from(householdEvents)
      .innerJoin(weddingEvents, eq(weddingEvents.id, householdEvents.eventId))
      .where(eq(householdEvents.householdId, householdId))
      .orderBy(asc(weddingEvents.position), asc(weddingEvents.createdAt)),
    db
      .select({
        memberId: memberEventAnswers.memberId,
        eventId: memberEventAnswers.eventId,
        attending: memberEventAnswers.attending,
      })
      .from(memberEventAnswers)
      .innerJoin(householdMembers, eq(householdMembers.id, memberEventAnswers.memberId))
      .where(eq(householdMembers.householdId, householdId)),
  ]);

  return {
    members,
    events,
    answers: Object.fromEntries(answers.map((a) => [`${a.memberId}.${a.eventId}`, a.attending])),
  };
}

/**
 * One update per opening: the first time is kept, the last moves. Openings less than a minute
 * apart (a reload, the page after an answer) change nothing, so a household reloading its page
 * never queues writes on its own row. True when the opening was recorded (the panel hears of it).
 */
export async function markOpened(db: Db, householdId: string): Promise<boolean> {
  const marked = await db
    .update(invitedHouseholds)
    .set({
      firstOpenedAt: sql`coalesce(${invitedHouseholds.firstOpenedAt}, now())`,
      lastOpenedAt: sql`now()`,
    })
    .where(
      and(
        eq(invitedHouseholds.id, householdId),
        or(
          isNull(invitedHouseholds.lastOpenedAt),
          lt(invitedHouseholds.lastOpenedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    )
    .returning({ id: invitedHouseholds.id });
  return marked.length > 0;
}
