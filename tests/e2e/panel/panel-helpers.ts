// Shared steps of the panel specs: a couple of their own per test, signed in on the panel host.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { couples, giftListItems, type weddings } from '../../../src/server/db/schema.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { mainListId } from '../../../src/server/modules/gift-list/gift-list-service.ts';
import { todayIn } from '../../../src/shared/dates.ts';
import { signInAs } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { screenshotsDir } from '../support/screenshots.ts';

export const panelPassword = 'Bem-Casado-2027';

/** `YYYY-MM-DD` that many days after today in São Paulo (the server's calendar). */
export function daysFromToday(days: number): string {
  const today = new Date(`${todayIn()}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

export async function createPanelCouple(
  db: Db,
  options: {
    weddingDate?: string;
    sitePublished?: boolean;
    giftListPublished?: boolean;
    phone?: string;
    emailVerified?: boolean;
  } = {},
) {
  const id = randomUUID().slice(0, 8);
  const email = `helena.rafael.${id}@exemplo.com`;
  const slug = `helena-e-rafael-${id}`;
  const { user, wedding } = await createCoupleWithWedding(db, {
    email,
    password: panelPassword,
    name1: 'Helena',
    name2: 'Rafael',
    gender1: 'noiva',
    gender2: 'noivo',
    weddingDate: options.weddingDate ?? '2027-09-18',
    phone: options.phone,
    slug,
    sitePublished: options.sitePublished ?? true,
    giftListPublished: options.giftListPublished,
    emailVerified: options.emailVerified,
  });
  await db.update(couples).set({ onboardingCompletedAt: new Date() }).where(eq(couples.userId, user.id));
  return { email, password: panelPassword, slug, user, wedding, siteUrl: `${hosts.noivos}/${slug}` };
}

/** One gift in the wedding list: a published list with nothing to give stays off the guest site. */
export async function addGift(db: Db, wedding: typeof weddings.$inferSelect, name = 'Jantar romântico') {
  await db
    .insert(giftListItems)
    .values({ weddingId: wedding.id, listId: await mainListId(db, wedding), name, priceCents: 10_000 });
}

/**
 * Signs in through the API from the page (Node cannot resolve `painel.localhost`, Chromium can;
 * the login form has its own specs) and opens a panel page.
 */
export async function openPanel(
  page: Page,
  couple: { email: string; password: string },
  path = '/dashboard',
) {
  await signInAs(page, 'painel', couple.email);
  await page.goto(`${hosts.painel}${path}`);
}

export const shotsDir = `${screenshotsDir}/panel`;

/** Opens the avatar menu, which holds the couple's account data, and returns it. */
export async function openUserMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Helena & Rafael/ })
    .click();
  return page.getByRole('menu');
}
