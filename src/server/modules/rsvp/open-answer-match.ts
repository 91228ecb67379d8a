// Open answers and the guest list (issue 21): on a wedding with a guest list, an answer given
// through the site's open form is matched to a household when its name (accent- and
// case-insensitive) is one member's, or one household's without such a member, and that member
// has no other open answer. The matched member's yes or no then counts for every event its
// household is invited to, unless the household answered through its personal link or the couple
// answered for it (those answers carry no `rsvp_id` and an open answer never overwrites them).
// The companions the open answers declared count as the household's, within its allowed extras.
// Otherwise the answer waits for the couple ("Respostas sem convite"): link it or dismiss it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { UnlinkedAnswer } from '../../../shared/rsvp.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { householdMembers, invitedHouseholds, rsvpMembers, rsvps } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { answerColumns } from './rsvp-queries.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The most answers to link the panel lists at once; linking some shows the next. */
const LISTED = 100;

export interface OpenMatch {
  householdId: string;
  /** The member of that name, or null when the household's own name matched. */
  memberId: string | null;
  maxCompanions: number;
}

/** The one household this name points to, or null (nobody, or more than one person). */
export async function matchByName(db: Db, weddingId: string, nameKey: string): Promise<OpenMatch | null> {
  const rows = rowsOf(
    await db.execute(sql`
      SELECT c.household_id, c.member_id, h.max_companions
      FROM (
        SELECT m.household_id, m.id AS member_id FROM household_members m
        WHERE m.wedding_id = ${weddingId} AND m.name_key = ${nameKey}
        UNION ALL
        SELECT h.id, NULL FROM invited_households h
        WHERE h.wedding_id = ${weddingId} AND h.name_key = ${nameKey}
          AND NOT EXISTS (
            SELECT 1 FROM household_members m WHERE m.household_id = h.id AND m.name_key = ${nameKey}
          )
      ) c JOIN invited_households h ON h.id = c.household_id
      LIMIT 2`),
  );
  const [only] = rows;
  if (rows.length !== 1 || !only) return null;
  return {
    householdId: String(only.household_id),
    memberId: only.member_id ? String(only.member_id) : null,
    maxCompanions: Number(only.max_companions),
  };
}

/**
 * The member's answer to every event of its household, written by this open answer: a pair
 * answered through the personal link, by the couple or by another open answer stays as it is.
 */
async function applyToMember(
  tx: Tx | Db,
  answer: { rsvpId: string; householdId: string; memberId: string; attending: boolean; name: string },
): Promise<boolean> {
  const written = await tx.execute(sql`
    INSERT INTO member_event_answers (member_id, event_id, attending, updated_at, rsvp_id)
    SELECT ${answer.memberId}, he.event_id, ${answer.attending}, now(), ${answer.rsvpId}
    FROM household_events he WHERE he.household_id = ${answer.householdId}
    ON CONFLICT (member_id, event_id) DO UPDATE
      SET attending = excluded.attending, updated_at = excluded.updated_at
      WHERE member_event_answers.rsvp_id = excluded.rsvp_id
    RETURNING member_id`);
  const changed = rowsOf(written).length > 0;
  // The household shows as answered (by whom) from its first answer on; a later one changes nothing.
  if (changed)
    await tx
      .update(invitedHouseholds)
      .set({ answeredAt: sql`now()`, answeredBy: answer.name, updatedAt: sql`now()` })
      .where(and(eq(invitedHouseholds.id, answer.householdId), sql`${invitedHouseholds.answeredAt} is null`));
  return changed;
}

/**
 * The extra companions the household's open answers (those still coming) declared, within the ones
 * its invitation allows, written where a personal link's answer writes its companions, so the
 * guest list and the events' counts and summary count them alike. Once the household answered
 * through its personal link or the couple answered for it (answers without `rsvp_id`), its
 * companions are that answer's and stay as they are.
 */
