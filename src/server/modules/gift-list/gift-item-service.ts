// The gifts of a couple's list: added from the catalogue, from a ready-made list or written by the
// couple (with a photo and quotas), edited and removed. Every call names the wedding it acts on.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  type CustomGift,
  type GiftItem,
  type GiftPatch,
  giftListMessages,
  MAX_ITEMS_PER_LIST,
} from '../../../shared/gift-list.ts';
import type { Db } from '../../db/client.ts';
import { catalogProducts, giftCategories, giftListItems, media, readyListItems } from '../../db/schema.ts';
import { weddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { mediaUrl } from '../guest-site/load-site.ts';
import { copyProducts } from './copy-products.ts';
import { findOwnList } from './gift-list-service.ts';

const itemColumns = {
  id: giftListItems.id,
  listId: giftListItems.listId,
  productId: giftListItems.productId,
  name: giftListItems.name,
  description: giftListItems.description,
  imageUrl: giftListItems.imageUrl,
  categoryId: giftListItems.categoryId,
  priceCents: giftListItems.priceCents,
  quantityAvailable: giftListItems.quantityAvailable,
  quantitySold: giftListItems.quantitySold,
  isQuota: giftListItems.isQuota,
  allowsCustomAmount: giftListItems.allowsCustomAmount,
};

export async function listItems(db: Db, weddingId: string, listId: string): Promise<GiftItem[]> {
  await findOwnList(db, weddingId, listId);
  return db
    .select(itemColumns)
    .from(giftListItems)
    .where(eq(giftListItems.listId, listId))
    .orderBy(asc(giftListItems.priceCents), asc(giftListItems.name))
    .limit(MAX_ITEMS_PER_LIST);
}

async function roomLeft(db: Db, listId: string): Promise<number> {
  const [held] = await db.select({ n: count() }).from(giftListItems).where(eq(giftListItems.listId, listId));
  const room = MAX_ITEMS_PER_LIST - (held?.n ?? 0);
  if (room <= 0) throw new AppError('GIFT_LIST_LIMIT');
  return room;
}

async function photoUrl(db: Db, weddingId: string, mediaId: string): Promise<string> {
  const [file] = await db
    .select({ fileName: media.fileName })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.weddingId, weddingId), eq(media.kind, 'image')));
  if (!file) throw new AppError('VALIDATION', giftListMessages.photoNotFound);
  return mediaUrl(file.fileName);
}

async function assertCategory(db: Db, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: giftCategories.id })
    .from(giftCategories)
    .where(eq(giftCategories.id, categoryId));
  if (!row) throw new AppError('VALIDATION', 'Categoria não encontrada.');
}

async function findItem(db: Db, weddingId: string, itemId: string) {
  const [item] = await db
    .select(itemColumns)
    .from(giftListItems)
    .where(weddingRow(giftListItems, weddingId, itemId));
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

export async function addProduct(
  db: Db,
  weddingId: string,
  listId: string,
  input: { productId: string; quantity: number },
): Promise<GiftItem> {
  await findOwnList(db, weddingId, listId);
  await roomLeft(db, listId);
  const [product] = await db
    .select({ status: catalogProducts.status })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, input.productId));
  if (product?.status !== 'ativo') throw new AppError('VALIDATION', giftListMessages.productUnavailable);
  const added = await copyProducts(
    db,
    { weddingId, listId },
    sql`${catalogProducts.id} = ${input.productId}`,
    {
      quantity: input.quantity,
    },
  );
  if (added === 0) throw new AppError('GIFT_LIST_LIMIT', giftListMessages.alreadyOnList);
  const [item] = await db
    .select(itemColumns)
    .from(giftListItems)
    .where(and(eq(giftListItems.listId, listId), eq(giftListItems.productId, input.productId)));
  if (!item) throw new AppError('INTERNAL');
  return item;
}

/** Adds a ready-made list's products that the list does not hold yet, up to the list's room. */
export async function importReadyList(db: Db, weddingId: string, listId: string, readyListId: string) {
  await findOwnList(db, weddingId, listId);
  const room = await roomLeft(db, listId);
  const added = await copyProducts(
    db,
    { weddingId, listId },
    sql`${catalogProducts.id} IN (SELECT ${readyListItems.productId} FROM ${readyListItems} WHERE ${readyListItems.readyListId} = ${readyListId})`,
    { limit: room },
  );
  return { added };
}

export async function addCustomGift(
  db: Db,
  weddingId: string,
  listId: string,
  input: CustomGift,
): Promise<GiftItem> {
  await findOwnList(db, weddingId, listId);
  await roomLeft(db, listId);
  await assertCategory(db, input.categoryId);
  const imageUrl = input.photoMediaId ? await photoUrl(db, weddingId, input.photoMediaId) : null;
  const [item] = await db
    .insert(giftListItems)
    .values({
      weddingId,
      listId,
      name: input.name,
      description: input.description,
      imageUrl,
      categoryId: input.categoryId,
      priceCents: input.priceCents,
      quantityAvailable: input.quantity,
      isQuota: input.isQuota,
    })
    .returning(itemColumns);
  if (!item) throw new AppError('INTERNAL');
  return item;
}

export async function updateItem(
  db: Db,
  weddingId: string,
  itemId: string,
  patch: GiftPatch,
): Promise<GiftItem> {
  const item = await findItem(db, weddingId, itemId);
  if (patch.quantity !== undefined && patch.quantity < item.quantitySold)
    throw new AppError('VALIDATION', giftListMessages.belowSold(item.quantitySold));
  const isQuota = patch.isQuota ?? item.isQuota;
  const quantity = patch.quantity ?? item.quantityAvailable;
  if (isQuota && quantity < 2) throw new AppError('VALIDATION', giftListMessages.quotasRange);
  await assertCategory(db, patch.categoryId);
  const imageUrl = patch.photoMediaId
    ? await photoUrl(db, weddingId, patch.photoMediaId)
    : patch.photoMediaId === null
      ? null
      : undefined;
  const [row] = await db
    .update(giftListItems)
    .set({
      name: patch.name,
      description: patch.description,
      priceCents: patch.priceCents,
      quantityAvailable: patch.quantity,
      isQuota: patch.isQuota,
      categoryId: patch.categoryId,
      imageUrl,
    })
    .where(eq(giftListItems.id, itemId))
    .returning(itemColumns);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function removeItem(db: Db, weddingId: string, itemId: string) {
  await findItem(db, weddingId, itemId);
  await db.delete(giftListItems).where(eq(giftListItems.id, itemId));
}

/** "Excluir lista" on the wedding list: every gift goes, the list stays (and is never refilled). */
export async function clearList(db: Db, weddingId: string, listId: string) {
  await findOwnList(db, weddingId, listId);
  await db.delete(giftListItems).where(eq(giftListItems.listId, listId));
}
