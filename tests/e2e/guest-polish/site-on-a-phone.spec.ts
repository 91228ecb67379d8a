// The guest site on a 390 px phone and a 1280 px laptop: a "Menu" that opens the sections (also
// without JavaScript) where the laptop has a bar; a bar held at the bottom of the phone's screen
// leading to the RSVP and the gift list; the home's first six gifts with "Ver todos os presentes";
// "Site em preparação" for a site not yet published, while an unknown address stays a 404.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { giftListItems, siteSections, weddings } from '../../../src/server/db/schema.ts';
import { seedDemoSite } from '../../../src/server/db/seed/demo-site.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { mainListId } from '../../../src/server/modules/gift-list/gift-list-service.ts';
import { publishedSite } from '../guest-site/guest-site-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot, shotPath } from '../support/screenshots.ts';

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 900 };

/** Nine gifts, cheapest first (the order guests see them in). */
const giftNames = [
  'Jogo de taças',
  'Toalhas de banho',
  'Liquidificador',
  'Cafeteira',
  'Jogo de panelas',
  'Aspirador de pó',
  'Micro-ondas',
  'Geladeira',
  'Lua de mel',
];

async function siteWithGifts(db: Db) {
  const site = await publishedSite(db);
  const listId = await mainListId(db, site.wedding);
  await db.insert(giftListItems).values(
    giftNames.map((name, i) => ({
      weddingId: site.wedding.id,
      listId,
      name,
      priceCents: (i + 1) * 10_000,
    })),
  );
  return { ...site, url: `${hosts.noivos}/${site.slug}` };
}

