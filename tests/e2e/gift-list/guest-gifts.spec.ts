import { eq } from 'drizzle-orm';
import { themes } from '../../../src/server/db/schema.ts';
import { seedDemoGiftList } from '../../../src/server/db/seed/demo-gift-list.ts';
import { seedDemoSite } from '../../../src/server/db/seed/demo-site.ts';
import { guestPriceCents } from '../../../src/shared/fees.ts';
import { formatBRL } from '../../../src/shared/money.ts';
import { defaultSettings } from '../../../src/shared/settings.ts';
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissToasts, expect, test } from '../support/fixtures.ts';
import { shotPath } from '../support/screenshots.ts';
import { giftListCouple, readyListProducts } from './gift-list-helpers.ts';

const rate = defaultSettings.giftFeeBasisPoints;

test('the couple publishes the list with the fee on guests; a guest on a phone sees grossed-up prices', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  const couple = await giftListCouple(database.db, { giftListType: 'home' });
  const casa = await readyListProducts(database.db, 'home');
  await openPanel(page, couple, '/dashboard/lista-de-presentes/configurar-taxas');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurar lista' })).toBeVisible();
  await expect(page.getByText('A lista ainda não aparece no site.')).toBeVisible();
  await expect(page.getByText(/o convidado paga R\$\s100,00 e vocês recebem R\$\s96,11/)).toBeVisible();
  await expect(page.getByText(/taxa de 3,89%/)).toBeVisible();

  // Before publishing, the site shows nothing of the list.
  const guestContext = await browser.newContext({ viewport: { width: 375, height: 780 }, locale: 'pt-BR' });
  const guest = await guestContext.newPage();
  await guest.goto(couple.siteUrl);
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.locator('#lista-de-presentes')).toHaveCount(0);

  await page.getByRole('switch', { name: 'Lista publicada no site' }).click();
  await expect(page.getByRole('switch', { name: 'Lista publicada no site' })).toBeChecked();
  await expect(page.getByText('A lista ainda não aparece no site.')).toBeHidden();
  await page.getByRole('radio', { name: /Convidados/ }).check();
  await expect(page.getByText(/o convidado paga R\$\s104,05 e vocês recebem R\$\s100,00/)).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'configurar lista');
  await page.screenshot({ path: shotPath('lista-configurar-1280'), fullPage: true });

  // The home shows the cheapest six (issue 20), the gift list page all of them.
  await guest.reload();
  const home = guest.locator('#lista-de-presentes');
  await expect(home.getByRole('heading', { level: 2, name: 'Lista de Presentes' })).toBeVisible();
  const cheapest = [...casa].sort((a, b) => a.priceCents - b.priceCents)[0]!;
  await expect(home.locator('.gift-card')).toHaveCount(6);
  await expect(home.locator('.gift-card').first()).toContainText(cheapest.name);
  await home.getByRole('link', { name: 'Ver todos os presentes' }).click();
  await expect(guest).toHaveURL(`${couple.siteUrl}/presentes`);
  const section = guest.getByRole('main');
  const cards = section.locator('.gift-card');
  await expect(cards).toHaveCount(casa.length);
  await expect(cards.first()).toContainText(cheapest.name);
  await expect(cards.first()).toContainText(formatBRL(guestPriceCents(cheapest.priceCents, rate, 'guests')));

  // Category and order through the form, without JavaScript's help.
  const kitchen = casa.filter((p) => p.category === 'Cozinha');
  await section.getByLabel('Categoria').selectOption({ label: `Cozinha (${kitchen.length})` });
  await section.getByLabel('Ordenar por').selectOption('maior-valor');
  await section.getByRole('button', { name: 'Aplicar' }).click();
  await expect(guest).toHaveURL(/\/presentes\?categoria=.+&ordem=maior-valor$/);
  await expect(cards).toHaveCount(kitchen.length);
  const priciest = [...kitchen].sort((a, b) => b.priceCents - a.priceCents)[0]!;
  await expect(cards.first()).toContainText(priciest.name);
  await expectNoAxeViolations(guest, 'seção de presentes 375');
  await guest.screenshot({ path: shotPath('lista-convidado-375'), fullPage: false });

  await cards
    .first()
    .getByRole('link', { name: `Presentear ${priciest.name}` })
    .click();
  await expect(guest.getByRole('heading', { level: 1, name: priciest.name })).toBeVisible();
  await expect(guest.locator('.gift-detail-price')).toContainText(
    formatBRL(guestPriceCents(priciest.priceCents, rate, 'guests')),
  );
  await expect(guest.getByRole('group', { name: 'Forma de pagamento' })).toBeVisible();
  await expectNoAxeViolations(guest, 'página do presente 375');
  await guest.screenshot({ path: shotPath('presente-convidado-375'), fullPage: true });
  await guest.getByRole('link', { name: /Voltar para a lista de presentes/ }).click();
  await expect(guest).toHaveURL(`${couple.siteUrl}/presentes`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Lista de Presentes' })).toBeVisible();
  await guestContext.close();
});

for (const theme of ['classico', 'praia']) {
  test(`the gift list page in the ${theme} theme, with list tabs, quotas and a store link`, async ({
    page,
    database,
  }) => {
    test.setTimeout(90_000);
    const [row] = await database.db.select({ id: themes.id }).from(themes).where(eq(themes.key, theme));
    const couple = await giftListCouple(database.db, { themeId: row?.id });
    await seedDemoSite(database.db, couple.wedding.id, row?.id ?? null);
    await seedDemoGiftList(database.db, couple.wedding.id);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await page.goto(`${couple.siteUrl}/presentes`);
      const section = page.getByRole('main');
      const tabs = section.getByRole('navigation', { name: 'Listas de presentes' });
      await expect(tabs.getByRole('link', { name: 'Lista de casamento' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const paris = section.locator('.gift-card').filter({ hasText: 'Lua de mel em Paris' });
      await expect(paris).toContainText('por cota');
      await expect(paris).toContainText('Restam 10 de 10 cotas');
      await expect(section.getByRole('link', { name: 'Casa & Companhia' })).toBeVisible();
      await expectNoAxeViolations(page, `presentes ${theme} ${width}`);
      await section.screenshot({ path: shotPath(`lista-convidado-${theme}-${width}`) });
    }
    await page.getByRole('main').getByRole('link', { name: 'Chá de Panela' }).click();
    await expect(page).toHaveURL(/\/presentes\?lista=[^&]+$/);
    await expect(page.locator('main .gift-card')).toHaveCount(12);
  });
}
