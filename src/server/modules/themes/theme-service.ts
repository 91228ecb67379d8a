// The rules of the themes studio for whole themes: create "Novo Tema" with its eight default
// sections, change its information and design, publish, duplicate and delete (refused while sites
// use it). Every change is written to the audit log in the same transaction.
import { eq } from 'drizzle-orm';
import { searchKey } from '../../../shared/text.ts';
import { defaultSectionStyle } from '../../../shared/theme-blocks.ts';
import { defaultSections, defaultThemeDesign } from '../../../shared/theme-design.ts';
import {
  NEW_THEME_NAME,
  NEW_THEME_VERSION,
  nextVersion,
  type ThemeDetail,
  type ThemePatch,
  themeInUseMessage,
  themeMessages,
} from '../../../shared/theme-studio.ts';
import type { Db } from '../../db/client.ts';
import { themeSections, themes } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { countSitesUsing, type Executor, themeDetail } from './theme-queries.ts';

type ThemeRecord = typeof themes.$inferSelect;

/** The theme's row, locked until the transaction ends: changes to one theme happen one at a time. */
export async function lockTheme(tx: Executor, id: string): Promise<ThemeRecord> {
  const [row] = await tx.select().from(themes).where(eq(themes.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', themeMessages.notFound);
  return row;
}

export async function touchTheme(tx: Executor, id: string): Promise<void> {
  await tx.update(themes).set({ updatedAt: new Date() }).where(eq(themes.id, id));
}

/** "Novo Tema", rascunho, 1.0, with the spec's default design and the eight default sections. */
export async function createTheme(db: Db, actor: AuditActor): Promise<ThemeDetail> {
  return db.transaction(async (tx) => {
    const [theme] = await tx
      .insert(themes)
      .values({
        name: NEW_THEME_NAME,
        searchName: searchKey(NEW_THEME_NAME),
        status: 'rascunho',
        version: NEW_THEME_VERSION,
        design: defaultThemeDesign,
        createdBy: actor.userId,
      })
      .returning();
    if (!theme) throw new AppError('INTERNAL');
    const sections = await tx
      .insert(themeSections)
      .values(
        defaultSections.map((s, i) => ({
          themeId: theme.id,
          name: s.name,
          slug: s.slug,
          key: s.slug,
          type: 'default' as const,
          position: i + 1,
          visible: true,
          style: defaultSectionStyle,
        })),
      )
      .returning({ id: themeSections.id });
    if (sections.length !== defaultSections.length) throw new AppError('INTERNAL');
    await recordAudit(tx, actor, {
      action: 'theme.create',
      targetType: 'theme',
      targetId: theme.id,
      after: { name: theme.name, status: theme.status, version: theme.version },
    });
    return themeDetail(tx, theme.id);
  });
}

export async function updateTheme(
  db: Db,
  actor: AuditActor,
  id: string,
  patch: ThemePatch,
): Promise<ThemeDetail> {
  return db.transaction(async (tx) => {
    const current = await lockTheme(tx, id);
    const changes: Partial<typeof themes.$inferInsert> = { ...patch, updatedAt: new Date() };
    if (patch.name !== undefined) changes.searchName = searchKey(patch.name);
    await tx.update(themes).set(changes).where(eq(themes.id, id));
    const fields = Object.keys(patch) as (keyof ThemePatch)[];
    await recordAudit(tx, actor, {
      action: 'theme.update',
      targetType: 'theme',
      targetId: id,
      before: Object.fromEntries(fields.map((f) => [f, current[f]])),
      after: patch,
    });
    return themeDetail(tx, id);
  });
}

/** "Publicar Tema": publicado, with the next version. */
export async function publishTheme(db: Db, actor: AuditActor, id: string): Promise<ThemeDetail> {
  return db.transaction(async (tx) => {
    const current = await lockTheme(tx, id);
    const version = nextVersion(current.version);
    await tx
      .update(themes)
      .set({ status: 'publicado', version, updatedAt: new Date() })
      .where(eq(themes.id, id));
    await recordAudit(tx, actor, {
      action: 'theme.publish',
      targetType: 'theme',
      targetId: id,
      before: { status: current.status, version: current.version },
      after: { status: 'publicado', version },
    });
    return themeDetail(tx, id);
  });
}

/** "Duplicar": a draft copy, "Cópia de ...", with every section, block and style. */
export async function duplicateTheme(db: Db, actor: AuditActor, id: string): Promise<ThemeDetail> {
  return db.transaction(async (tx) => {
    const source = await lockTheme(tx, id);
    const name = `Cópia de ${source.name}`.slice(0, 80);
    const [copy] = await tx
      .insert(themes)
      .values({
        name,
        searchName: searchKey(name),
        description: source.description,
        status: 'rascunho',
        version: NEW_THEME_VERSION,
        tags: source.tags,
        thumbnailUrl: source.thumbnailUrl,
        design: source.design,
        createdBy: actor.userId,
      })
      .returning();
    if (!copy) throw new AppError('INTERNAL');
    const sections = await tx.select().from(themeSections).where(eq(themeSections.themeId, id));
    if (sections.length > 0) {
      await tx
        .insert(themeSections)
        .values(sections.map(({ id: _, themeId: __, ...s }) => ({ ...s, themeId: copy.id })));
    }
    await recordAudit(tx, actor, {
      action: 'theme.duplicate',
      targetType: 'theme',
      targetId: copy.id,
      before: { sourceId: id, name: source.name },
      after: { name },
    });
    return themeDetail(tx, copy.id);
  });
}

/** Deletes a theme no site uses; a theme in use is refused (archive it instead). */
export async function deleteTheme(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockTheme(tx, id);
    const sites = await countSitesUsing(tx, id);
    if (sites > 0) throw new AppError('THEME_IN_USE', themeInUseMessage(sites));
    await tx.delete(themes).where(eq(themes.id, id));
    await recordAudit(tx, actor, {
      action: 'theme.delete',
      targetType: 'theme',
      targetId: id,
      before: { name: current.name, status: current.status, version: current.version },
    });
  });
}
