// The couple's list editor (`/dashboard/lista-de-presentes/editar-lista`), one focused test a task,
// each on its own couple who chose "home" at onboarding: the Casa list filtered and sorted; a
// catalogue gift added and removed; a custom gift in quotas with a photo, edited; the phone layout.

import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Db } from '../../../src/server/db/client.ts';
import { formatBRL } from '../../../src/shared/money.ts';
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissToasts, expect, test, toast } from '../support/fixtures.ts';
import { shotPath } from '../support/screenshots.ts';
import { giftListCouple, readyListProducts } from './gift-list-helpers.ts';

/** A couple who chose "home", on the list editor at `viewport`, with the Casa list's products copied in. */
async function openEditor(page: Page, db: Db, viewport = { width: 1280, height: 900 }) {
  await page.setViewportSize(viewport);
  const couple = await giftListCouple(db, { giftListType: 'home' });
  const casa = await readyListProducts(db, 'home');
  await openPanel(page, couple, '/dashboard/lista-de-presentes/editar-lista');
  const tiles = page.locator('[data-gift]');
  await expect(tiles).toHaveCount(casa.length);
  return { casa, tiles };
}

test('a couple who chose "home" finds the Casa list, filters and sorts it', async ({ page, database }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const couple = await giftListCouple(database.db, { giftListType: 'home' });
  const casa = await readyListProducts(database.db, 'home');
  await openPanel(page, couple, '/dashboard/lista-de-presentes/editar-lista');

  await expect(page.getByRole('heading', { level: 1, name: 'Editar minha lista' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar minha lista' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const tiles = page.locator('[data-gift]');
  await expect(tiles).toHaveCount(casa.length);
  await expect(page.getByRole('status').filter({ hasText: `${casa.length} presentes` })).toBeVisible();
  // Lowest price first, by default.
  const cheapest = [...casa].sort((a, b) => a.priceCents - b.priceCents)[0]!;
  await expect(tiles.first()).toContainText(cheapest.name);

  // Filter by category, then by price range, then sort.
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  const kitchen = casa.filter((p) => p.category === 'Cozinha');
  await filters.getByRole('checkbox', { name: new RegExp(`^Cozinha ${kitchen.length}$`) }).check();
  await expect(tiles).toHaveCount(kitchen.length);
  const cheapKitchen = kitchen.filter((p) => p.priceCents <= 10_000);
  await filters.getByRole('radio', { name: new RegExp(`^Até R\\$ 100 ${cheapKitchen.length}$`) }).check();
  await expect(tiles).toHaveCount(cheapKitchen.length);
  await filters.getByRole('radio', { name: 'Todos os preços' }).check();
  await page.getByLabel('Ordenar por').selectOption('maior-valor');
  const priciest = [...kitchen].sort((a, b) => b.priceCents - a.priceCents)[0]!;
  await expect(tiles.first()).toContainText(priciest.name);
  await expect(tiles.first()).toContainText(formatBRL(priciest.priceCents));
  await filters.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(tiles).toHaveCount(casa.length);

  await dismissToasts(page);
  // The page's own content; the panel frame around it is checked by the panel's specs.
  await expectNoAxeViolations(page, 'editor da lista 1280');
  await page.screenshot({ path: shotPath('lista-editor-1280'), fullPage: true });
});

test('a couple adds a catalogue gift and removes it', async ({ page, database }) => {
  test.setTimeout(90_000);
  const { casa, tiles } = await openEditor(page, database.db);
  // Add from the catalogue.
  await page.getByRole('button', { name: /^Adicionar presente/ }).click();
  await page
    .getByRole('dialog', { name: 'Adicionar presente' })
    .getByRole('button', { name: /Escolher do catálogo/ })
    .click();
  const catalogue = page.getByRole('dialog', { name: 'Escolher do catálogo' });
  await catalogue.getByLabel('Buscar no catálogo').fill('CAFETEIRA filtro jarra');
  const product = 'Cafeteira de filtro com jarra térmica';
  await catalogue.getByRole('button', { name: `Adicionar ${product}` }).click();
  await expect(toast(page, 'Presente adicionado à lista')).toContainText(product);
  await expect(catalogue.getByRole('button', { name: `${product} já está na lista` })).toBeDisabled();
  await catalogue.getByRole('button', { name: 'Fechar catálogo' }).click();
  await expect(tiles).toHaveCount(casa.length + 1);

  // Remove the catalogue gift.
  await page.getByRole('button', { name: `Remover ${product}` }).click();
  await page
    .getByRole('dialog', { name: 'Remover presente?' })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(toast(page, 'Presente removido')).toBeVisible();
  await expect(tiles.filter({ hasText: product })).toHaveCount(0);
  await expect(tiles).toHaveCount(casa.length);
});

test('a couple creates a gift in quotas with a photo and edits its price and quotas', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  const { casa, tiles } = await openEditor(page, database.db);
  // A custom gift in quotas, with a photo.
  await page.getByRole('button', { name: /^Adicionar presente/ }).click();
  await page.getByRole('button', { name: /Criar presente personalizado/ }).click();
  const form = page.getByRole('dialog', { name: 'Criar presente personalizado' });
  await form.getByLabel('Nome do presente *').fill('Lua de mel em Paris');
  await form.getByLabel(/Dividir em cotas/).check();
  await expect(form.getByLabel('Número de cotas')).toHaveValue('10');
  await form.getByLabel('Valor de cada cota (R$) *').fill('300');
  await expect(form.getByText('10 cotas de R$ 300,00 = R$ 3.000,00')).toBeVisible();
  await form.getByLabel('Categoria').selectOption({ label: 'Lua de Mel' });
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#5aa9e6' } })
    .png()
    .toBuffer();
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'paris.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByRole('button', { name: 'Trocar foto' })).toBeVisible();
  await form.getByRole('button', { name: 'Adicionar presente' }).click();
  await expect(toast(page, 'Presente adicionado à lista')).toContainText('Lua de mel em Paris');
  const paris = tiles.filter({ hasText: 'Lua de mel em Paris' });
  await expect(paris).toContainText('10 cotas de R$ 300,00');
  await expect(paris.locator('img')).toHaveAttribute('src', /^\/media\/.+\.webp$/);

  // Edit its price and quotas.
  await page.getByRole('button', { name: 'Editar Lua de mel em Paris' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar presente' });
  await edit.getByLabel('Valor de cada cota (R$) *').fill('250');
  await edit.getByLabel('Número de cotas').fill('12');
  await edit.getByRole('button', { name: 'Salvar presente' }).click();
  await expect(toast(page, 'Presente atualizado')).toBeVisible();
  await expect(paris).toContainText('12 cotas de R$ 250,00');
  await expect(paris).toContainText('R$ 250,00');

  await expect(tiles).toHaveCount(casa.length + 1);
});

test('on a phone the filters open from a toggle', async ({ page, database }) => {
  test.setTimeout(90_000);
  await openEditor(page, database.db, { width: 375, height: 800 });
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filtros' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('checkbox', { name: /^Cozinha/ })).toBeVisible();
  await expectNoAxeViolations(page, 'editor da lista 375');
  await page.screenshot({ path: shotPath('lista-editor-375'), fullPage: true });
});

test('on a phone a couple types "350,00" as a gift\'s value and the list shows R$ 350,00', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  const { tiles } = await openEditor(page, database.db, { width: 390, height: 844 });
  await page.getByRole('button', { name: /^Adicionar presente/ }).click();
  await page.getByRole('button', { name: /Criar presente personalizado/ }).click();
  const form = page.getByRole('dialog', { name: 'Criar presente personalizado' });
  await form.getByLabel('Nome do presente *').fill('Jogo de taças');
  const value = form.getByLabel('Valor (R$) *');
  await value.pressSequentially('350,00');
  await value.blur();
  await expect(value).toHaveValue('350,00');
  await expectNoAxeViolations(page, 'presente personalizado 390');
  await page.screenshot({ path: shotPath('presente-valor-390'), fullPage: true });
  await form.getByRole('button', { name: 'Adicionar presente' }).click();
  await expect(toast(page, 'Presente adicionado à lista')).toContainText('Jogo de taças');
  await expect(tiles.filter({ hasText: 'Jogo de taças' })).toContainText(formatBRL(35_000));
});
