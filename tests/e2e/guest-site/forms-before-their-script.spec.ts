// ADR 030: a guest page shows without React; its forms' React (the islands) loads at the guest's
// first touch, key, scroll or pointer move. Here the islands' script is held back on the network, as
// on a slow phone: the RSVP typed and sent meanwhile is sent through the island once it is there,
// not by a page load; a guest who answered from this browser sees the answer at once on their next
// visit; the checkout page's "Precisa de ajuda?" is there before any script. With the page's own
// script held back too, a payment sent and the help button pressed before it arrives still go.
import type { Browser, Page, Route } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { rsvps } from '../../../src/server/db/schema.ts';
import { fillGuest, guestPhone } from '../checkout/checkout-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { coupleWithGifts } from '../wallet/wallet-helpers.ts';
import { publishedSite } from './guest-site-helpers.ts';

const islands = /\/assets\/(guest|checkout)-islands-[\w-]+\.js$/;

/** The checkout pages' own script (`checkout-<hash>.js`), not their islands. */
const checkoutScript = /\/assets\/checkout-[\w-]{8}\.js$/;

/** A guest's phone whose requests for `files` (the islands' script) are counted, and held until `release`. */
async function phoneHoldingTheIslands(browser: Browser, files: RegExp = islands) {
  const guest = await guestPhone(browser, { width: 390 });
  const held: Route[] = [];
  let released = false;
  let asked = 0;
  await guest.page.route(files, (route) => {
    asked += 1;
    return released ? route.continue() : held.push(route);
  });
  return {
    ...guest,
    asked: () => asked,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Counts the page's own loads (a native form post would be one). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

test("an RSVP sent empty before the islands arrive gets the form's own message, not the browser's", async ({
  browser,
  database,
}) => {
  const { slug, wedding } = await publishedSite(database.db);
  const guest = await phoneHoldingTheIslands(browser);
  const { page } = guest;
  await page.goto(`${hosts.noivos}/${slug}`);
  const rsvp = page.locator('#confirme-sua-presenca');
  await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
  // The browser did not stop it with its own bubble: the loader holds it for the island.
  await expect.poll(guest.asked).toBe(1);

  await guest.release();
  await expect(rsvp.getByText('Por favor, informe seu nome.')).toBeVisible();
  await expect(rsvp.getByLabel('Seu nome completo')).toBeFocused();
  expect(await database.db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id))).toEqual([]);
  await guest.close();
});

/** A guest's phone on a gift's page, with `files` held back (phoneHoldingTheIslands). */
async function onAGiftPage(browser: Browser, db: Db, files?: RegExp) {
  const couple = await coupleWithGifts(db);
  const guest = await phoneHoldingTheIslands(browser, files);
  await guest.page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  return guest;
}

test('the site runs no React until the first touch, and an RSVP sent before it arrives goes through it', async ({
  browser,
  database,
}) => {
  const { slug, wedding } = await publishedSite(database.db);
  const guest = await phoneHoldingTheIslands(browser);
  const { page } = guest;
  await page.goto(`${hosts.noivos}/${slug}`);
  await expect(page.locator('html[data-app-deferred]')).toHaveCount(1);
  expect(guest.asked()).toBe(0);
  const loads = countLoads(page);

  const rsvp = page.locator('#confirme-sua-presenca');
  await rsvp.getByLabel('Seu nome completo').fill('Tia Glória');
  await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
  // The first touch asked for the islands; the answer waits for them, unsent.
  await expect.poll(guest.asked).toBe(1);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  expect(await database.db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id))).toEqual([]);

  await guest.release();
  const card = rsvp.locator('.rsvp-card');
  await expect(card).toContainText('Presença confirmada! Os noivos vão adorar ver você.');
  await expect(card).toContainText('Tia Glória');
  expect(loads()).toBe(0);
  const answers = await database.db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id));
  expect(answers.map((a) => a.name)).toEqual(['Tia Glória']);

  // The next visit from this browser shows the answer without a touch.
  const again = await page.context().newPage();
  await again.goto(`${hosts.noivos}/${slug}`);
  await expect(again.locator('#confirme-sua-presenca .rsvp-card')).toContainText('Tia Glória');
  await guest.close();
});

test('the checkout page shows "Precisa de ajuda?" before any script and loads its form at the first touch', async ({
  browser,
  database,
}) => {
  const guest = await onAGiftPage(browser, database.db);
  const { page } = guest;
  await guest.release();
  await expect(page.locator('html[data-app-deferred]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Precisa de ajuda?' }).click();
  await expect(page.getByRole('region', { name: 'Precisa de ajuda?' })).toBeVisible();
  // That press was the first touch: the checkout form is hydrated too, and the assistant stays open.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  expect(guest.asked()).toBe(1);
  await expect(page.getByRole('region', { name: 'Precisa de ajuda?' })).toBeVisible();
  await guest.close();
});

test("a payment sent before the checkout's own script arrives is paid through the form once it does", async ({
  browser,
  database,
}) => {
  const guest = await onAGiftPage(browser, database.db, checkoutScript);
  const { page } = guest;
  await fillGuest(page);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.locator('html[data-interacted]')).toHaveCount(1);
  await expect(page.locator('html[data-script-ready]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Jantar romântico' })).toBeVisible();

  await guest.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  await guest.close();
});

test('"Precisa de ajuda?" pressed before the checkout\'s script arrives opens once it does', async ({
  browser,
  database,
}) => {
  const guest = await onAGiftPage(browser, database.db, checkoutScript);
  const { page } = guest;
  await page.getByRole('button', { name: 'Precisa de ajuda?' }).click();
  await expect(page.getByRole('region', { name: 'Precisa de ajuda?' })).toHaveCount(0);

  await guest.release();
  await expect(page.getByRole('region', { name: 'Precisa de ajuda?' })).toBeVisible();
  // Pressed once, open once: the islands arriving later do not press it again.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Precisa de ajuda?' })).toBeVisible();
  await guest.close();
});
