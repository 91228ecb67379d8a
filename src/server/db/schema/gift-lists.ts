// Ready-made gift lists (listas prontas) curated by admins, and the links to lists couples keep in
// other stores.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { catalogProducts } from './catalog.ts';
import { createdAt, curatedEntry, requiredRef, updatedAt, uuidId } from './columns.ts';
import { weddingRow } from './weddings.ts';

/** A ready-made list; `key` ties the four of onboarding step 5 (travel, home, wedding, fun) to it. */
export const readyLists = pgTable('ready_lists', {
  id: uuidId(),
  ...curatedEntry(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const readyListItems = pgTable(
  'ready_list_items',
  {
    readyListId: requiredRef('ready_list_id', () => readyLists.id, 'cascade'),
    productId: requiredRef('product_id', () => catalogProducts.id, 'cascade'),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.readyListId, t.productId] }),
    index('ready_list_items_product_idx').on(t.productId),
  ],
);

/** "Incluir lista externa": a list the couple keeps in another store, linked from their site. */
export const giftExternalLinks = pgTable(
  'gift_external_links',
  {
    ...weddingRow(),
    storeName: text('store_name').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('gift_external_links_wedding_idx').on(t.weddingId, t.position)],
);