export async function countOpenCompanions(tx: Tx | Db, householdId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE invited_households h
    SET companions_answer = least(h.max_companions, o.companions),
        companion_names = o.names[1:least(h.max_companions, o.companions)],
        updated_at = now()
    FROM (
      SELECT coalesce(sum(r.companions), 0)::int AS companions,
             array(
               SELECT x.name FROM rsvps r2, unnest(r2.companion_names) WITH ORDINALITY x(name, i)
               WHERE r2.household_id = ${householdId} AND r2.attending
               ORDER BY r2.created_at, r2.id, x.i
             ) AS names
      FROM rsvps r WHERE r.household_id = ${householdId} AND r.attending
    ) o
    WHERE h.id = ${householdId}
      AND NOT EXISTS (
        SELECT 1 FROM member_event_answers a JOIN household_members m ON m.id = a.member_id
        WHERE m.household_id = h.id AND a.rsvp_id IS NULL
      )`);
}

/** Links the answer to the household (and the member, if still free); false if the member is taken. */
async function link(
  tx: Tx,
  answer: { rsvpId: string; attending: boolean; name: string },
  householdId: string,
  memberId: string | null,
): Promise<{ linked: boolean; applied: boolean }> {
  if (memberId) {
    const claimed = await tx
      .insert(rsvpMembers)
      .values({ rsvpId: answer.rsvpId, memberId })
      .onConflictDoNothing()
      .returning({ memberId: rsvpMembers.memberId });
    if (claimed.length === 0) return { linked: false, applied: false };
  }
  await tx.update(rsvps).set({ householdId, needsLink: false }).where(eq(rsvps.id, answer.rsvpId));
  const applied = memberId ? await applyToMember(tx, { ...answer, householdId, memberId }) : false;
  await countOpenCompanions(tx, householdId);
  return { linked: true, applied };
}

/**
 * After an open answer is written on a wedding with a guest list: a linked answer updates its
 * member's answers; an unlinked one is matched now, or waits for the couple. Whether a member's
 * answer changed (the household's personal page shows it).
 */
export async function settleOpenAnswer(
  db: Db,
  answer: { rsvpId: string; weddingId: string; nameKey: string; attending: boolean; name: string },
  match: OpenMatch | null,
): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ householdId: rsvps.householdId, memberId: rsvpMembers.memberId })
      .from(rsvps)
      .leftJoin(rsvpMembers, eq(rsvpMembers.rsvpId, rsvps.id))
      .where(eq(rsvps.id, answer.rsvpId))
      .for('update', { of: rsvps });
    if (!current) return { applied: false };
    if (current.householdId) {
      // Answering again may change the companions even when no member's answer changes.
      const applied = current.memberId
        ? await applyToMember(tx, { ...answer, householdId: current.householdId, memberId: current.memberId })
        : false;
      await countOpenCompanions(tx, current.householdId);
      return { applied };
    }
    const linked = match ? await link(tx, answer, match.householdId, match.memberId) : null;
    if (linked?.linked) return { applied: linked.applied };
    await tx.update(rsvps).set({ needsLink: true }).where(eq(rsvps.id, answer.rsvpId));
    return { applied: false };
  });
}

/** "Respostas sem convite", newest first. */
export async function listUnlinked(db: Db, weddingId: string): Promise<UnlinkedAnswer[]> {
  const rows = await db
    .select({
      ...answerColumns,
      createdAt: rsvps.createdAt,
      // Qualified by hand: inside the subquery an unqualified column would mean the member's.
      sameName: sql<number>`(select count(distinct m.household_id)::int from household_members m
        where m.wedding_id = "rsvps"."wedding_id" and m.name_key = "rsvps"."name_key")`,
    })
    .from(rsvps)
    .where(and(eq(rsvps.weddingId, weddingId), eq(rsvps.needsLink, true)))
    .orderBy(desc(rsvps.createdAt))
    .limit(LISTED);
  return rows.map((r) => ({ ...r, sameName: Number(r.sameName), createdAt: r.createdAt.toISOString() }));
}

/**
 * "Vincular a...": the couple puts an answer waiting in "Respostas sem convite" in a household of
 * their wedding; it counts for the member of that name there, if the household has one without an
 * open answer of its own. Returns the household's name.
 */
export async function linkByCouple(
  db: Db,
  weddingId: string,
  rsvpId: string,
  householdId: string,
): Promise<{ householdName: string; applied: boolean }> {
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .select({ id: rsvps.id, name: rsvps.name, nameKey: rsvps.nameKey, attending: rsvps.attending })
      .from(rsvps)
      .where(and(eq(rsvps.id, rsvpId), eq(rsvps.weddingId, weddingId), eq(rsvps.needsLink, true)))
      .for('update');
    const [household] = await tx
      .select({ id: invitedHouseholds.id, name: invitedHouseholds.name })
      .from(invitedHouseholds)
      .where(and(eq(invitedHouseholds.id, householdId), eq(invitedHouseholds.weddingId, weddingId)));
    if (!answer || !household) throw new AppError('NOT_FOUND');
    const [member] = await tx
      .select({ id: householdMembers.id })
      .from(householdMembers)
      .where(
        and(
          eq(householdMembers.householdId, household.id),
          eq(householdMembers.nameKey, answer.nameKey),
          sql`not exists (select 1 from ${rsvpMembers} where ${rsvpMembers.memberId} = ${householdMembers.id})`,
        ),
      )
      .limit(1);
    const linking = { rsvpId: answer.id, attending: answer.attending, name: answer.name };
    let done = await link(tx, linking, household.id, member?.id ?? null);
    // The member answered openly meanwhile: the answer still belongs to the household.
    if (!done.linked) done = await link(tx, linking, household.id, null);
    return { householdName: household.name, applied: done.applied };
  });
}

/** "Descartar": the answer waiting to be linked leaves the answers and the totals. */
export async function dismissUnlinked(db: Db, weddingId: string, rsvpId: string): Promise<void> {
  const deleted = await db
    .delete(rsvps)
    .where(and(eq(rsvps.id, rsvpId), eq(rsvps.weddingId, weddingId), eq(rsvps.needsLink, true)))
    .returning({ id: rsvps.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
