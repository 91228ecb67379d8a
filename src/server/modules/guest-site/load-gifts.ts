// The gifts of a guest site: the published list's gifts at the price a guest pays. The home shows
// the first few of the wedding list; the gift list page (`/{slug}/presentes`) one of the couple's
// named lists at a time, filtered by category, sorted and paged through the query string
// (`?lista=&categoria=&ordem=&pagina=`), so it all works without JavaScript.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type FeePayer, guestPriceCents } from '../../../shared/fees.ts';
import { DEFAULT_SORT, isSortId, remaining, type SortId } from '../../../shared/gift-list.ts';
import type { GuestGift, GuestGifts } from '../../../shared/guest-site-data.ts';
import type { Db } from '../../db/client.ts';
import {
  giftCategories,
  giftExternalLinks,
  giftListItems,
  giftLists,
  type weddings,
} from '../../db/schema.ts';
import { giftListSummaries } from '../gift-list/list-summaries.ts';
import { getSettings } from '../settings/service.ts';

export const GIFTS_PER_PAGE = 60;
/** The gifts the home shows before "Ver todos os presentes", so the RSVP is not 60 cards away. */
export const GIFTS_ON_HOME = 6;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The gift section's part of a guest page's query string; anything unknown falls back quietly. */
export const giftQuerySchema = z.object({
  lista: z.string().max(40).optional(),
  categoria: z.string().max(40).optional(),
  ordem: z.string().max(20).optional(),
  pagina: z.string().max(6).optional(),
});
export type GiftQuery = z.infer<typeof giftQuerySchema>;

/** Which gifts a page shows: the list page's query, or the home's first few. */
export interface GiftView {
  query: GiftQuery;
  perPage: number;
}
export const homeGifts: GiftView = { query: {}, perPage: GIFTS_ON_HOME };

const orderBy: Record<SortId, ReturnType<typeof asc>[]> = {
  'menor-valor': [asc(giftListItems.priceCents), asc(giftListItems.name)],
  'maior-valor': [desc(giftListItems.priceCents), asc(giftListItems.name)],
  'a-z': [asc(giftListItems.name), asc(giftListItems.id)],
  'z-a': [desc(giftListItems.name), asc(giftListItems.id)],
};

const guestGiftColumns = {
  id: giftListItems.id,
  name: giftListItems.name,
  description: giftListItems.description,
  imageUrl: giftListItems.imageUrl,
  priceCents: giftListItems.priceCents,
  quantityAvailable: giftListItems.quantityAvailable,
  quantitySold: giftListItems.quantitySold,
  isQuota: giftListItems.isQuota,
};

interface GiftRow {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  priceCents: number;
  quantityAvailable: number;
  quantitySold: number;
  isQuota: boolean;
}

function toGuestGift(r: GiftRow, feeBasisPoints: number, payer: FeePayer): GuestGift {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    imageUrl: r.imageUrl,
    isQuota: r.isQuota,
    quantityAvailable: r.quantityAvailable,
    remaining: remaining(r),
    guestPriceCents: guestPriceCents(r.priceCents, feeBasisPoints, payer),
  };
}

/**
 * Null when the couple has not published the list, or it has nothing to give yet (no gift in any
 * list, no other store): the site then shows nothing of it rather than "Volte em breve!".
 */
export async function loadGuestGifts(
  db: Db,
  wedding: typeof weddings.$inferSelect,
  { query, perPage }: GiftView,
): Promise<GuestGifts | null> {
  if (!wedding.giftListPublished) return null;
  const [lists, links, settings] = await Promise.all([
    giftListSummaries(db, wedding.id),
    db
      .select({ storeName: giftExternalLinks.storeName, url: giftExternalLinks.url })
      .from(giftExternalLinks)
      .where(eq(giftExternalLinks.weddingId, wedding.id))
      .orderBy(asc(giftExternalLinks.position), asc(giftExternalLinks.createdAt)),
    getSettings(db),
  ]);
  if (links.length === 0 && lists.every((l) => l.itemCount === 0)) return null;
  // Lists without gifts stay out of the tabs (the wedding list always shows).
  const shown = lists.filter((l) => l.isMain || l.itemCount > 0);
  const current = shown.find((l) => l.id === query.lista) ?? shown[0];
  const sort = isSortId(query.ordem) ? query.ordem : DEFAULT_SORT;
  const base = {
    lists: shown.map(({ id, name }) => ({ id, name })),
    externalLinks: links,
    feeOnGuests: wedding.feePayer === 'guests',
    sort,
  };
  if (!current) {
    return {
      ...base,
      currentListId: null,
      categories: [],
      categoryId: null,
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
    };
  }

  const categories = await db
    .select({ id: giftCategories.id, name: giftCategories.name, count: count() })
    .from(giftListItems)
    .innerJoin(giftCategories, eq(giftCategories.id, giftListItems.categoryId))
    .where(eq(giftListItems.listId, current.id))
    .groupBy(giftCategories.id)
    .orderBy(asc(giftCategories.displayOrder), asc(giftCategories.name));
  const categoryId = categories.some((c) => c.id === query.categoria) ? (query.categoria ?? null) : null;
  const where = and(
    eq(giftListItems.listId, current.id),
    categoryId && UUID.test(categoryId) ? eq(giftListItems.categoryId, categoryId) : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(giftListItems).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(query.pagina ?? '1', 10) || 1));
  const rows = await db
    .select(guestGiftColumns)
    .from(giftListItems)
    .where(where)
    .orderBy(...orderBy[sort])
    .limit(perPage)
    .offset((page - 1) * perPage);

  return {
    ...base,
    currentListId: current.id,
    categories,
    categoryId,
    items: rows.map((r) => toGuestGift(r, settings.giftFeeBasisPoints, wedding.feePayer)),
    page,
    pageCount,
    total,
  };
}

/** One gift of a published list, for its own page; null when the list is hidden or it is not there. */
export async function loadGuestGift(db: Db, wedding: typeof weddings.$inferSelect, itemId: string) {
  if (!wedding.giftListPublished || !UUID.test(itemId)) return null;
  const [[row], settings] = await Promise.all([
    db
      .select({
        ...guestGiftColumns,
        listName: giftLists.name,
        allowsCustomAmount: giftListItems.allowsCustomAmount,
      })
      .from(giftListItems)
      .innerJoin(giftLists, eq(giftLists.id, giftListItems.listId))
      .where(and(eq(giftListItems.id, itemId), eq(giftListItems.weddingId, wedding.id))),
    getSettings(db),
  ]);
  if (!row) return null;
  return {
    ...toGuestGift(row, settings.giftFeeBasisPoints, wedding.feePayer),
    listName: row.listName,
    /** The checkout needs the gift's own value and whether guests choose the amount. */
    priceCents: row.priceCents,
    allowsCustomAmount: row.allowsCustomAmount,
  };
}
