// The couple's site editor (issue 5): settings, sections, publication and password.
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addableSections,
  readSiteSettings,
  type SectionKind,
  sectionContentSchemas,
} from '../../../shared/site.ts';
import type { EditorSection, newSectionBody, SiteEditorState } from '../../../shared/site-editor.ts';
import { defaultSections } from '../../../shared/theme-design.ts';
import type { Db } from '../../db/client.ts';
import { media, siteSections, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { ensureSiteSections } from '../guest-site/site-sections.ts';

type Wedding = typeof weddings.$inferSelect;
const defaultKinds = new Set<string>(defaultSections.map((s) => s.slug));

export async function editorState(db: Db, wedding: Wedding): Promise<SiteEditorState> {
  const sections = await ensureSiteSections(db, wedding.id, wedding.themeId);
  return {
    weddingId: wedding.id,
    slug: wedding.slug,
    themeId: wedding.themeId,
    published: wedding.sitePublished,
    hiddenFromSearch: wedding.hiddenFromSearch,
    searchIndexing: wedding.searchIndexing,
    hasPassword: wedding.sitePasswordHash !== null,
    settings: readSiteSettings(wedding.siteSettings),
    sections: sections.map((s) => ({
      id: s.id,
      kind: s.kind as SectionKind,
      title: s.title,
      position: s.position,
      visible: s.visible,
      content: s.content as Record<string, unknown>,
      isDefault: defaultKinds.has(s.kind),
    })),
  };
}

/** Photos and music referenced by the site must be this wedding's own uploads. */
async function assertOwnMedia(db: Db, weddingId: string, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.weddingId, weddingId), inArray(media.id, wanted)));
  if (found.length !== wanted.length)
    throw new AppError('VALIDATION', 'Foto ou música não encontrada. Envie o arquivo novamente.');
}

export async function updateSettings(db: Db, wedding: Wedding, patch: Record<string, unknown>) {
  const next = readSiteSettings({ ...readSiteSettings(wedding.siteSettings), ...patch });
  await assertOwnMedia(db, wedding.id, [next.intro.coverMediaId, next.music.mediaId]);
  await db.update(weddings).set({ siteSettings: next }).where(eq(weddings.id, wedding.id));
  return next;
}

export async function updateSection(
  db: Db,
  wedding: Wedding,
  sectionId: string,
  patch: { title?: string; visible?: boolean; content?: Record<string, unknown> },
) {
  const [section] = await db
    .select()
    .from(siteSections)
    .where(and(eq(siteSections.id, sectionId), eq(siteSections.weddingId, wedding.id)));
  if (!section) throw new AppError('NOT_FOUND');
  let content: Record<string, unknown> | undefined;
  if (patch.content) {
    const schema = sectionContentSchemas[section.kind as SectionKind];
    const parsed = schema.safeParse(patch.content);
    if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message);
    content = parsed.data as Record<string, unknown>;
    const c = content as { photoIds?: string[]; people?: { photoId?: string | null }[] };
    await assertOwnMedia(db, wedding.id, [...(c.photoIds ?? []), ...(c.people ?? []).map((p) => p.photoId)]);
  }
  const [row] = await db
    .update(siteSections)
    .set({ title: patch.title, visible: patch.visible, content })
    .where(eq(siteSections.id, sectionId))
    .returning();
  return row;
}

export async function reorderSections(db: Db, wedding: Wedding, ids: string[]) {
  const current = await db
    .select({ id: siteSections.id })
    .from(siteSections)
    .where(eq(siteSections.weddingId, wedding.id));
  const known = new Set(current.map((s) => s.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION', 'A nova ordem precisa conter cada seção uma vez.');
  }
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx
        .update(siteSections)
        .set({ position: i + 1 })
        .where(eq(siteSections.id, id));
    }
  });
}

/** A gallery, videos or text section, added last and visible. */
export async function addSection(
  db: Db,
  wedding: Wedding,
  { kind, title }: z.infer<typeof newSectionBody>,
): Promise<EditorSection> {
  await ensureSiteSections(db, wedding.id, wedding.themeId);
  const [{ last } = { last: 0 }] = await db
    .select({ last: max(siteSections.position) })
    .from(siteSections)
    .where(eq(siteSections.weddingId, wedding.id));
  const fallback = addableSections.find((s) => s.kind === kind)?.title ?? 'Nova seção';
  const [row] = await db
    .insert(siteSections)
    .values({
      weddingId: wedding.id,
      kind,
      title: title?.trim() || fallback,
      position: (last ?? 0) + 1,
      visible: true,
      content: sectionContentSchemas[kind].parse({}),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return { ...row, kind, content: row.content as Record<string, unknown>, isDefault: false };
}

export async function deleteSection(db: Db, wedding: Wedding, sectionId: string) {
  const [section] = await db
    .select({ kind: siteSections.kind })
    .from(siteSections)
    .where(and(eq(siteSections.id, sectionId), eq(siteSections.weddingId, wedding.id)));
  if (!section) throw new AppError('NOT_FOUND');
  if (defaultKinds.has(section.kind)) throw new AppError('DEFAULT_SECTION');
  await db.delete(siteSections).where(eq(siteSections.id, sectionId));
  const rest = await db
    .select({ id: siteSections.id })
    .from(siteSections)
    .where(eq(siteSections.weddingId, wedding.id))
    .orderBy(asc(siteSections.position));
  await reorderSections(
    db,
    wedding,
    rest.map((r) => r.id),
  );
}

export async function setPublished(db: Db, wedding: Wedding, published: boolean) {
  if (published && !wedding.slug) throw new AppError('SLUG_REQUIRED');
  await db.update(weddings).set({ sitePublished: published }).where(eq(weddings.id, wedding.id));
}

export async function setSitePassword(db: Db, wedding: Wedding, password: string | null) {
  await db
    .update(weddings)
    .set({
      sitePasswordHash: password ? await hashPassword(password) : null,
      sitePasswordVersion: wedding.sitePasswordVersion + 1,
    })
    .where(eq(weddings.id, wedding.id));
}

export async function setHiddenFromSearch(db: Db, wedding: Wedding, hidden: boolean) {
  await db.update(weddings).set({ hiddenFromSearch: hidden }).where(eq(weddings.id, wedding.id));
}

export async function setSearchIndexing(db: Db, wedding: Wedding, indexed: boolean) {
  await db.update(weddings).set({ searchIndexing: indexed }).where(eq(weddings.id, wedding.id));
}
