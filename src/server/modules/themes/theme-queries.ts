// Reading themes for the back office: the filtered, paged list with its summary, and one theme with
// its sections, each with the number of sites that use it.
import { and, arrayContains, asc, count, desc, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { searchKey } from '../../../shared/text.ts';
import { readBlocks, readSectionStyle } from '../../../shared/theme-blocks.ts';
import { defaultThemeDesign, onboardingThemeKeys, themeDesignSchema } from '../../../shared/theme-design.ts';
import {
  THEMES_PAGE_SIZE,
  type ThemeDetail,
  type ThemeList,
  type ThemeRow,
  type ThemeSection,
  type ThemeStatus,
  type themeListQuery,
  themeMessages,
  themeStatuses,
} from '../../../shared/theme-studio.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { themeSections, themes, users, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

type ThemeRecord = typeof themes.$inferSelect;
type SectionRecord = typeof themeSections.$inferSelect;
/** A transaction or the database itself. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const sitesUsing = sql<number>`(select count(*)::int from ${weddings} where ${weddings.themeId} = ${themes.id})`;

const rowColumns = {
  theme: themes,
  createdBy: users.email,
  sitesUsing,
};

function toRow(r: { theme: ThemeRecord; createdBy: string | null; sitesUsing: number }): ThemeRow {
  const design = themeDesignSchema.safeParse(r.theme.design);
  return {
    id: r.theme.id,
    name: r.theme.name,
    description: r.theme.description,
    status: r.theme.status,
    version: r.theme.version,
    tags: r.theme.tags,
    thumbnailUrl: r.theme.thumbnailUrl,
    design: design.success ? design.data : defaultThemeDesign,
    createdAt: r.theme.createdAt.toISOString(),
    updatedAt: r.theme.updatedAt.toISOString(),
    createdBy: r.createdBy,
    sitesUsing: Number(r.sitesUsing),
  };
}

export function toSection(s: SectionRecord): ThemeSection {
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    type: s.type,
    key: s.key,
    position: s.position,
    visible: s.visible,
    blocks: readBlocks(s.blocks),
    style: readSectionStyle(s.style),
  };
}

export async function listThemes(db: Db, query: z.infer<typeof themeListQuery>): Promise<ThemeList> {
  const term = query.search ? searchKey(query.search) : '';
  const where = and(
    term ? like(themes.searchName, `%${escapeLike(term)}%`) : undefined,
    query.status ? eq(themes.status, query.status) : undefined,
    query.tag ? arrayContains(themes.tags, [query.tag]) : undefined,
  );
  const [rows, [totalRow], byStatus, [inUse]] = await Promise.all([
    db
      .select(rowColumns)
      .from(themes)
      .leftJoin(users, eq(users.id, themes.createdBy))
      .where(where)
      .orderBy(desc(themes.updatedAt), asc(themes.id))
      .limit(THEMES_PAGE_SIZE)
      .offset((query.page - 1) * THEMES_PAGE_SIZE),
    db.select({ n: count() }).from(themes).where(where),
    db.select({ status: themes.status, n: count() }).from(themes).groupBy(themes.status),
    db.select({ n: count() }).from(weddings).where(isNotNull(weddings.themeId)),
  ]);
  const counts = Object.fromEntries(themeStatuses.map((s) => [s, 0])) as Record<ThemeStatus, number>;
  for (const r of byStatus) counts[r.status] = r.n;
  return {
    items: rows.map(toRow),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: THEMES_PAGE_SIZE,
    summary: {
      total: Object.values(counts).reduce((a, b) => a + b, 0),
      byStatus: counts,
      sitesUsing: inUse?.n ?? 0,
    },
  };
}

export async function themeSectionsOf(db: Executor, themeId: string): Promise<ThemeSection[]> {
  const rows = await db
    .select()
    .from(themeSections)
    .where(eq(themeSections.themeId, themeId))
    .orderBy(asc(themeSections.position), asc(themeSections.id));
  return rows.map(toSection);
}

export async function themeDetail(db: Executor, id: string): Promise<ThemeDetail> {
  const [row] = await db
    .select(rowColumns)
    .from(themes)
    .leftJoin(users, eq(users.id, themes.createdBy))
    .where(eq(themes.id, id));
  if (!row) throw new AppError('NOT_FOUND', themeMessages.notFound);
  return { ...toRow(row), sections: await themeSectionsOf(db, id) };
}

export async function countSitesUsing(db: Executor, themeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(weddings).where(eq(weddings.themeId, themeId));
  return row?.n ?? 0;
}

/** How many themes couples can choose today, for the marketing pages. */
export async function countPublishedThemes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(themes).where(eq(themes.status, 'publicado'));
  return row?.n ?? 0;
}

/**
 * A version of the themes couples may choose: which are published and when each last changed (a
 * publication or an edit sets `updated_at`). Cheaper than reading them, for a cache key.
 */
export async function publishedThemesVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      version: sql<string>`coalesce(string_agg(${themes.id}::text || '@' || ${themes.updatedAt}::text, ',' order by ${themes.id}), '')`,
    })
    .from(themes)
    .where(eq(themes.status, 'publicado'));
  return row?.version ?? '';
}

/** Themes couples may choose: the nine onboarding themes first, in the spec's order, then the rest. */
export async function publishedThemes(db: Db) {
  const rows = await db
    .select({
      id: themes.id,
      key: themes.key,
      name: themes.name,
      description: themes.description,
      tags: themes.tags,
      design: themes.design,
    })
    .from(themes)
    .where(eq(themes.status, 'publicado'))
    .orderBy(asc(themes.createdAt), asc(themes.name));
  const rank = (key: string | null) => {
    const i = onboardingThemeKeys.indexOf(key as (typeof onboardingThemeKeys)[number]);
    return i === -1 ? onboardingThemeKeys.length : i;
  };
  return rows
    .map((t) => ({ ...t, design: themeDesignSchema.parse(t.design) }))
    .sort((a, b) => rank(a.key) - rank(b.key));
}
