// A wedding's site sections: created from its theme's sections the first time they are needed.
import { asc, eq, sql } from 'drizzle-orm';
import { defaultSections } from '../../../shared/theme-design.ts';
import type { Db, Tx } from '../../db/client.ts';
import { siteSections, themeSections } from '../../db/schema.ts';

function sectionsOf(db: Tx, weddingId: string) {
  return db
    .select()
    .from(siteSections)
    .where(eq(siteSections.weddingId, weddingId))
    .orderBy(asc(siteSections.position));
}

export async function ensureSiteSections(db: Db, weddingId: string, themeId: string | null) {
  const existing = await sectionsOf(db, weddingId);
  if (existing.length > 0) return existing;
  const fromTheme = themeId
    ? await db
        .select({
          id: themeSections.id,
          name: themeSections.name,
          key: themeSections.key,
          visible: themeSections.visible,
        })
        .from(themeSections)
        .where(eq(themeSections.themeId, themeId))
        .orderBy(asc(themeSections.position))
    : [];
  const defaults = new Set<string>(defaultSections.map((s) => s.slug));
  // The theme's default sections keep their kind however the theme renamed them; its pages become
  // text sections that show the page's blocks until the couple writes their own text.
  const source = fromTheme.some((s) => s.key && defaults.has(s.key))
    ? fromTheme.map((s) =>
        s.key && defaults.has(s.key)
          ? { kind: s.key, title: s.name, visible: s.visible, themeSectionId: null }
          : { kind: 'texto', title: s.name, visible: s.visible, themeSectionId: s.id },
      )
    : defaultSections.map((s) => ({ kind: s.slug, title: s.name, visible: true, themeSectionId: null }));
  const rows = source.map((s, i) => ({ weddingId, ...s, position: i + 1 }));
  // Two first visits at once must not create the sections twice.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${weddingId}))`);
    const again = await sectionsOf(tx, weddingId);
    if (again.length > 0) return again;
    return tx.insert(siteSections).values(rows).returning();
  });
}
