import { catalogMessages } from '../../../src/shared/gift-catalog.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath, shotsWanted } from '../support/screenshots.ts';
import { dismissToasts, productPhoto, signedInAdmin, toast, uniqueWord } from './catalog-helpers.ts';

test('an admin adds a product with a picture, finds it without accents and duplicates it', async ({
  page,
  database,
}) => {
  test.setTimeout(120_000);
  await signedInAdmin(page, database.db);
  await page.goto(`${hosts.admin}/admin/lista-de-presentes/catalogo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Mostrando 20 de/ })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar item' });
  await dialog.getByRole('button', { name: 'Criar produto' }).click();
  await expect(toast(page, catalogMessages.requiredTitle)).toContainText(catalogMessages.requiredDescription);

  const word = uniqueWord('Panelinha');
  const name = `${word} de cerâmica`;
  await dialog.getByLabel('Nome do produto *').fill(name);
  await dialog.getByLabel('Descrição').fill('Para o arroz de domingo.');
  // The BRL field: typed the Brazilian way, shown back formatted on leaving it.
  const price = dialog.getByLabel('Preço sugerido (R$) *');
  await price.fill('1.350,5');
  await price.blur();
  await expect(price).toHaveValue('1.350,50');
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  if (shotsWanted) {
    await dialog.screenshot({ path: shotPath('admin-produto-preco-1280') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shotPath('admin-produto-preco-390') });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  const subcategory = dialog.getByLabel('Subcategoria *');
  await expect(subcategory).toBeDisabled();
  await dialog.getByLabel('Categoria *', { exact: true }).selectOption({ label: 'Cozinha' });
  await expect(subcategory).toBeEnabled();
  await subcategory.selectOption({ label: 'Panelas e assadeiras' });
  // Changing the category clears the subcategory.
  await dialog.getByLabel('Categoria *', { exact: true }).selectOption({ label: 'Decoração' });
  await expect(subcategory).toHaveValue('');
  await dialog.getByLabel('Categoria *', { exact: true }).selectOption({ label: 'Cozinha' });
  await subcategory.selectOption({ label: 'Panelas e assadeiras' });
  await dialog
    .getByLabel('Tags (separadas por vírgula)')
    .fill('cozinha, cerâmica , presente, arroz, domingo');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'panela.png',
    mimeType: 'image/png',
    buffer: await productPhoto(),
  });
  await expect(dialog.getByRole('button', { name: 'Trocar imagem' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar produto' }).click();
  await expect(toast(page, catalogMessages.productCreated)).toContainText(name);
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar produto').fill(`${word.toUpperCase()} CERAMICA`);
  const row = page.getByRole('row', { name: new RegExp(word) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('R$ 1.350,50');
  await expect(row).toContainText('Panelas e assadeiras');
  await expect(row.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'cozinha',
    'cerâmica',
    'presente',
    '+2e mais 2',
  ]);
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f-]+\.webp$/);

  await row.getByRole('button', { name: `Duplicar ${name}` }).click();
  const copy = page.getByRole('dialog', { name: 'Duplicar produto' });
  await expect(copy.getByLabel('Nome do produto *')).toHaveValue(`Cópia de ${name}`);
  await expect(copy.getByLabel('Status')).toHaveValue('ativo');
  await expect(copy.getByRole('combobox', { name: 'Subcategoria *' })).toContainText('Panelas e assadeiras');
  await expect(copy.getByLabel('Subcategoria *')).not.toHaveValue('');
  await copy.getByRole('button', { name: 'Criar produto' }).click();
  await expect(toast(page, catalogMessages.productCreated)).toContainText(`Cópia de ${name}`);
  await expect(page.getByRole('row', { name: new RegExp(word) })).toHaveCount(2);

  await dismissToasts(page);
  await expectNoAxeViolations(page, 'catálogo 1280');
  await page.screenshot({ path: shotPath('admin-catalogo-1280'), fullPage: true });
  await page.getByLabel('Buscar produto').fill('');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'catálogo 375');
  await page.screenshot({ path: shotPath('admin-catalogo-375'), fullPage: false });
});

test('an admin edits and deletes a product, filters by status, and a bad picture stops creation', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  await signedInAdmin(page, database.db);
  await page.goto(`${hosts.admin}/admin/lista-de-presentes/catalogo`);
  const word = uniqueWord('Luminária');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar item' });
  await dialog.getByLabel('Nome do produto *').fill(word);
  await dialog.getByLabel('Preço sugerido (R$) *').fill('99');
  await dialog.getByLabel('Categoria *', { exact: true }).selectOption({ label: 'Decoração' });
  await dialog.getByLabel('Subcategoria *').selectOption({ index: 1 });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'luminaria.png',
    mimeType: 'image/png',
    buffer: Buffer.from('isto não é uma imagem'),
  });
  await dialog.getByRole('button', { name: 'Criar produto' }).click();
  await expect(toast(page, catalogMessages.uploadFailed)).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(catalogMessages.uploadFailed);
  await dialog.getByRole('button', { name: 'Remover imagem' }).click();
  await dialog.getByRole('button', { name: 'Criar produto' }).click();
  await expect(toast(page, catalogMessages.productCreated)).toBeVisible();

  await page.getByLabel('Buscar produto').fill(word);
  await page.getByRole('button', { name: `Editar ${word}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar produto' });
  await expect(edit.getByLabel('Preço sugerido (R$) *')).toHaveValue('99,00');
  await edit.getByLabel('Status').selectOption('inativo');
  await edit.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(toast(page, catalogMessages.productUpdated)).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('ativo');
  await expect(page.getByText('Nenhum produto encontrado. Confira a busca e os filtros.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('inativo');
  await page.getByRole('button', { name: `Excluir ${word}` }).click();
  await page
    .getByRole('dialog', { name: catalogMessages.productDeleteConfirm })
    .getByRole('button', { name: 'Excluir produto' })
    .click();
  await expect(toast(page, catalogMessages.productDeleted)).toBeVisible();
  await expect(page.getByText('Nenhum produto encontrado. Confira a busca e os filtros.')).toBeVisible();
});
