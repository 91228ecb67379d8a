// A wedding's gift lists with how many gifts each holds and what they add up to, the wedding list
// first, then in the couple's order: one query for the panel, the guest site and the back office.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftListItems, giftLists } from '../../db/schema.ts';

export function giftListSummaries(db: Db, weddingId: string) {
  return db
    .select({
      id: giftLists.id,
      name: giftLists.name,
      isMain: giftLists.isMain,
      itemCount: count(giftListItems.id),
      /** The price of every quota still offered (null: no gifts). */
      totalCents: sql<string | null>`sum(${giftListItems.priceCents} * ${giftListItems.quantityAvailable})`,
    })
    .from(giftLists)
    .leftJoin(giftListItems, eq(giftListItems.listId, giftLists.id))
    .where(eq(giftLists.weddingId, weddingId))
    .groupBy(giftLists.id)
    .orderBy(sql`${giftLists.isMain} desc`, asc(giftLists.position), asc(giftLists.createdAt));
}
