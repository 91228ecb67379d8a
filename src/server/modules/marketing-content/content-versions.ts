// The marketing content's versions (admin "Layout"): the live one is the highest version, none yet
// meaning the spec's texts; publishing or restoring adds a version, audited in the same transaction.
// A stored version that no longer fits the schema falls back to the defaults instead of taking the
// public pages down.
import { desc, eq, max, sql } from 'drizzle-orm';
import { type MarketingContent, marketingContentSchema } from '../../../shared/marketing-content.ts';
import { defaultMarketingContent } from '../../../shared/marketing-content-defaults.ts';
import type { Db } from '../../db/client.ts';
import { marketingContentVersions, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';

export interface LiveContent {
  /** 0 while nothing was published. */
  version: number;
  content: MarketingContent;
}

function parsed(stored: unknown): MarketingContent {
  const result = marketingContentSchema.safeParse(stored);
  return result.success ? result.data : defaultMarketingContent;
}

export async function liveMarketingContent(db: Pick<Db, 'select'>): Promise<LiveContent> {
  const [row] = await db
    .select({ version: marketingContentVersions.version, content: marketingContentVersions.content })
    .from(marketingContentVersions)
    .orderBy(desc(marketingContentVersions.version))
    .limit(1);
  return row
    ? { version: row.version, content: parsed(row.content) }
    : { version: 0, content: defaultMarketingContent };
}

export async function contentVersions(db: Db) {
  const rows = await db
    .select({
      version: marketingContentVersions.version,
      restoredFrom: marketingContentVersions.restoredFrom,
      publishedAt: marketingContentVersions.createdAt,
      publishedBy: users.email,
    })
    .from(marketingContentVersions)
    .leftJoin(users, eq(users.id, marketingContentVersions.publishedBy))
    .orderBy(desc(marketingContentVersions.version))
    .limit(50);
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
}

async function addVersion(
  db: Db,
  actor: AuditActor,
  content: MarketingContent,
  restoredFrom: number | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    // One publication at a time: two admins publishing at once get consecutive versions.
    await tx.execute(sql`LOCK TABLE marketing_content_versions IN EXCLUSIVE MODE`);
    const before = await liveMarketingContent(tx);
    const [last] = await tx
      .select({ top: max(marketingContentVersions.version) })
      .from(marketingContentVersions);
    const version = (last?.top ?? 0) + 1;
    await tx
      .insert(marketingContentVersions)
      .values({ version, content, publishedBy: actor.userId, restoredFrom });
    await recordAudit(tx, actor, {
      action: restoredFrom === null ? 'layout.publish' : 'layout.restore',
      targetType: 'marketing_content',
      targetId: String(version),
      before: { version: before.version, content: before.content },
      after: { version, restoredFrom, content },
    });
    return version;
  });
}

export function publishContent(db: Db, actor: AuditActor, content: MarketingContent): Promise<number> {
  return addVersion(db, actor, content, null);
}

/** Publishes an older version's content again, as a new version. */
export async function restoreVersion(db: Db, actor: AuditActor, version: number): Promise<number> {
  const [row] = await db
    .select({ content: marketingContentVersions.content })
    .from(marketingContentVersions)
    .where(eq(marketingContentVersions.version, version));
  if (!row) throw new AppError('NOT_FOUND', 'Versão não encontrada.');
  return addVersion(db, actor, parsed(row.content), version);
}

/** A fresh start publishes the spec's texts as version 1, so the first edit has one to go back to. */
export async function seedMarketingContent(db: Db): Promise<void> {
  await db
    .insert(marketingContentVersions)
    .values({ version: 1, content: defaultMarketingContent })
    .onConflictDoNothing();
}
