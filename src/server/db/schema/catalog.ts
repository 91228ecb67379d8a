// The gift catalogue and the gifts on couples' lists.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, counter, createdAt, curatedEntry, requiredRef, uuidId } from './columns.ts';
import { weddingRow } from './weddings.ts';

export const giftCategories = pgTable(
  'gift_categories',
  {
    id: uuidId(),
    ...curatedEntry(),
    icon: text('icon'),
    displayOrder: integer('display_order').notNull().default(0),
    status: text('status', { enum: ['ativa', 'inativa'] })
      .notNull()
      .default('ativa'),
    createdAt: createdAt(),
  },
  (t) => [index('gift_categories_order_idx').on(t.displayOrder)],
);

export const giftSubcategories = pgTable(
  'gift_subcategories',
  {
    id: uuidId(),
    key: text('key').unique(),
    categoryId: requiredRef('category_id', () => giftCategories.id, 'restrict'),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    status: text('status', { enum: ['ativa', 'inativa'] })
      .notNull()
      .default('ativa'),
  },
  (t) => [index('gift_subcategories_category_idx').on(t.categoryId, t.displayOrder)],
);

/** produtos_catalogo: the admin-curated catalogue couples pick gifts from. */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: uuidId(),
    ...curatedEntry(),
    suggestedPriceCents: cents('suggested_price_cents').notNull(),
    categoryId: requiredRef('category_id', () => giftCategories.id, 'restrict'),
    subcategoryId: requiredRef('subcategory_id', () => giftSubcategories.id, 'restrict'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    itemType: text('item_type').notNull().default('Item para Casa'),
    allowsCustomAmount: boolean('allows_custom_amount').notNull().default(false),
    status: text('status', { enum: ['ativo', 'inativo'] })
      .notNull()
      .default('ativo'),
    imageUrl: text('image_url'),
    /** The name without accents, lowercased (shared/text.ts searchKey): what catalogue search matches. */
    searchName: text('search_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('catalog_products_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // Couples browse cheapest first (SPEC 9), across the catalogue or within a category.
    index('catalog_products_price_idx').on(t.suggestedPriceCents, t.id),
    index('catalog_products_category_price_idx').on(t.categoryId, t.suggestedPriceCents, t.id),
    index('catalog_products_category_idx').on(t.categoryId, t.status),
    index('catalog_products_subcategory_idx').on(t.subcategoryId),
    index('catalog_products_created_idx').on(t.createdAt),
    check('catalog_products_price_positive', sql`${t.suggestedPriceCents} >= 0`),
  ],
);

/**
 * A couple's named gift lists: the wedding list (`is_main`, one per wedding) and others beside it,
 * such as "Chá de Panela", shown as tabs of the guest site's gift section.
 */
export const giftLists = pgTable(
  'gift_lists',
  {
    ...weddingRow(),
    name: text('name').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_lists_wedding_idx').on(t.weddingId, t.position),
    uniqueIndex('gift_lists_main_idx').on(t.weddingId).where(sql`${t.isMain}`),
  ],
);

/** itens_lista_presentes: a virtual gift on a couple's list. */
export const giftListItems = pgTable(
  'gift_list_items',
  {
    ...weddingRow(),
    listId: requiredRef('list_id', () => giftLists.id, 'cascade'),
    productId: uuid('product_id').references(() => catalogProducts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    categoryId: uuid('category_id').references(() => giftCategories.id, { onDelete: 'set null' }),
    /** Price of one unit or quota ("10 cotas de R$ 300,00": 30000). */
    priceCents: cents('price_cents').notNull(),
    /** quantidade_disponivel: how many units or quotas the couple offers (1 for a whole gift). */
    quantityAvailable: integer('quantity_available').notNull().default(1),
    /** The gift is split into `quantity_available` equal quotas (cotas) of `price_cents` each. */
    isQuota: boolean('is_quota').notNull().default(false),
    /** Units or quotas paid for by guests, kept by the payments module (confirmations, refunds). */
    quantitySold: counter('quantity_sold'),
    /** Guests may give any amount (Doação Livre, or a product that allows it). */
    allowsCustomAmount: boolean('allows_custom_amount').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_list_items_wedding_idx').on(t.weddingId),
    index('gift_list_items_list_idx').on(t.listId),
    index('gift_list_items_product_idx').on(t.productId),
    check('gift_list_items_price_positive', sql`${t.priceCents} > 0`),
    check('gift_list_items_quantities', sql`${t.quantityAvailable} >= 1 AND ${t.quantitySold} >= 0`),
  ],
);
