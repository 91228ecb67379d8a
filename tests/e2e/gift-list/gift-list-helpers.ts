// Shared steps of the gift-list specs: a couple with the onboarding answer of step 5, signed in on
// the panel, and what the server holds about their list.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import {
  catalogProducts,
  couples,
  giftCategories,
  readyListItems,
  readyLists,
} from '../../../src/server/db/schema.ts';
import { createCoupleWithWedding, type NewCouple } from '../../../src/server/db/seed/factories.ts';
import { hosts } from '../support/hosts.ts';

export const password = 'Bem-Casado-2027';

export async function giftListCouple(db: Db, overrides: Partial<NewCouple> = {}) {
  const id = randomUUID().slice(0, 8);
  const email = `lista.${id}@exemplo.com`;
  const slug = `bia-e-caio-${id}`;
  const { user, wedding } = await createCoupleWithWedding(db, {
    email,
    password,
    name1: 'Bia',
    name2: 'Caio',
    weddingDate: '2027-10-09',
    slug,
    sitePublished: true,
    ...overrides,
  });
  await db.update(couples).set({ onboardingCompletedAt: new Date() }).where(eq(couples.userId, user.id));
  return { email, password, slug, wedding, siteUrl: `${hosts.noivos}/${slug}` };
}

/** The active products of a seeded ready-made list, as the couple's first visit copies them. */
export async function readyListProducts(db: Db, key: string) {
  return db
    .select({
      name: catalogProducts.name,
      priceCents: catalogProducts.suggestedPriceCents,
      category: giftCategories.name,
    })
    .from(readyListItems)
    .innerJoin(readyLists, eq(readyLists.id, readyListItems.readyListId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, readyListItems.productId))
    .innerJoin(giftCategories, eq(giftCategories.id, catalogProducts.categoryId))
    .where(and(eq(readyLists.key, key), eq(catalogProducts.status, 'ativo')));
}
