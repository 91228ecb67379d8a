// Choosing the site link (onboarding step 6 and the panel): availability and saving. A slug a
// wedding gives up stays held for it (slug_holds, SLUG_HOLD_MONTHS): nobody else may take it, the
// wedding itself may take it back, and its old address redirects (slug-redirects.ts).
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { isValidSlug } from '../../../shared/slug.ts';
import type { Db } from '../../db/client.ts';
import { slugHolds, weddings } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';

/** Free unless another wedding uses it now or holds it from an earlier change. */
export async function isSlugAvailable(db: Db, slug: string, exceptWeddingId?: string): Promise<boolean> {
  const others = (weddingColumn: typeof weddings.id | typeof slugHolds.weddingId) =>
    exceptWeddingId ? ne(weddingColumn, exceptWeddingId) : undefined;
  const [used] = await db
    .select({ id: weddings.id })
    .from(weddings)
    .where(and(eq(weddings.slug, slug), others(weddings.id)));
  if (used) return false;
  const [held] = await db
    .select({ id: slugHolds.weddingId })
    .from(slugHolds)
    .where(and(eq(slugHolds.slug, slug), gt(slugHolds.heldUntil, sql`now()`), others(slugHolds.weddingId)));
  return !held;
}

/**
 * The unique index decides between two concurrent saves: one wins, the other gets SLUG_TAKEN. The
 * hold is checked after the update: a save that waited on another wedding's release of the same
 * slug sees that wedding's hold by then and is refused.
 */
export async function saveSlug(db: Db, weddingId: string, slug: string, holdMonths: number): Promise<void> {
  if (!isValidSlug(slug)) throw new AppError('SLUG_INVALID');
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ slug: weddings.slug })
        .from(weddings)
        .where(eq(weddings.id, weddingId))
        .for('update');
      if (!current || current.slug === slug) return;
      await tx.update(weddings).set({ slug }).where(eq(weddings.id, weddingId));
      const [held] = await tx
        .select({ weddingId: slugHolds.weddingId, active: sql<boolean>`${slugHolds.heldUntil} > now()` })
        .from(slugHolds)
        .where(eq(slugHolds.slug, slug))
        .for('update');
      if (held && held.weddingId !== weddingId && held.active) throw new AppError('SLUG_TAKEN');
      // The wedding takes its old slug back, or a stranger's hold has ended: the hold goes.
      if (held) await tx.delete(slugHolds).where(eq(slugHolds.slug, slug));
      if (current.slug && holdMonths > 0) {
        await tx
          .insert(slugHolds)
          .values({
            slug: current.slug,
            weddingId,
            heldUntil: sql`now() + make_interval(months => ${holdMonths})`,
          })
          .onConflictDoUpdate({
            target: slugHolds.slug,
            set: { weddingId, heldUntil: sql`now() + make_interval(months => ${holdMonths})` },
          });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SLUG_TAKEN');
    throw err;
  }
}

/** Where a held slug now leads: the current slug of the wedding that gave it up, while held. */
export async function heldSlugTarget(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: weddings.slug })
    .from(slugHolds)
    .innerJoin(weddings, eq(weddings.id, slugHolds.weddingId))
    .where(and(eq(slugHolds.slug, slug), gt(slugHolds.heldUntil, sql`now()`)));
  return row?.slug ?? null;
}
