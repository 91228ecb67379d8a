// Choosing the site link (onboarding step 6 and the panel): availability and saving.
import { and, eq, ne } from 'drizzle-orm';
import { isValidSlug } from '../../../shared/slug.ts';
import type { Db } from '../../db/client.ts';
import { weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { isUniqueViolation } from '../auth/slug-service.ts';

export async function isSlugAvailable(db: Db, slug: string, exceptWeddingId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: weddings.id })
    .from(weddings)
    .where(
      exceptWeddingId
        ? and(eq(weddings.slug, slug), ne(weddings.id, exceptWeddingId))
        : eq(weddings.slug, slug),
    );
  return !row;
}

/** The unique index decides between two concurrent saves: one wins, the other gets SLUG_TAKEN. */
export async function saveSlug(db: Db, weddingId: string, slug: string): Promise<void> {
  if (!isValidSlug(slug)) throw new AppError('SLUG_INVALID');
  try {
    await db.update(weddings).set({ slug }).where(eq(weddings.id, weddingId));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SLUG_TAKEN');
    throw err;
  }
}
