// A household's answer through its personal link: yes or no for every member at every event it
// is invited to, dietary restrictions, a note and the extra companions its invitation allows. The
// member answers and the household's answer columns change together (one transaction); answering
// again replaces the answer. The couple's panel hears of it as of any RSVP (live news).
import { eq, sql } from 'drizzle-orm';
import type { InvitationAnswer } from '../../../shared/invitation.ts';
import type { Db } from '../../db/client.ts';
import { householdMembers, invitedHouseholds, memberEventAnswers } from '../../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { announce } from '../live/wedding-news.ts';
import type { InvitedHousehold } from './invitation-queries.ts';

/** Who answered: the household through its link (the couple's corrections say 'noivos'). */
export const GUEST_ANSWERED = 'convite';

export async function saveInvitationAnswer(
  deps: { db: Db; jobs: Pick<JobQueue, 'sendSoon'> },
  weddingId: string,
  household: InvitedHousehold,
  memberIds: string[],
  answer: InvitationAnswer,
): Promise<void> {
  const own = new Set(memberIds);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    if (answer.answers.length) {
      await tx
        .insert(memberEventAnswers)
        .values(answer.answers.map((a) => ({ ...a, updatedAt: now })))
        .onConflictDoUpdate({
          target: [memberEventAnswers.memberId, memberEventAnswers.eventId],
          set: { attending: sql`excluded.attending`, updatedAt: now },
        });
    }
    for (const d of answer.dietary) {
      if (!own.has(d.memberId)) continue;
      await tx
        .update(householdMembers)
        .set({ dietary: d.dietary || null })
        .where(eq(householdMembers.id, d.memberId));
    }
    await tx
      .update(invitedHouseholds)
      .set({
        answeredAt: now,
        answeredBy: GUEST_ANSWERED,
        companionsAnswer: answer.companionNames.length,
        companionNames: answer.companionNames,
        answerNote: answer.note,
        updatedAt: now,
      })
      .where(eq(invitedHouseholds.id, household.id));
  });
  announce(deps.jobs, weddingId, 'rsvp');
}
