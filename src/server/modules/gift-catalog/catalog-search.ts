// Searching the catalogue: accent- and case-insensitive on the normalised name (a trigram index
// answers `LIKE '%word%'`), filtered by category and status, paged in SQL. The admin catalogue, the
// couples' "add from the catalogue" and the bench all run this one query.
import { and, asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { CATALOG_PAGE_SIZE, type CatalogQuery, type ProductPage } from '../../../shared/gift-catalog.ts';
import { COUNT_CAP } from '../../../shared/list-query.ts';
import { searchKey } from '../../../shared/text.ts';
import { countUpTo } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { catalogProducts, giftCategories, giftSubcategories } from '../../db/schema.ts';

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One `LIKE` per word, in any order: "panela jogo" finds "Jogo de Panelas". */
export function nameMatches(q: string): SQL[] {
  return searchKey(q)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => like(catalogProducts.searchName, `%${escapeLike(w)}%`));
}

/** Products joined to their category and subcategory (a product always has both: foreign keys). */
export function withCategories<Query extends PgSelect>(products: Query) {
  return products
    .innerJoin(giftCategories, eq(giftCategories.id, catalogProducts.categoryId))
    .innerJoin(giftSubcategories, eq(giftSubcategories.id, catalogProducts.subcategoryId));
}

/** A product as the catalogue pages show it. */
const productColumns = {
  id: catalogProducts.id,
  name: catalogProducts.name,
  description: catalogProducts.description,
  priceCents: catalogProducts.suggestedPriceCents,
  categoryId: catalogProducts.categoryId,
  categoryName: giftCategories.name,
  subcategoryId: catalogProducts.subcategoryId,
  subcategoryName: giftSubcategories.name,
  tags: catalogProducts.tags,
  itemType: catalogProducts.itemType,
  allowsCustomAmount: catalogProducts.allowsCustomAmount,
  status: catalogProducts.status,
  imageUrl: catalogProducts.imageUrl,
};

export interface CatalogSearchOptions {
  /** Couples only see active products of active categories and subcategories. */
  forCouples?: boolean;
  pageSize?: number;
  /**
   * Couples browse cheapest first, as gift lists sort (SPEC 9); the back office sees the newest
   * first (SPEC 7). Both walk an index and stop at the page, whatever the search matches.
   */
  order?: 'newest' | 'price';
}

export async function searchCatalog(
  db: Db,
  query: CatalogQuery,
  options: CatalogSearchOptions = {},
): Promise<ProductPage> {
  const pageSize = options.pageSize ?? CATALOG_PAGE_SIZE;
  const status = options.forCouples ? 'ativo' : query.status === 'todos' ? undefined : query.status;
  const where = and(
    ...nameMatches(query.q),
    query.categoryId ? eq(catalogProducts.categoryId, query.categoryId) : undefined,
    status ? eq(catalogProducts.status, status) : undefined,
    options.forCouples ? eq(giftCategories.status, 'ativa') : undefined,
    options.forCouples ? eq(giftSubcategories.status, 'ativa') : undefined,
  );
  const order =
    options.order === 'price'
      ? [asc(catalogProducts.suggestedPriceCents), asc(catalogProducts.id)]
      : [desc(catalogProducts.createdAt), desc(catalogProducts.id)];

  const rowsQuery = withCategories(db.select(productColumns).from(catalogProducts).$dynamic())
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);

  // Counting stops at the cap: a common word in a million products must not cost a full count.
  // Only couples' counts need the categories' status (a product always has its category and
  // subcategory: foreign keys).
  const one = { one: sql`1` };
  const matching = options.forCouples
    ? withCategories(db.select(one).from(catalogProducts).$dynamic()).where(where)
    : db.select(one).from(catalogProducts).where(where);

  const [items, counted] = await Promise.all([rowsQuery, countUpTo(db, matching, COUNT_CAP)]);
  return {
    items,
    page: query.page,
    pageSize,
    ...counted,
  };
}
