// Answers kept apart (issue 18): an answer that matched a guest's existing answer from another
// browser without the contact that answer gave never overwrites it; the couple sees both in the
// panel and keeps the current one ("Manter") or replaces it ("Substituir").
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RsvpConflict } from '../../../shared/rsvp.ts';
import type { Db } from '../../db/client.ts';
import { rsvpConflicts, rsvps } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { RsvpValues } from './rsvp-writer.ts';

/** The most conflicts the panel lists at once; resolving some shows the next. */
const LISTED = 100;

/** Stores the refused answer beside the one it matched; null if that one was deleted meanwhile. */
export async function keepApart(db: Db, values: RsvpValues): Promise<string | null> {
  const [current] = await db
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(
      and(
        eq(rsvps.weddingId, values.weddingId),
        eq(rsvps.nameKey, values.nameKey),
        eq(rsvps.contactKey, values.contactKey),
      ),
    );
  if (!current) return null;
  const [row] = await db
    .insert(rsvpConflicts)
    .values({
      rsvpId: current.id,
      weddingId: values.weddingId,
      name: values.name,
      attending: values.attending,
      companions: values.companions ?? 0,
      companionNames: values.companionNames ?? [],
      phone: values.phone ?? null,
      email: values.email ?? null,
      note: values.note ?? null,
      deviceHash: values.deviceHash ?? null,
    })
    .returning({ id: rsvpConflicts.id });
  return row?.id ?? null;
}

export async function listConflicts(db: Db, weddingId: string): Promise<RsvpConflict[]> {
  const current = alias(rsvps, 'current');
  const rows = await db
    .select({ conflict: rsvpConflicts, current })
    .from(rsvpConflicts)
    .innerJoin(current, eq(current.id, rsvpConflicts.rsvpId))
    .where(eq(rsvpConflicts.weddingId, weddingId))
    .orderBy(desc(rsvpConflicts.createdAt))
    .limit(LISTED);
  const answerOf = (r: typeof rsvpConflicts.$inferSelect | typeof rsvps.$inferSelect) => ({
    name: r.name,
    attending: r.attending,
    companions: r.companions,
    companionNames: r.companionNames,
    phone: r.phone,
    email: r.email,
    note: r.note,
  });
  return rows.map(({ conflict, current }) => ({
    id: conflict.id,
    rsvpId: conflict.rsvpId,
    createdAt: conflict.createdAt.toISOString(),
    answer: answerOf(conflict),
    current: answerOf(current),
  }));
}

/** "Manter" drops the kept-apart answer; "Substituir" writes it over the current one. */
export async function resolveConflict(
  db: Db,
  weddingId: string,
  conflictId: string,
  action: 'keep' | 'replace',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [conflict] = await tx
      .delete(rsvpConflicts)
      .where(and(eq(rsvpConflicts.id, conflictId), eq(rsvpConflicts.weddingId, weddingId)))
      .returning();
    if (!conflict) throw new AppError('NOT_FOUND');
    if (action === 'keep') return;
    await tx
      .update(rsvps)
      .set({
        name: conflict.name,
        attending: conflict.attending,
        companions: conflict.companions,
        companionNames: conflict.companionNames,
        phone: conflict.phone,
        email: conflict.email,
        note: conflict.note,
        deviceHash: conflict.deviceHash,
        updatedAt: new Date(),
      })
      .where(eq(rsvps.id, conflict.rsvpId));
  });
}
