// The answer this browser gave (found by its RSVP cookie's hash, rsvp-device.ts): shown back to the
// guest as a confirmation card on every visit, and the one "Editar resposta" updates, never another
// guest's.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RsvpAnswer } from '../../../shared/rsvp.ts';
import type { Db } from '../../db/client.ts';
import { rsvps } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { answerColumns } from './rsvp-queries.ts';
import type { RsvpValues } from './rsvp-writer.ts';

/** The latest answer this browser gave on this wedding's site, if any. */
export async function ownAnswer(db: Db, weddingId: string, deviceHash: string): Promise<RsvpAnswer | null> {
  const [row] = await db
    .select(answerColumns)
    .from(rsvps)
    .where(and(eq(rsvps.weddingId, weddingId), eq(rsvps.deviceHash, deviceHash)))
    .orderBy(desc(rsvps.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Updates the answer `answerId` only if this browser gave it: its id, or null when it is not this
 * browser's (then the caller treats the post as a new answer), or 'taken' when the new name and
 * contact are another guest's answer.
 */
export async function rewriteOwnAnswer(
  db: Db,
  answerId: string,
  values: RsvpValues,
): Promise<string | 'taken' | null> {
  // The household it was linked to stays (open-answer-match.ts).
  const { weddingId, deviceHash, householdId: _, needsLink: __, ...columns } = values;
  if (!deviceHash) return null;
  try {
    const [row] = await db
      .update(rsvps)
      .set({
        ...columns,
        updatedAt: sql`now()`,
        // An answer the couple has not been told about yet stays "new" (see rsvp-outbox.ts).
        mailPendingSince: sql`coalesce(${rsvps.mailPendingSince}, now())`,
        mailClaimedAt: null,
      })
      .where(and(eq(rsvps.id, answerId), eq(rsvps.weddingId, weddingId), eq(rsvps.deviceHash, deviceHash)))
      .returning({ id: rsvps.id });
    return row?.id ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}
