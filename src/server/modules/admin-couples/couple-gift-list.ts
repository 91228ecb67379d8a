// "Lista de Presentes" of a couple's page: the lists, every gift with its value, and what guests
// gave for it (confirmed payments only, SPEC 4), summed in SQL.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CoupleGiftList } from '../../../shared/admin-couple-detail.ts';
import type { Db } from '../../db/client.ts';
import { giftListItems, giftLists, giftPayments } from '../../db/schema.ts';
import { giftListSummaries } from '../gift-list/list-summaries.ts';
import { giftsOnly } from '../payments/gifts-only.ts';
import { findCouple } from './couple-overview.ts';

const MAX_ITEMS = 1000;

export async function coupleGiftList(db: Db, id: string): Promise<CoupleGiftList> {
  const { wedding } = await findCouple(db, id);
  const empty = { items: 0, listValueCents: 0, receivedCents: 0, gifts: 0 };
  if (!wedding) return { published: false, giftListType: null, lists: [], items: [], totals: empty };
  // What guests gave for each gift: confirmed payments only (SPEC 4: "concluido" counts).
  const received = db
    .select({
      itemId: giftPayments.giftListItemId,
      cents: sql<string>`sum(${giftPayments.netCents})`.as('cents'),
      gifts: sql<number>`count(*)::int`.as('gifts'),
    })
    .from(giftPayments)
    .where(and(eq(giftPayments.weddingId, wedding.id), eq(giftPayments.status, 'concluido'), giftsOnly))
    .groupBy(giftPayments.giftListItemId)
    .as('received');
  const [lists, items, [all]] = await Promise.all([
    giftListSummaries(db, wedding.id),
    db
      .select({
        id: giftListItems.id,
        listName: giftLists.name,
        name: giftListItems.name,
        priceCents: giftListItems.priceCents,
        quantityAvailable: giftListItems.quantityAvailable,
        quantitySold: giftListItems.quantitySold,
        isQuota: giftListItems.isQuota,
        receivedCents: sql<string>`coalesce(${received.cents}, 0)`,
        gifts: sql<number>`coalesce(${received.gifts}, 0)`,
      })
      .from(giftListItems)
      .innerJoin(giftLists, eq(giftLists.id, giftListItems.listId))
      .leftJoin(received, eq(received.itemId, giftListItems.id))
      .where(eq(giftListItems.weddingId, wedding.id))
      .orderBy(desc(giftLists.isMain), asc(giftLists.position), asc(giftListItems.createdAt))
      .limit(MAX_ITEMS),
    // Totals over every confirmed payment, also "gravatas" and gifts since removed from the list.
    db
      .select({
        cents: sql<string>`coalesce(sum(${giftPayments.netCents}), 0)`,
        gifts: sql<number>`count(*)::int`,
      })
      .from(giftPayments)
      .where(and(eq(giftPayments.weddingId, wedding.id), eq(giftPayments.status, 'concluido'), giftsOnly)),
  ]);
  const [value] = await db
    .select({
      items: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(sum(${giftListItems.priceCents} * ${giftListItems.quantityAvailable}), 0)`,
    })
    .from(giftListItems)
    .where(eq(giftListItems.weddingId, wedding.id));
  return {
    published: wedding.giftListPublished,
    giftListType: wedding.giftListType,
    lists: lists.map(({ id, name, isMain, itemCount }) => ({ id, name, isMain, items: itemCount })),
    items: items.map((i) => ({ ...i, receivedCents: Number(i.receivedCents) })),
    totals: {
      items: value?.items ?? 0,
      listValueCents: Number(value?.cents ?? 0),
      receivedCents: Number(all?.cents ?? 0),
      gifts: all?.gifts ?? 0,
    },
  };
}
