// The couple's own word on an answer (a guest who called, or answers after the deadline): one
// member's yes, no or nothing for one event the household is invited to.
import { and, eq } from 'drizzle-orm';
import { weddingEventMessages } from '../../../shared/wedding-events.ts';
import type { Db } from '../../db/client.ts';
import { householdEvents, invitedHouseholds, memberEventAnswers, weddingEvents } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { requireMember } from './wedding-events-service.ts';

export const COUPLE_ANSWERED = 'noivos';

export async function setMemberAnswer(
  db: Db,
  weddingId: string,
  eventId: string,
  memberId: string,
  attending: boolean | null,
): Promise<void> {
  const member = await requireMember(db, weddingId, memberId);
  const [invited] = await db
    .select({ id: householdEvents.eventId })
    .from(householdEvents)
    .innerJoin(weddingEvents, eq(weddingEvents.id, householdEvents.eventId))
    .where(
      and(
        eq(householdEvents.householdId, member.householdId),
        eq(householdEvents.eventId, eventId),
        eq(weddingEvents.weddingId, weddingId),
      ),
    );
  if (!invited) throw new AppError('VALIDATION', weddingEventMessages.notInvitedToEvent);
  await db.transaction(async (tx) => {
    if (attending === null) {
      await tx
        .delete(memberEventAnswers)
        .where(and(eq(memberEventAnswers.memberId, memberId), eq(memberEventAnswers.eventId, eventId)));
      return;
    }
    const now = new Date();
    await tx
      .insert(memberEventAnswers)
      .values({ memberId, eventId, attending, updatedAt: now })
      .onConflictDoUpdate({
        target: [memberEventAnswers.memberId, memberEventAnswers.eventId],
        set: { attending, updatedAt: now },
      });
    await tx
      .update(invitedHouseholds)
      .set({ answeredAt: now, answeredBy: COUPLE_ANSWERED, updatedAt: now })
      .where(eq(invitedHouseholds.id, member.householdId));
  });
}
