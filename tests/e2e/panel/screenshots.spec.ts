// Pictures of the panel for review (`npm run shots`: test-results/screenshots/panel): the dashboard
// at 375 and 1280 px, the side panel both ways, the phone sheet, menus and the account pages.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createPanelCouple, daysFromToday, openPanel, shotsDir } from './panel-helpers.ts';

/** Console errors other than failed requests the page expects (a wrong password answers 400). */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage });
}

test('desktop screenshots at 1280 px', async ({ page, database }) => {
  // It walks a dozen pages and menus: give it the time a busy machine needs.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = watchConsole(page);
  const couple = await createPanelCouple(database.db, {
    weddingDate: daysFromToday(120),
    phone: '11987654321',
  });
  await openPanel(page, couple);
  await expect(page.getByText('Faltam 120 dias')).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await shot(page, 'dashboard-1280');
  await page.getByRole('button', { name: 'Aparência do Site' }).click();
  await shot(page, 'sidebar-expanded-section-1280', false);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Helena & Rafael/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Sair da conta' })).toBeVisible();
  await shot(page, 'user-menu-1280', false);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Lista de Presentes' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sobre a Lista' })).toBeVisible();
  await shot(page, 'gift-list-menu-1280', false);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await shot(page, 'share-menu-1280', false);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Recolher painel lateral' }).click();
  await shot(page, 'dashboard-collapsed-1280');

  for (const [path, name] of [
    ['/dashboard/dados-do-casal', 'couple-data-1280'],
    ['/dashboard/dados-do-casamento', 'wedding-data-1280'],
    ['/dashboard/minha-conta', 'account-1280'],
    ['/dashboard/carteira', 'coming-soon-1280'],
    ['/dashboard/ajuda/faq', 'faq-1280'],
  ] as const) {
    await page.goto(`${new URL(page.url()).origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, name);
  }
  await page.goto(`${new URL(page.url()).origin}/dashboard/minha-conta`);
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  await page.getByLabel('Digite sua senha para confirmar').fill('errada');
  await page.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  await shot(page, 'delete-dialog-1280', false);
  expect(errors).toEqual([]);
});

test('phone screenshots at 375 px', async ({ page, database }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = watchConsole(page);
  const couple = await createPanelCouple(database.db, {
    weddingDate: daysFromToday(120),
    emailVerified: false,
  });
  await openPanel(page, couple);
  await expect(page.getByText('Faltam 120 dias')).toBeVisible();
  const noSideScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noSideScroll();
  await shot(page, 'dashboard-375');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu do painel' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('img', { name: /QR code/ })).toBeVisible();
  await shot(page, 'mobile-sheet-375', false);
  await page.getByRole('dialog').getByRole('button', { name: 'Central de Ajuda' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Central de Ajuda' }).scrollIntoViewIfNeeded();
  await shot(page, 'mobile-sheet-sections-375', false);
  await page.keyboard.press('Escape');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Helena & Rafael/ })
    .click();
  await shot(page, 'user-menu-375', false);
  await page.keyboard.press('Escape');

  for (const [path, name] of [
    ['/dashboard/dados-do-casal', 'couple-data-375'],
    ['/dashboard/dados-do-casamento', 'wedding-data-375'],
    ['/dashboard/minha-conta', 'account-375'],
    ['/dashboard/carteira', 'coming-soon-375'],
    ['/dashboard/ajuda/tour', 'tour-375'],
  ] as const) {
    await page.goto(`${new URL(page.url()).origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSideScroll();
    await shot(page, name);
  }
  await page.goto(`${new URL(page.url()).origin}/dashboard/minha-conta`);
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  await shot(page, 'delete-dialog-375', false);
  expect(errors).toEqual([]);
});
