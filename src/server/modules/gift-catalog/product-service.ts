// Catalogue products (SPEC 2.8, 3 and 5): create, edit and delete, audited. A couple's gift keeps
// its own name, price and picture: before a product changes or goes, the gifts still showing its
// generated picture get a frozen copy of it, so nothing on a couple's list moves.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { ProductInput } from '../../../shared/gift-catalog.ts';
import { catalogMessages } from '../../../shared/gift-catalog.ts';
import { productKey, searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { catalogProducts, giftListItems, giftSubcategories } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { auditedCreate, auditedUpdate } from '../audit/audited-write.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { renderProductSvg } from '../catalog-images/render-product-svg.ts';
import { findProductImageInput } from '../catalog-images/service.ts';
import { mediaUrl } from '../guest-site/load-site.ts';
import type { FileStore } from '../storage/file-store.ts';

type Product = typeof catalogProducts.$inferSelect;

/** The picture drawn for a product from its name and category (catalog-images). */
export function generatedImageUrl(key: string): string {
  return `/media/catalog/${key}.svg`;
}

function newProductKey(name: string): string {
  return `${productKey(name).slice(0, 80) || 'produto'}-${randomBytes(3).toString('hex')}`;
}

async function findProduct(db: Db, id: string): Promise<Product> {
  const [row] = await db.select().from(catalogProducts).where(eq(catalogProducts.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function assertSubcategoryOf(db: Db, categoryId: string, subcategoryId: string) {
  const [sub] = await db
    .select({ categoryId: giftSubcategories.categoryId })
    .from(giftSubcategories)
    .where(eq(giftSubcategories.id, subcategoryId));
  if (!sub || sub.categoryId !== categoryId)
    throw new AppError('VALIDATION', catalogMessages.subcategoryMismatch);
}

function columns(input: ProductInput, key: string) {
  return {
    name: input.name,
    searchName: searchKey(input.name),
    description: input.description,
    suggestedPriceCents: input.priceCents,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId,
    tags: input.tags,
    itemType: input.itemType,
    allowsCustomAmount: input.allowsCustomAmount,
    status: input.status,
    imageUrl: input.imageUrl ?? generatedImageUrl(key),
  };
}

export async function createProduct(db: Db, actor: AuditActor, input: ProductInput) {
  await assertSubcategoryOf(db, input.categoryId, input.subcategoryId);
  const key = newProductKey(input.name);
  return auditedCreate(db, actor, { action: 'product.create', targetType: 'catalog_product' }, (tx) =>
    tx
      .insert(catalogProducts)
      .values({ key, ...columns(input, key) })
      .returning(),
  );
}

/**
 * Gifts that show the product's generated picture would change with it: this draws the picture as
 * it is now into a file of its own (named by its content, so drawing it twice costs nothing) and
 * returns the swap to make in the same transaction as the change.
 */
async function freezeGeneratedPicture(db: Db, files: FileStore, product: Product) {
  if (!product.key) return null;
  const from = generatedImageUrl(product.key);
  const [used] = await db
    .select({ n: count() })
    .from(giftListItems)
    .where(and(eq(giftListItems.productId, product.id), eq(giftListItems.imageUrl, from)));
  if (!used?.n) return null;
  const input = await findProductImageInput(db, product.key);
  if (!input) return null;
  const svg = renderProductSvg(input);
  const fileName = `presente-${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.svg`;
  await files.put(fileName, Buffer.from(svg), 'image/svg+xml');
  return { productId: product.id, from, to: mediaUrl(fileName) };
}

async function swapPictures(
  tx: Pick<Db, 'update'>,
  swap: Awaited<ReturnType<typeof freezeGeneratedPicture>>,
) {
  if (!swap) return;
  await tx
    .update(giftListItems)
    .set({ imageUrl: swap.to })
    .where(and(eq(giftListItems.productId, swap.productId), eq(giftListItems.imageUrl, swap.from)));
}

export async function updateProduct(
  db: Db,
  files: FileStore,
  actor: AuditActor,
  id: string,
  input: ProductInput,
) {
  const before = await findProduct(db, id);
  await assertSubcategoryOf(db, input.categoryId, input.subcategoryId);
  const swap = await freezeGeneratedPicture(db, files, before);
  const key = before.key ?? newProductKey(input.name);
  const target = { action: 'product.update', targetType: 'catalog_product', targetId: id, before };
  return auditedUpdate(db, actor, target, async (tx) => {
    await swapPictures(tx, swap);
    return tx
      .update(catalogProducts)
      .set({ key, ...columns(input, key) })
      .where(eq(catalogProducts.id, id))
      .returning();
  });
}

/** Gifts made from the product stay on couples' lists, with their own copy of everything. */
export async function deleteProduct(db: Db, files: FileStore, actor: AuditActor, id: string) {
  const before = await findProduct(db, id);
  const swap = await freezeGeneratedPicture(db, files, before);
  await db.transaction(async (tx) => {
    await swapPictures(tx, swap);
    await tx.delete(catalogProducts).where(eq(catalogProducts.id, id));
    await recordAudit(tx, actor, {
      action: 'product.delete',
      targetType: 'catalog_product',
      targetId: id,
      before,
    });
  });
}
