// Categories and subcategories of the gift catalogue (SPEC 2.8 and 5): listing with their counts,
// and every change written to the audit log in the same transaction.
import { asc, count, eq } from 'drizzle-orm';
import type {
  CategoryIcon,
  CategoryInput,
  CategoryRow,
  SubcategoryInput,
} from '../../../shared/gift-catalog.ts';
import type { Db } from '../../db/client.ts';
import { catalogProducts, giftCategories, giftSubcategories } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { auditedCreate, auditedDelete, auditedUpdate } from '../audit/audited-write.ts';
import type { AuditActor } from '../audit/record-audit.ts';

/** Every category in display order, with its subcategories and how many products each holds. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const [categories, subcategories, productsBySub] = await Promise.all([
    db.select().from(giftCategories).orderBy(asc(giftCategories.displayOrder), asc(giftCategories.name)),
    db
      .select()
      .from(giftSubcategories)
      .orderBy(asc(giftSubcategories.displayOrder), asc(giftSubcategories.name)),
    db
      .select({ subcategoryId: catalogProducts.subcategoryId, n: count() })
      .from(catalogProducts)
      .groupBy(catalogProducts.subcategoryId),
  ]);
  const productCount = new Map(productsBySub.map((r) => [r.subcategoryId, r.n]));
  return categories.map((c) => {
    const subs = subcategories
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        id: s.id,
        categoryId: s.categoryId,
        name: s.name,
        displayOrder: s.displayOrder,
        status: s.status,
        productCount: productCount.get(s.id) ?? 0,
      }));
    return {
      id: c.id,
      key: c.key,
      name: c.name,
      description: c.description,
      icon: (c.icon as CategoryIcon | null) ?? null,
      displayOrder: c.displayOrder,
      status: c.status,
      subcategoryCount: subs.length,
      // A product always sits in a subcategory of its own category (checked on every write).
      productCount: subs.reduce((sum, s) => sum + s.productCount, 0),
      subcategories: subs,
    };
  });
}

async function findCategory(db: Db, id: string) {
  const [row] = await db.select().from(giftCategories).where(eq(giftCategories.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function findSubcategory(db: Db, id: string) {
  const [row] = await db.select().from(giftSubcategories).where(eq(giftSubcategories.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const category = 'gift_category';
const subcategory = 'gift_subcategory';

export function createCategory(db: Db, actor: AuditActor, input: CategoryInput) {
  return auditedCreate(db, actor, { action: 'category.create', targetType: category }, (tx) =>
    tx.insert(giftCategories).values(input).returning(),
  );
}

export async function updateCategory(db: Db, actor: AuditActor, id: string, input: CategoryInput) {
  const before = await findCategory(db, id);
  const target = { action: 'category.update', targetType: category, targetId: id, before };
  return auditedUpdate(db, actor, target, (tx) =>
    tx.update(giftCategories).set(input).where(eq(giftCategories.id, id)).returning(),
  );
}

/** A category with subcategories or products cannot be deleted (SPEC 5). */
export async function deleteCategory(db: Db, actor: AuditActor, id: string) {
  const before = await findCategory(db, id);
  const target = { action: 'category.delete', targetType: category, targetId: id, before };
  await auditedDelete(db, actor, target, async (tx) => {
    const [[subs], [products]] = await Promise.all([
      tx.select({ n: count() }).from(giftSubcategories).where(eq(giftSubcategories.categoryId, id)),
      tx.select({ n: count() }).from(catalogProducts).where(eq(catalogProducts.categoryId, id)),
    ]);
    if ((subs?.n ?? 0) > 0 || (products?.n ?? 0) > 0) throw new AppError('CATEGORY_IN_USE');
    await tx.delete(giftCategories).where(eq(giftCategories.id, id));
  });
}

export async function createSubcategory(
  db: Db,
  actor: AuditActor,
  categoryId: string,
  input: SubcategoryInput,
) {
  await findCategory(db, categoryId);
  return auditedCreate(db, actor, { action: 'subcategory.create', targetType: subcategory }, (tx) =>
    tx
      .insert(giftSubcategories)
      .values({ ...input, categoryId })
      .returning(),
  );
}

export async function updateSubcategory(db: Db, actor: AuditActor, id: string, input: SubcategoryInput) {
  const before = await findSubcategory(db, id);
  const target = { action: 'subcategory.update', targetType: subcategory, targetId: id, before };
  return auditedUpdate(db, actor, target, (tx) =>
    tx.update(giftSubcategories).set(input).where(eq(giftSubcategories.id, id)).returning(),
  );
}

export async function deleteSubcategory(db: Db, actor: AuditActor, id: string) {
  const before = await findSubcategory(db, id);
  const target = { action: 'subcategory.delete', targetType: subcategory, targetId: id, before };
  await auditedDelete(db, actor, target, async (tx) => {
    const [products] = await tx
      .select({ n: count() })
      .from(catalogProducts)
      .where(eq(catalogProducts.subcategoryId, id));
    if ((products?.n ?? 0) > 0) throw new AppError('SUBCATEGORY_IN_USE');
    await tx.delete(giftSubcategories).where(eq(giftSubcategories.id, id));
  });
}
