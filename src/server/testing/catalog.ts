// Catalogue data of a test's own: a category with a subcategory and products, and a ready-made
// list, written the way the seed writes them (normalised search name included).
import { and, eq } from 'drizzle-orm';
import { searchKey } from '../../shared/text.ts';
import type { Db } from '../db/client.ts';
import {
  catalogProducts,
  giftCategories,
  giftSubcategories,
  readyListItems,
  readyLists,
} from '../db/schema.ts';
import { unique } from './test-app.ts';

export async function createTestCategory(db: Db, name = `Categoria ${unique()}`) {
  const [category] = await db.insert(giftCategories).values({ name, icon: 'Gift' }).returning();
  const [subcategory] = await db
    .insert(giftSubcategories)
    .values({ categoryId: category!.id, name: `Sub ${unique()}` })
    .returning();
  return { category: category!, subcategory: subcategory! };
}

export async function createTestProducts(
  db: Db,
  where: { categoryId: string; subcategoryId: string },
  products: { name: string; priceCents: number; status?: 'ativo' | 'inativo' }[],
) {
  return db
    .insert(catalogProducts)
    .values(
      products.map((p) => {
        const key = `${unique('p-')}`;
        return {
          key,
          name: p.name,
          searchName: searchKey(p.name),
          suggestedPriceCents: p.priceCents,
          categoryId: where.categoryId,
          subcategoryId: where.subcategoryId,
          status: p.status ?? 'ativo',
          imageUrl: `/media/catalog/${key}.svg`,
        };
      }),
    )
    .returning();
}

/** The product ids of a seeded ready-made list (travel, home, wedding, fun), as it is now. */
export async function readyListProductIds(db: Db, key: string): Promise<string[]> {
  const rows = await db
    .select({ productId: readyListItems.productId })
    .from(readyListItems)
    .innerJoin(readyLists, eq(readyLists.id, readyListItems.readyListId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, readyListItems.productId))
    .where(and(eq(readyLists.key, key), eq(catalogProducts.status, 'ativo')));
  return rows.map((r) => r.productId).sort();
}
