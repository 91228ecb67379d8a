// The demo couple's gift list: the "Casamento" ready-made list, a honeymoon split into quotas, a
// "Chá de Panela" list and a list in another store, published with the fee passed on to guests.
import { eq, inArray } from 'drizzle-orm';
import { copyProducts } from '../../modules/gift-list/copy-products.ts';
import { mainListId } from '../../modules/gift-list/gift-list-service.ts';
import type { Db } from '../client.ts';
import {
  catalogProducts,
  giftCategories,
  giftExternalLinks,
  giftListItems,
  giftLists,
  weddings,
} from '../schema.ts';
import { readyListSeeds } from './ready-lists-data.ts';

export async function seedDemoGiftList(db: Db, weddingId: string) {
  const [wedding] = await db
    .update(weddings)
    .set({ giftListType: 'wedding', giftListPublished: true, feePayer: 'guests' })
    .where(eq(weddings.id, weddingId))
    .returning();
  if (!wedding) return;
  const listId = await mainListId(db, wedding);
  const [honeymoon] = await db
    .select({ id: giftCategories.id })
    .from(giftCategories)
    .where(eq(giftCategories.key, 'lua-mel'));
  await db.insert(giftListItems).values({
    weddingId,
    listId,
    name: 'Lua de mel em Paris',
    description: 'Uma semana em Paris: passagens, hotel perto do Sena e um jantar na Torre Eiffel.',
    categoryId: honeymoon?.id ?? null,
    priceCents: 30_000,
    quantityAvailable: 10,
    isQuota: true,
  });

  const [shower] = await db
    .insert(giftLists)
    .values({ weddingId, name: 'Chá de Panela', position: 1 })
    .returning({ id: giftLists.id });
  const home = readyListSeeds.find((l) => l.key === 'home')?.productKeys.slice(0, 12) ?? [];
  if (shower && home.length) {
    await copyProducts(db, { weddingId, listId: shower.id }, inArray(catalogProducts.key, home));
  }
  await db.insert(giftExternalLinks).values({
    weddingId,
    storeName: 'Casa & Companhia',
    url: 'https://www.exemplo.com.br/lista/mariana-e-joao',
  });
}
