// Finds what a catalogue product's picture needs: its name and where it sits in the catalogue.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogProducts, giftCategories, giftSubcategories } from '../../db/schema.ts';
import { withCategories } from '../gift-catalog/catalog-search.ts';
import type { ProductImageInput } from './render-product-svg.ts';

/** Looks the product up by its key (a unique index); inactive products keep their picture. */
export async function findProductImageInput(db: Db, key: string): Promise<ProductImageInput | null> {
  const product = db
    .select({
      name: catalogProducts.name,
      categoryKey: giftCategories.key,
      categoryName: giftCategories.name,
      subcategoryKey: giftSubcategories.key,
    })
    .from(catalogProducts)
    .$dynamic();
  const [row] = await withCategories(product).where(eq(catalogProducts.key, key)).limit(1);
  if (!row) return null;
  return {
    key,
    name: row.name,
    categoryKey: row.categoryKey ?? '',
    categoryName: row.categoryName,
    subcategoryKey: row.subcategoryKey,
  };
}
