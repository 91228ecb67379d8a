// Picks the first free default slug: `ana-e-joao`, `ana-e-joao-2027`, then -1 ... -100 (SPEC 5, issue 20); a slug
// another wedding still holds (weddings/slug-service.ts) is not free.
import { and, gt, inArray, sql } from 'drizzle-orm';
import { defaultSlugCandidates } from '../../../shared/slug.ts';
import type { Db } from '../../db/client.ts';
import { slugHolds, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

export async function firstFreeSlug(
  db: Db,
  name1: string,
  name2: string,
  weddingDate: string,
): Promise<string> {
  const candidates = defaultSlugCandidates(name1, name2, weddingDate);
  const taken = await db
    .select({ slug: weddings.slug })
    .from(weddings)
    .where(inArray(weddings.slug, candidates))
    .union(
      db
        .select({ slug: slugHolds.slug })
        .from(slugHolds)
        .where(and(inArray(slugHolds.slug, candidates), gt(slugHolds.heldUntil, sql`now()`))),
    );
  const used = new Set(taken.map((t) => t.slug));
  const free = candidates.find((c) => !used.has(c));
  if (!free) throw new AppError('SLUG_EXHAUSTED');
  return free;
}
