// A wedding's site sections: created from its theme's sections the first time they are needed.
import { asc, eq, sql } from 'drizzle-orm';
import { defaultSections } from '../../../shared/theme-design.ts';
import type { Db } from '../../db/client.ts';
import { siteSections, themeSections } from '../../db/schema.ts';

export async function ensureSiteSections(db: Db, weddingId: string, themeId: string | null) {
  const existing = await db
    .select()
    .from(siteSections)
    .where(eq(siteSections.weddingId, weddingId))
    .orderBy(asc(siteSections.position));
  if (existing.length > 0) return existing;
  const fromTheme = themeId
    ? await db
        .select({ name: themeSections.name, slug: themeSections.slug, visible: themeSections.visible })
        .from(themeSections)
        .where(eq(themeSections.themeId, themeId))
        .orderBy(asc(themeSections.position))
    : [];
  const defaults = new Set<string>(defaultSections.map((s) => s.slug));
  const source = fromTheme.filter((s) => defaults.has(s.slug));
  const rows = (source.length ? source : defaultSections.map((s) => ({ ...s, visible: true }))).map(
    (s, i) => ({
      weddingId,
      kind: s.slug,
      title: s.name,
      position: i + 1,
      visible: s.visible,
    }),
  );
  // Two first visits at once must not create the sections twice.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${weddingId}))`);
    const again = await tx
      .select()
      .from(siteSections)
      .where(eq(siteSections.weddingId, weddingId))
      .orderBy(asc(siteSections.position));
    if (again.length > 0) return again;
    return tx.insert(siteSections).values(rows).returning();
  });
}
