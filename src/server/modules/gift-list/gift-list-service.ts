// A couple's gift list (issue 9): started once from the ready-made list chosen at onboarding, its
// named lists, publication and fee payer, and the links to lists in other stores.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  type GiftListState,
  giftListMessages,
  MAIN_LIST_NAME,
  MAX_EXTERNAL_LINKS,
  MAX_LISTS,
  readyListKeyFor,
} from '../../../shared/gift-list.ts';
import type { Db } from '../../db/client.ts';
import {
  catalogProducts,
  giftCategories,
  giftExternalLinks,
  giftLists,
  readyListItems,
  readyLists,
  weddings,
} from '../../db/schema.ts';
import { findWeddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { copyProducts } from './copy-products.ts';
import { giftListSummaries } from './list-summaries.ts';

type Wedding = typeof weddings.$inferSelect;

/**
 * On the first visit, creates the wedding list and fills it from the ready-made list chosen at
 * onboarding step 5. It happens once: the first request to mark the list started does the work,
 * concurrent ones wait on the row lock and find it done, and a couple who emptied their list later
 * never gets it refilled.
 */
export async function ensureGiftList(db: Db, wedding: Wedding): Promise<void> {
  if (wedding.giftListStartedAt) return;
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(weddings)
      .set({ giftListStartedAt: new Date() })
      .where(and(eq(weddings.id, wedding.id), isNull(weddings.giftListStartedAt)))
      .returning({ giftListType: weddings.giftListType });
    if (!claimed) return;
    const [main] = await tx
      .insert(giftLists)
      .values({ weddingId: wedding.id, name: MAIN_LIST_NAME, isMain: true })
      .onConflictDoNothing()
      .returning({ id: giftLists.id });
    const key = readyListKeyFor(claimed.giftListType);
    if (!main || !key) return;
    await copyProducts(
      tx,
      { weddingId: wedding.id, listId: main.id },
      sql`${catalogProducts.id} IN (
        SELECT ${readyListItems.productId} FROM ${readyListItems}
        JOIN ${readyLists} ON ${readyLists.id} = ${readyListItems.readyListId}
        WHERE ${readyLists.key} = ${key})`,
    );
  });
}

/** The wedding list's id, starting the list first if needed (seed, tests, payments fixtures). */
export async function mainListId(db: Db, wedding: Wedding): Promise<string> {
  await ensureGiftList(db, wedding);
  const [main] = await db
    .select({ id: giftLists.id })
    .from(giftLists)
    .where(and(eq(giftLists.weddingId, wedding.id), eq(giftLists.isMain, true)));
  if (!main) throw new AppError('INTERNAL');
  return main.id;
}

export async function giftListState(db: Db, wedding: Wedding): Promise<GiftListState> {
  await ensureGiftList(db, wedding);
  const [lists, links, categories] = await Promise.all([
    giftListSummaries(db, wedding.id),
    db
      .select({
        id: giftExternalLinks.id,
        storeName: giftExternalLinks.storeName,
        url: giftExternalLinks.url,
      })
      .from(giftExternalLinks)
      .where(eq(giftExternalLinks.weddingId, wedding.id))
      .orderBy(asc(giftExternalLinks.position), asc(giftExternalLinks.createdAt)),
    db
      .select({ id: giftCategories.id, name: giftCategories.name, icon: giftCategories.icon })
      .from(giftCategories)
      .where(eq(giftCategories.status, 'ativa'))
      .orderBy(asc(giftCategories.displayOrder), asc(giftCategories.name)),
  ]);
  const [current] = await db
    .select({
      published: weddings.giftListPublished,
      feePayer: weddings.feePayer,
      giftListType: weddings.giftListType,
      slug: weddings.slug,
      sitePublished: weddings.sitePublished,
    })
    .from(weddings)
    .where(eq(weddings.id, wedding.id));
  if (!current) throw new AppError('WEDDING_NOT_FOUND');
  return {
    published: current.published,
    feePayer: current.feePayer,
    giftListType: current.giftListType,
    siteSlug: current.slug,
    sitePublished: current.sitePublished,
    lists: lists.map((l) => ({ ...l, totalCents: Number(l.totalCents ?? 0) })),
    externalLinks: links,
    categories,
  };
}

export async function updateGiftListSettings(
  db: Db,
  wedding: Wedding,
  patch: { published?: boolean; feePayer?: 'couple' | 'guests' },
) {
  if (patch.published === undefined && patch.feePayer === undefined) return;
  await db
    .update(weddings)
    .set({ giftListPublished: patch.published, feePayer: patch.feePayer })
    .where(eq(weddings.id, wedding.id));
}

/** The list, if it is this wedding's; another wedding's list answers as if it did not exist. */
export function findOwnList(db: Db, weddingId: string, listId: string) {
  return findWeddingRow(db, giftLists, weddingId, listId);
}

export async function createList(db: Db, wedding: Wedding, name: string) {
  await ensureGiftList(db, wedding);
  const [held] = await db.select({ n: count() }).from(giftLists).where(eq(giftLists.weddingId, wedding.id));
  if ((held?.n ?? 0) >= MAX_LISTS) throw new AppError('GIFT_LIST_LIMIT', giftListMessages.tooManyLists);
  const [row] = await db
    .insert(giftLists)
    .values({ weddingId: wedding.id, name, position: (held?.n ?? 0) + 1 })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return { id: row.id, name: row.name, isMain: row.isMain, itemCount: 0, totalCents: 0 };
}

export async function renameList(db: Db, wedding: Wedding, listId: string, name: string) {
  await findOwnList(db, wedding.id, listId);
  await db.update(giftLists).set({ name }).where(eq(giftLists.id, listId));
}

/** Other lists go with their gifts; the wedding list stays and can only be emptied. */
export async function deleteList(db: Db, wedding: Wedding, listId: string) {
  const list = await findOwnList(db, wedding.id, listId);
  if (list.isMain) throw new AppError('MAIN_LIST_NOT_DELETABLE');
  await db.delete(giftLists).where(eq(giftLists.id, listId));
}

export async function addExternalLink(db: Db, wedding: Wedding, input: { storeName: string; url: string }) {
  const [held] = await db
    .select({ n: count() })
    .from(giftExternalLinks)
    .where(eq(giftExternalLinks.weddingId, wedding.id));
  if ((held?.n ?? 0) >= MAX_EXTERNAL_LINKS)
    throw new AppError('GIFT_LIST_LIMIT', giftListMessages.tooManyLinks);
  const [row] = await db
    .insert(giftExternalLinks)
    .values({ weddingId: wedding.id, ...input, position: (held?.n ?? 0) + 1 })
    .returning({
      id: giftExternalLinks.id,
      storeName: giftExternalLinks.storeName,
      url: giftExternalLinks.url,
    });
  if (!row) throw new AppError('INTERNAL');
  return row;
}

export async function removeExternalLink(db: Db, wedding: Wedding, linkId: string) {
  const removed = await db
    .delete(giftExternalLinks)
    .where(and(eq(giftExternalLinks.id, linkId), eq(giftExternalLinks.weddingId, wedding.id)))
    .returning({ id: giftExternalLinks.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}
