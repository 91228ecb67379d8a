// The gift list's other pages, one focused test each on its own couple: a ready-made list for a
// couple who chose "later"; another list (Chá de Panela) beside the wedding list; an external list;
// every tab at 1280 and 375 px with axe and screenshots.
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissToasts, expect, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath } from '../support/screenshots.ts';
import { giftListCouple, readyListProducts } from './gift-list-helpers.ts';

test('a couple who chose later starts empty and uses a ready-made list', async ({ page, database }) => {
  test.setTimeout(90_000);
  const couple = await giftListCouple(database.db, { giftListType: 'padrao' });
  await openPanel(page, couple, '/dashboard/lista-de-presentes/editar-lista');
  await expect(page.getByText('Esta lista ainda não tem presentes.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Presente personalizado',
    'Lista pronta',
    'Catálogo com mais de 20.000 itens',
  ]);
  await page.getByRole('button', { name: 'Usar uma lista pronta' }).click();
  const wedding = await readyListProducts(database.db, 'wedding');
  await page.getByRole('button', { name: 'Usar esta lista Casamento' }).click();
  await expect(toast(page, `${wedding.length} presentes adicionados à lista`)).toBeVisible();
  await expect(page.locator('[data-gift]')).toHaveCount(wedding.length);
});

test('a Chá de Panela list lives beside the wedding list and is deleted on its own', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  const couple = await giftListCouple(database.db, { giftListType: 'wedding' });
  const wedding = await readyListProducts(database.db, 'wedding');
  await openPanel(page, couple, '/dashboard/lista-de-presentes/editar-lista');
  await expect(page.locator('[data-gift]')).toHaveCount(wedding.length);

  // "Adicionar Outras Listas" from the header menu.
  await page.getByRole('banner').getByRole('button', { name: 'Lista de Presentes' }).click();
  await page.getByRole('menuitem', { name: 'Adicionar Outras Listas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adicionar outras listas' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar lista' }).click();
  await expect(page.getByRole('alert')).toHaveText('Informe o nome da lista.');
  await page.getByRole('button', { name: 'Chá de Panela' }).click();
  await page.getByRole('button', { name: 'Criar lista' }).click();
  await expect(toast(page, 'Lista criada')).toContainText('Chá de Panela');
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'outras listas');
  await page.screenshot({ path: shotPath('lista-outras-listas-1280'), fullPage: true });

  await page.getByRole('link', { name: 'Editar presentes de Chá de Panela' }).click();
  await expect(page.getByRole('link', { name: /^Chá de Panela/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Criar presente personalizado' }).click();
  const form = page.getByRole('dialog', { name: 'Criar presente personalizado' });
  await form.getByLabel('Nome do presente *').fill('Jogo de potes herméticos');
  await form.getByLabel('Valor (R$) *').fill('89.9');
  await form.getByLabel('Quantidade').fill('2');
  await form.getByRole('button', { name: 'Adicionar presente' }).click();
  await expect(page.locator('[data-gift]')).toHaveCount(1);
  await expect(page.locator('[data-gift]')).toContainText('Quantidade: 2');

  // Deleting this list removes it; the wedding list stays.
  await page.getByRole('button', { name: 'Excluir lista' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir a lista "Chá de Panela"?' })
    .getByRole('button', { name: 'Excluir lista' })
    .click();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard/lista-de-presentes/editar-lista`);
  await expect(page.getByRole('link', { name: /^Chá de Panela/ })).toHaveCount(0);
  await expect(page.locator('[data-gift]')).toHaveCount(wedding.length);
});

test('on a phone a list keeps its name on one line and its buttons go below it', async ({
  page,
  database,
}) => {
  const couple = await giftListCouple(database.db, { giftListType: 'wedding' });
  await page.setViewportSize({ width: 375, height: 800 });
  await openPanel(page, couple, '/dashboard/lista-de-presentes/outras-listas');
  const row = page
    .getByRole('region', { name: 'Listas de vocês' })
    .getByRole('listitem')
    .filter({ hasText: '(principal)' });
  const name = await row.locator('p').first().boundingBox();
  const edit = await row.getByRole('link', { name: /^Editar presentes/ }).boundingBox();
  const box = await row.boundingBox();
  // The name had been squeezed into a column a few letters wide beside the buttons.
  expect(name!.width).toBeGreaterThan(box!.width * 0.6);
  expect(edit!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
});

test('a couple adds an external list and removes it', async ({ page, database }) => {
  const couple = await giftListCouple(database.db, { giftListType: 'custom' });
  await openPanel(page, couple, '/dashboard/lista-de-presentes/lista-externa');
  await expect(page.getByRole('heading', { level: 1, name: 'Incluir lista externa' })).toBeVisible();
  await page.getByLabel('Nome da loja').fill('Loja Bonita');
  await page.getByLabel('Endereço da lista').fill('lojabonita.com.br');
  await page.getByRole('button', { name: 'Incluir lista' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Informe o endereço completo da lista, começando com https://',
  );
  await page.getByLabel('Endereço da lista').fill('https://www.lojabonita.com.br/lista/bia-e-caio');
  await page.getByRole('button', { name: 'Incluir lista' }).click();
  await expect(
    page.getByRole('link', { name: 'https://www.lojabonita.com.br/lista/bia-e-caio' }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Páginas da lista de presentes' })
    .getByRole('link', { name: 'Incluir lista externa' })
    .click();
  await page.getByRole('button', { name: 'Remover Loja Bonita' }).click();
  await expect(page.getByText('Nenhuma lista externa ainda.')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`every tab of the list at ${width} px: external lists, received gifts, how it works, settings`, async ({
    page,
    database,
  }) => {
    test.setTimeout(90_000);
    const couple = await giftListCouple(database.db, { giftListType: 'custom' });
    await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
    await openPanel(page, couple, '/dashboard/lista-de-presentes/lista-externa');
    await expect(page.getByRole('heading', { level: 1, name: 'Incluir lista externa' })).toBeVisible();
    for (const [tab, heading, name] of [
      ['Incluir lista externa', 'Incluir lista externa', 'lista-externa'],
      ['Presentes recebidos', 'Nenhum presente recebido ainda', 'presentes-recebidos'],
      ['Sobre a lista', 'Taxa de 3,89% por presente', 'sobre'],
      ['Configurar lista', 'Quem paga a taxa', 'configurar'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Páginas da lista de presentes' })
        .getByRole('link', { name: tab })
        .click();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await dismissToasts(page);
      await expectNoAxeViolations(page, `${name} ${width}`);
      await page.screenshot({ path: shotPath(`lista-${name}-${width}`), fullPage: true });
    }
  });
}
