// Ready-made lists curated in the back office: their products, totals and changes, audited.
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import { MAX_ITEMS_PER_LIST } from '../../../shared/gift-list.ts';
import type { ReadyList, ReadyListSummary } from '../../../shared/ready-lists.ts';
import { readyListMessages } from '../../../shared/ready-lists.ts';
import type { Db } from '../../db/client.ts';
import { catalogProducts, giftCategories, readyListItems, readyLists } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { auditedCreate, auditedDelete, auditedUpdate } from '../audit/audited-write.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';

/** Every ready-made list with how many products it holds and their suggested total. */
export async function listReadyLists(
  db: Db,
  options: { activeOnly?: boolean } = {},
): Promise<ReadyListSummary[]> {
  const rows = await db
    .select({
      id: readyLists.id,
      key: readyLists.key,
      name: readyLists.name,
      description: readyLists.description,
      itemCount: count(catalogProducts.id),
      totalCents: sql<string | null>`${sum(catalogProducts.suggestedPriceCents)}`,
    })
    .from(readyLists)
    .leftJoin(readyListItems, eq(readyListItems.readyListId, readyLists.id))
    .leftJoin(
      catalogProducts,
      and(
        eq(catalogProducts.id, readyListItems.productId),
        options.activeOnly ? eq(catalogProducts.status, 'ativo') : undefined,
      ),
    )
    .groupBy(readyLists.id)
    .orderBy(sql`${readyLists.key} is null`, asc(readyLists.createdAt), asc(readyLists.name));
  return rows.map((r) => ({ ...r, totalCents: Number(r.totalCents ?? 0) }));
}

export async function getReadyList(db: Db, id: string): Promise<ReadyList> {
  const summary = (await listReadyLists(db)).find((l) => l.id === id);
  if (!summary) throw new AppError('NOT_FOUND');
  const products = await db
    .select({
      id: catalogProducts.id,
      name: catalogProducts.name,
      priceCents: catalogProducts.suggestedPriceCents,
      imageUrl: catalogProducts.imageUrl,
      categoryId: catalogProducts.categoryId,
      categoryName: giftCategories.name,
      status: catalogProducts.status,
    })
    .from(readyListItems)
    .innerJoin(catalogProducts, eq(catalogProducts.id, readyListItems.productId))
    .innerJoin(giftCategories, eq(giftCategories.id, catalogProducts.categoryId))
    .where(eq(readyListItems.readyListId, id))
    .orderBy(asc(catalogProducts.suggestedPriceCents));
  return { ...summary, products };
}

async function findReadyList(db: Db, id: string) {
  const [row] = await db.select().from(readyLists).where(eq(readyLists.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createReadyList(
  db: Db,
  actor: AuditActor,
  input: { name: string; description: string },
) {
  return auditedCreate(db, actor, { action: 'ready_list.create', targetType: 'ready_list' }, (tx) =>
    tx.insert(readyLists).values(input).returning(),
  );
}

export async function updateReadyList(
  db: Db,
  actor: AuditActor,
  id: string,
  input: { name: string; description: string },
) {
  const before = await findReadyList(db, id);
  const target = { action: 'ready_list.update', targetType: 'ready_list', targetId: id, before };
  await auditedUpdate(db, actor, target, (tx) =>
    tx
      .update(readyLists)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(readyLists.id, id))
      .returning(),
  );
}

/** The four lists of onboarding step 5 stay; the others can go. */
export async function deleteReadyList(db: Db, actor: AuditActor, id: string) {
  const before = await findReadyList(db, id);
  if (before.key) throw new AppError('VALIDATION', readyListMessages.linked);
  const target = { action: 'ready_list.delete', targetType: 'ready_list', targetId: id, before };
  await auditedDelete(db, actor, target, (tx) => tx.delete(readyLists).where(eq(readyLists.id, id)));
}

export async function addReadyListProduct(db: Db, actor: AuditActor, id: string, productId: string) {
  await findReadyList(db, id);
  const [product] = await db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, productId));
  if (!product) throw new AppError('NOT_FOUND');
  const [held] = await db
    .select({ n: count() })
    .from(readyListItems)
    .where(eq(readyListItems.readyListId, id));
  if ((held?.n ?? 0) >= MAX_ITEMS_PER_LIST) throw new AppError('GIFT_LIST_LIMIT');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(readyListItems)
      .values({ readyListId: id, productId })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) return;
    await tx.update(readyLists).set({ updatedAt: new Date() }).where(eq(readyLists.id, id));
    await recordAudit(tx, actor, {
      action: 'ready_list.add_product',
      targetType: 'ready_list',
      targetId: id,
      after: { productId },
    });
  });
}

/** One product, or every product when `productId` is null ("Esvaziar lista"). */
export async function removeReadyListProducts(
  db: Db,
  actor: AuditActor,
  id: string,
  productId: string | null,
) {
  await findReadyList(db, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(readyListItems)
      .where(
        and(
          eq(readyListItems.readyListId, id),
          productId ? eq(readyListItems.productId, productId) : undefined,
        ),
      );
    await tx.update(readyLists).set({ updatedAt: new Date() }).where(eq(readyLists.id, id));
    await recordAudit(tx, actor, {
      action: productId ? 'ready_list.remove_product' : 'ready_list.clear',
      targetType: 'ready_list',
      targetId: id,
      before: productId ? { productId } : null,
    });
  });
}