/** Nothing on the page is wider than the screen (no sideways scroll). */
async function expectNoSideScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Seções do site' });
const menuButton = (page: Page) => sectionsNav(page).locator('summary', { hasText: 'Menu' });
const quickActions = (page: Page) => page.getByRole('navigation', { name: 'Atalhos' });

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the menu opens, closes with Esc or a tap outside and leads to a section', async ({
    page,
    database,
  }) => {
    const { url } = await siteWithGifts(database.db);
    await page.goto(url);
    const menu = menuButton(page);
    const nav = sectionsNav(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Cerimônia' })).toHaveCount(0);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page, 'site 390, menu fechado');
    await page.screenshot({ path: shotPath('guest-polish/site-390-menu-closed') });

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText([
      'H&R',
      'Home',
      'O Casal',
      'Padrinhos',
      'Cerimônia',
      'Recepção',
      'Lista de Presentes',
      'Confirme sua Presença',
      'Recados',
    ]);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page, 'site 390, menu aberto');
    await page.screenshot({ path: shotPath('guest-polish/site-390-menu-open') });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Cerimônia' })).toHaveCount(0);
    // A tap on the dimmed page below closes it too.
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(phone.width / 2, phone.height - 120);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await nav.getByRole('link', { name: 'Cerimônia' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#cerimonia$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Cerimônia' })).toBeInViewport();
  });

  test('the bottom bar leads to the RSVP and to the gift list, and steps aside while typing', async ({
    page,
    database,
  }) => {
    const { url, slug } = await siteWithGifts(database.db);
    await page.goto(url);
    const bar = quickActions(page);
    await expect(bar.getByRole('link')).toHaveText(['Confirmar presença', 'Presentear']);
    await expect(bar).toBeInViewport();

    await bar.getByRole('link', { name: 'Confirmar presença' }).click();
    await expect(page).toHaveURL(/#confirme-sua-presenca$/);
    const name = page.locator('#confirme-sua-presenca').getByLabel('Seu nome completo');
    await expect(name).toBeInViewport();
    await name.focus();
    await expect(bar).toBeHidden();
    await name.blur();
    await expect(bar).toBeVisible();

    await bar.getByRole('link', { name: 'Presentear' }).click();
    await expect(page).toHaveURL(`${hosts.noivos}/${slug}/presentes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de Presentes' })).toBeVisible();
    // On the list itself only the RSVP is left, back on the home.
    await expect(bar.getByRole('link')).toHaveText(['Confirmar presença']);
    await bar.getByRole('link', { name: 'Confirmar presença' }).click();
    await expect(page).toHaveURL(`${hosts.noivos}/${slug}#confirme-sua-presenca`);
  });

  test('the bottom bar offers only what the site shows', async ({ page, database }) => {
    const hideRsvp = (weddingId: string) =>
      database.db
        .update(siteSections)
        .set({ visible: false })
        .where(and(eq(siteSections.weddingId, weddingId), eq(siteSections.kind, 'confirme-sua-presenca')));
    // A list with nothing in it yet would be a dead end.
    const noGiftsYet = await publishedSite(database.db);
    await page.goto(`${hosts.noivos}/${noGiftsYet.slug}`);
    await expect(quickActions(page).getByRole('link')).toHaveText(['Confirmar presença']);

    const giftsOnly = await siteWithGifts(database.db);
    await hideRsvp(giftsOnly.wedding.id);
    await page.goto(giftsOnly.url);
    await expect(quickActions(page).getByRole('link')).toHaveText(['Presentear']);

    const neither = await siteWithGifts(database.db);
    await hideRsvp(neither.wedding.id);
    await database.db
      .update(weddings)
      .set({ giftListPublished: false })
      .where(eq(weddings.id, neither.wedding.id));
    await page.goto(neither.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');
    await expect(quickActions(page)).toHaveCount(0);
  });
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the menu still opens and leads to a section', async ({ page, database }) => {
    const { url } = await siteWithGifts(database.db);
    await page.goto(url);
    await menuButton(page).click();
    await sectionsNav(page).getByRole('link', { name: 'Recados' }).click();
    await expect(page).toHaveURL(/#recados$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Recados' })).toBeInViewport();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: laptop });

  test('the sections are a bar, with no menu and no bottom bar', async ({ page, database }) => {
    const { url } = await siteWithGifts(database.db);
    await page.goto(url);
    await expect(menuButton(page)).toBeHidden();
    await expect(quickActions(page)).toBeHidden();
    await sectionsNav(page).getByRole('link', { name: 'Confirme sua Presença' }).click();
    await expect(page).toHaveURL(/#confirme-sua-presenca$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Confirme sua Presença' })).toBeInViewport();
    await expectNoSideScroll(page);
    await page.goto(url);
    await page.screenshot({ path: shotPath('guest-polish/site-1280') });
  });
});

for (const viewport of [phone, laptop]) {
  test(`the home shows the first six gifts and "Ver todos os presentes" all nine at ${viewport.width} px`, async ({
    page,
    database,
  }) => {
    await page.setViewportSize(viewport);
    const { url, slug } = await siteWithGifts(database.db);
    await page.goto(url);
    const section = page.locator('#lista-de-presentes');
    await expect(section.locator('.gift-name')).toHaveText(giftNames.slice(0, 6));
    await expect(section.locator('.gift-count')).toHaveText('9 presentes');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page, `site ${viewport.width}`);
    await fullPageShot(page, `guest-polish/site-${viewport.width}-full`);

    await section.getByRole('link', { name: 'Ver todos os presentes' }).click();
    await expect(page).toHaveURL(`${hosts.noivos}/${slug}/presentes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de Presentes' })).toBeVisible();
    await expect(page.locator('.gift-name')).toHaveText(giftNames);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page, `lista de presentes ${viewport.width}`);
    await page.screenshot({ path: shotPath(`guest-polish/gift-list-${viewport.width}`) });

    await page
      .getByRole('listitem')
      .filter({ hasText: 'Lua de mel' })
      .getByRole('link', { name: /Presentear/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lua de mel' })).toBeVisible();
    await page.getByRole('link', { name: /Voltar para a lista de presentes/ }).click();
    await expect(page).toHaveURL(`${hosts.noivos}/${slug}/presentes`);
  });

  test(`a site not yet published reads "Site em preparação" at ${viewport.width} px; an unknown one is a 404`, async ({
    page,
    database,
  }) => {
    await page.setViewportSize(viewport);
    const slug = `helena-e-rafael-${randomUUID().slice(0, 8)}`;
    const { wedding } = await createCoupleWithWedding(database.db, {
      email: `${slug}@exemplo.com`,
      name1: 'Helena',
      name2: 'Rafael',
      weddingDate: '2031-09-20',
      slug,
      sitePublished: false,
    });
    await seedDemoSite(database.db, wedding.id, null);

    const response = await page.goto(`${hosts.noivos}/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site em preparação');
    await expect(page.getByText('Os noivos estão preparando este site. Volte em breve!')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Nothing of the couple beyond the address itself.
    const html = await page.content();
    for (const secret of ['Helena', 'Rafael', '2031', 'setembro', 'Paróquia', 'Casa Jardim Botânico'])
      expect(html).not.toContain(secret);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page, `site em preparação ${viewport.width}`);
    await page.screenshot({ path: shotPath(`guest-polish/preparing-${viewport.width}`) });

    await page.getByRole('link', { name: 'Conhecer o Nosso Sim' }).click();
    await expect(page).toHaveURL(`${hosts.public}/`);

    const unknown = await page.goto(`${hosts.noivos}/ninguem-${slug}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  });
}
