// The couple's corrections in "Presenças confirmadas": edit or delete an answer, keep the invited
// households. Every write is scoped to the couple's wedding, so another wedding's id is "not found".
import { and, asc, eq, sql } from 'drizzle-orm';
import { type HouseholdInput, type RsvpInput, rsvpMessages } from '../../../shared/rsvp.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { invitedHouseholds, rsvps } from '../../db/schema.ts';
import { refuseDuplicate } from '../../db/unique-violation.ts';
import { weddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { newInviteCode } from '../guest-list/invite-code.ts';
import { countOpenCompanions } from './open-answer-match.ts';
import { answerColumns } from './rsvp-service.ts';

const ofWedding = (weddingId: string, rsvpId: string) => weddingRow(rsvps, weddingId, rsvpId);

export async function updateRsvp(db: Db, weddingId: string, rsvpId: string, input: RsvpInput): Promise<void> {
  const updated = await refuseDuplicate(
    () =>
      db
        .update(rsvps)
        .set({ ...answerColumns(input), updatedAt: new Date() })
        .where(ofWedding(weddingId, rsvpId))
        .returning({ householdId: rsvps.householdId }),
    () => new AppError('VALIDATION', rsvpMessages.answerTaken),
  );
  const [row] = updated;
  if (!row) throw new AppError('NOT_FOUND');
  // An open answer linked to a household: its companions count there (open-answer-match.ts).
  if (row.householdId) await countOpenCompanions(db, row.householdId);
}

export async function deleteRsvp(db: Db, weddingId: string, rsvpId: string): Promise<void> {
  const [row] = await db
    .delete(rsvps)
    .where(ofWedding(weddingId, rsvpId))
    .returning({ householdId: rsvps.householdId });
  if (!row) throw new AppError('NOT_FOUND');
  if (row.householdId) await countOpenCompanions(db, row.householdId);
}

export function listHouseholds(db: Db, weddingId: string) {
  return db
    .select({
      id: invitedHouseholds.id,
      name: invitedHouseholds.name,
      maxCompanions: invitedHouseholds.maxCompanions,
      // Qualified by hand: inside the subquery an unqualified "id" would mean rsvps.id.
      answered: sql<boolean>`exists (select 1 from rsvps r where r.household_id = "invited_households"."id")`,
    })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.weddingId, weddingId))
    .orderBy(asc(invitedHouseholds.name))
    .limit(2000);
}

export async function addHousehold(db: Db, weddingId: string, input: HouseholdInput) {
  const [row] = await refuseDuplicate(
    () =>
      db
        .insert(invitedHouseholds)
        .values({ weddingId, ...input, nameKey: searchKey(input.name), inviteCode: newInviteCode() })
        .returning(),
    () => new AppError('VALIDATION', rsvpMessages.householdTaken),
  );
  return { id: row!.id, name: row!.name, maxCompanions: row!.maxCompanions, answered: false };
}

export async function removeHousehold(db: Db, weddingId: string, householdId: string): Promise<void> {
  await db
    .delete(invitedHouseholds)
    .where(and(eq(invitedHouseholds.id, householdId), eq(invitedHouseholds.weddingId, weddingId)));
}
