// The couple's households: create, edit, delete, and the personal link's revoke and renew. Every
// write is scoped to the couple's wedding, so another wedding's household is "not found"; a
// household and its members are written in one transaction.
import { and, eq, notInArray } from 'drizzle-orm';
import type { HouseholdInput, HouseholdItem } from '../../../shared/guest-household.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db, Tx } from '../../db/client.ts';
import { householdMembers, invitedHouseholds } from '../../db/schema.ts';
import { refuseDuplicate } from '../../db/unique-violation.ts';
import { deleteWeddingRow, updateWeddingRow, weddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { loadHouseholds } from './guest-list-queries.ts';
import { newInviteCode } from './invite-code.ts';

const ofWedding = (weddingId: string, householdId: string) =>
  weddingRow(invitedHouseholds, weddingId, householdId);

function householdColumns(input: HouseholdInput) {
  return {
    name: input.name,
    nameKey: searchKey(input.name),
    side: input.side,
    tags: input.tags,
    notes: input.notes,
    maxCompanions: input.maxCompanions,
  };
}

function memberColumns(member: HouseholdInput['members'][number], position: number) {
  return {
    name: member.name,
    nameKey: searchKey(member.name),
    ageGroup: member.ageGroup,
    phone: member.phone,
    email: member.email,
    position,
  };
}

const taken = () => new AppError('HOUSEHOLD_TAKEN');

async function loadOne(tx: Tx, weddingId: string, householdId: string): Promise<HouseholdItem> {
  const [item] = await loadHouseholds(tx, weddingId, [householdId]);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

export function createHousehold(db: Db, weddingId: string, input: HouseholdInput): Promise<HouseholdItem> {
  return refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(invitedHouseholds)
          .values({ weddingId, ...householdColumns(input), inviteCode: newInviteCode() })
          .returning({ id: invitedHouseholds.id });
        const householdId = row!.id;
        await tx
          .insert(householdMembers)
          .values(input.members.map((m, i) => ({ weddingId, householdId, ...memberColumns(m, i) })));
        return loadOne(tx, weddingId, householdId);
      }),
    taken,
  );
}

/**
 * Saves the household as the form sends it: members with an id of this household are updated (their
 * answers and check-in stay), members without one are added, and the ones left out are removed.
 */
export function updateHousehold(
  db: Db,
  weddingId: string,
  householdId: string,
  input: HouseholdInput,
): Promise<HouseholdItem> {
  return refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(invitedHouseholds)
          .set({ ...householdColumns(input), updatedAt: new Date() })
          .where(ofWedding(weddingId, householdId))
          .returning({ id: invitedHouseholds.id });
        if (updated.length === 0) throw new AppError('NOT_FOUND');
        const current = await tx
          .select({ id: householdMembers.id })
          .from(householdMembers)
          .where(eq(householdMembers.householdId, householdId));
        const ours = new Set(current.map((m) => m.id));
        const kept = input.members.flatMap((m) => (m.id && ours.has(m.id) ? [m.id] : []));
        await tx
          .delete(householdMembers)
          .where(
            kept.length
              ? and(eq(householdMembers.householdId, householdId), notInArray(householdMembers.id, kept))
              : eq(householdMembers.householdId, householdId),
          );
        const added: ReturnType<typeof memberColumns>[] = [];
        for (const [i, m] of input.members.entries()) {
          if (m.id && ours.has(m.id)) {
            await tx.update(householdMembers).set(memberColumns(m, i)).where(eq(householdMembers.id, m.id));
          } else added.push(memberColumns(m, i));
        }
        if (added.length) {
          await tx.insert(householdMembers).values(added.map((m) => ({ weddingId, householdId, ...m })));
        }
        return loadOne(tx, weddingId, householdId);
      }),
    taken,
  );
}

export function deleteHousehold(db: Db, weddingId: string, householdId: string): Promise<void> {
  return deleteWeddingRow(db, invitedHouseholds, weddingId, householdId);
}

/** The personal link stops working at once; the household has none until the couple renews it. */
export async function revokeInviteLink(db: Db, weddingId: string, householdId: string): Promise<void> {
  await updateWeddingRow(db, invitedHouseholds, weddingId, householdId, {
    inviteCode: null,
    updatedAt: new Date(),
  });
}

/** A new code replaces the old one (or none): the old link stops working. */
export async function renewInviteLink(
  db: Db,
  weddingId: string,
  householdId: string,
): Promise<{ inviteCode: string }> {
  const [renewed] = await db
    .update(invitedHouseholds)
    .set({ inviteCode: newInviteCode(), updatedAt: new Date() })
    .where(ofWedding(weddingId, householdId))
    .returning({ inviteCode: invitedHouseholds.inviteCode });
  if (!renewed?.inviteCode) throw new AppError('NOT_FOUND');
  return { inviteCode: renewed.inviteCode };
}
