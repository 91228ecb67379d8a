import type { Locator } from '@playwright/test';
import { panelMessages } from '../../../src/web/painel/layout/panel-messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createPanelCouple, openPanel } from './panel-helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on a 375 px phone the side panel is a sheet opened by the menu button', async ({
  page,
  context,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hosts.painel });
  await openPanel(page, couple);
  await expect(page.getByRole('heading', { name: 'Olá, Helena & Rafael!' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Painel lateral' })).toBeHidden();

  // While the sheet is open the rest of the page is hidden from assistive technology, so the
  // button is found by its label rather than by role.
  const burger = page.locator('header button[aria-label="Abrir menu"]');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const sheet = page.getByRole('dialog', { name: 'Menu do painel' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  for (const name of [
    'Editar meu site',
    'Editar lista de presentes',
    'Presentes Recebidos',
    'Minha Carteira',
  ])
    await expect(sheet.getByRole('link', { name })).toBeVisible();
  // The guests, the gift list and the wallet come before the QR card and the upsells.
  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? 0;
  const qr = await top(sheet.getByRole('region', { name: 'QR code do site' }));
  for (const name of ['Recados recebidos', 'Editar lista de presentes', 'Minha Carteira'])
    expect(await top(sheet.getByRole('link', { name }))).toBeLessThan(qr);
  expect(await top(sheet.getByRole('link', { name: /^Loja/ }))).toBeLessThan(qr);
  await expect(sheet.getByRole('link', { name: /^Loja/ })).toContainText('Em breve');
  await expect(sheet.getByRole('button', { name: 'Meus Convidados' })).toHaveCount(0);
  await expect(sheet.getByTestId('endereco-do-site')).toHaveText(couple.siteUrl.replace('http://', ''));
  await sheet.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(page.getByText(panelMessages.linkCopied, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(couple.siteUrl);

  await sheet.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(sheet).toBeHidden();
  // The toast covers the top of a phone screen until it goes (a toast under the pointer stays).
  await page.mouse.move(180, 700);
  await expect(page.getByText(panelMessages.linkCopied, { exact: true })).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');

  // Ctrl+B opens it on phones too; Escape closes it; a link closes it and opens its page.
  await page.keyboard.press('Control+b');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await burger.click();
  await sheet.getByRole('link', { name: 'Presenças confirmadas' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard/convidados/presencas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Presenças confirmadas' })).toBeVisible();
});
