// The rules of a theme's sections (SPEC 2.8, 5 and 7): add "Nova Página", rename (the slug follows
// the name), show or hide, reorder, delete pages (default sections are only hidden) and save the
// visual builder's blocks and styles. Each change locks the theme's row first, so concurrent
// changes apply one after another and positions stay 1..n.
import { and, asc, eq, max } from 'drizzle-orm';
import { defaultSectionStyle } from '../../../shared/theme-blocks.ts';
import {
  NEW_PAGE_NAME,
  sectionSlug,
  type ThemeContent,
  type ThemeSection,
} from '../../../shared/theme-studio.ts';
import type { Db } from '../../db/client.ts';
import { themeSections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, type AuditEntry, recordAudit } from '../audit/record-audit.ts';
import { type Executor, themeSectionsOf, toSection } from './theme-queries.ts';
import { lockTheme, touchTheme } from './theme-service.ts';

async function sectionOf(tx: Executor, themeId: string, sectionId: string) {
  const [row] = await tx
    .select()
    .from(themeSections)
    .where(and(eq(themeSections.id, sectionId), eq(themeSections.themeId, themeId)));
  if (!row) throw new AppError('NOT_FOUND', 'Seção não encontrada.');
  return row;
}

/** The theme's section ids in their order. */
async function sectionIdsOf(tx: Executor, themeId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: themeSections.id })
    .from(themeSections)
    .where(eq(themeSections.themeId, themeId))
    .orderBy(asc(themeSections.position));
  return rows.map((r) => r.id);
}

async function writeOrder(tx: Executor, ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await tx
      .update(themeSections)
      .set({ position: i + 1 })
      .where(eq(themeSections.id, id));
  }
}

/**
 * One change to a theme's sections under the theme's lock: `change` writes and says what the audit
 * log records; the theme is marked changed and its sections come back in order.
 */
function changeSections(
  db: Db,
  actor: AuditActor,
  themeId: string,
  change: (tx: Executor) => Promise<AuditEntry>,
): Promise<ThemeSection[]> {
  return db.transaction(async (tx) => {
    await lockTheme(tx, themeId);
    const entry = await change(tx);
    await touchTheme(tx, themeId);
    await recordAudit(tx, actor, entry);
    return themeSectionsOf(tx, themeId);
  });
}

/** "Adicionar Página": "Nova Página", slug nova-pagina plus a timestamp, last, visible. */
export async function addPage(db: Db, actor: AuditActor, themeId: string): Promise<ThemeSection> {
  return db.transaction(async (tx) => {
    await lockTheme(tx, themeId);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(themeSections.position) })
      .from(themeSections)
      .where(eq(themeSections.themeId, themeId));
    const [row] = await tx
      .insert(themeSections)
      .values({
        themeId,
        name: NEW_PAGE_NAME,
        slug: `${sectionSlug(NEW_PAGE_NAME)}-${Date.now()}`,
        type: 'custom',
        key: null,
        position: (last ?? 0) + 1,
        visible: true,
        style: defaultSectionStyle,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    await touchTheme(tx, themeId);
    await recordAudit(tx, actor, {
      action: 'theme_section.create',
      targetType: 'theme_section',
      targetId: row.id,
      after: { themeId, name: row.name, position: row.position },
    });
    return toSection(row);
  });
}

export async function patchSection(
  db: Db,
  actor: AuditActor,
  themeId: string,
  sectionId: string,
  patch: { name?: string; visible?: boolean },
): Promise<ThemeSection> {
  return db.transaction(async (tx) => {
    await lockTheme(tx, themeId);
    const current = await sectionOf(tx, themeId, sectionId);
    const name = patch.name?.trim();
    const changes = {
      ...(name ? { name, slug: sectionSlug(name) } : {}),
      ...(patch.visible !== undefined ? { visible: patch.visible } : {}),
    };
    if (Object.keys(changes).length === 0) return toSection(current);
    const [row] = await tx
      .update(themeSections)
      .set(changes)
      .where(eq(themeSections.id, sectionId))
      .returning();
    await touchTheme(tx, themeId);
    await recordAudit(tx, actor, {
      action: 'theme_section.update',
      targetType: 'theme_section',
      targetId: sectionId,
      before: { name: current.name, slug: current.slug, visible: current.visible },
      after: changes,
    });
    return toSection(row!);
  });
}

/** The new order as the full list of the theme's section ids, each once. */
export async function reorderSections(
  db: Db,
  actor: AuditActor,
  themeId: string,
  { ids }: { ids: string[] },
): Promise<ThemeSection[]> {
  return changeSections(db, actor, themeId, async (tx) => {
    const current = await sectionIdsOf(tx, themeId);
    const known = new Set(current);
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION', 'A nova ordem precisa conter cada seção do tema uma vez.');
    }
    await writeOrder(tx, ids);
    return {
      action: 'theme_section.reorder',
      targetType: 'theme',
      targetId: themeId,
      before: current,
      after: ids,
    };
  });
}

/** Deletes a page; the eight default sections can only be hidden. */
export async function deleteSection(
  db: Db,
  actor: AuditActor,
  themeId: string,
  sectionId: string,
): Promise<ThemeSection[]> {
  return changeSections(db, actor, themeId, async (tx) => {
    const current = await sectionOf(tx, themeId, sectionId);
    if (current.type === 'default') throw new AppError('DEFAULT_SECTION');
    await tx.delete(themeSections).where(eq(themeSections.id, sectionId));
    await writeOrder(tx, await sectionIdsOf(tx, themeId));
    return {
      action: 'theme_section.delete',
      targetType: 'theme_section',
      targetId: sectionId,
      before: { themeId, name: current.name, position: current.position },
    };
  });
}

/** "Salvar Tema" in the visual builder: every section's blocks and style at once. */
export async function saveContent(
  db: Db,
  actor: AuditActor,
  themeId: string,
  content: ThemeContent,
): Promise<ThemeSection[]> {
  return changeSections(db, actor, themeId, async (tx) => {
    const known = new Set((await themeSectionsOf(tx, themeId)).map((s) => s.id));
    if (content.sections.some((s) => !known.has(s.id))) {
      throw new AppError('VALIDATION', 'Uma das seções não pertence mais a este tema. Recarregue a página.');
    }
    for (const s of content.sections) {
      await tx
        .update(themeSections)
        .set({ blocks: s.blocks, style: s.style })
        .where(eq(themeSections.id, s.id));
    }
    return {
      action: 'theme.content',
      targetType: 'theme',
      targetId: themeId,
      after: { sections: content.sections.map((s) => ({ id: s.id, blocks: s.blocks.length })) },
    };
  });
}
