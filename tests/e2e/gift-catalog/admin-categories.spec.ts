import { catalogMessages } from '../../../src/shared/gift-catalog.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath } from '../support/screenshots.ts';
import { dismissToasts, signedInAdmin, toast, uniqueWord } from './catalog-helpers.ts';

test('an admin creates a category and a subcategory, and cannot delete a category in use', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  await signedInAdmin(page, database.db);
  await page.goto(`${hosts.admin}/admin/lista-de-presentes/categorias`);
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Café Cozinha Panelas/ })).toBeVisible();

  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(catalogMessages.categoryNameRequired);
  await expect(toast(page, catalogMessages.categoryCreateError)).toBeVisible();

  const name = uniqueWord('Festa');
  await dialog.getByLabel('Nome da categoria *').fill(name);
  await dialog.getByLabel('Descrição').fill('Tudo para a festa depois do casamento.');
  await dialog.getByLabel('Ícone').selectOption('Star');
  await dialog.getByLabel('Ordem de exibição').fill('99');
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(toast(page, catalogMessages.categoryCreated)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar categoria').fill(name.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  // An empty category can be deleted; give it a subcategory and it cannot.
  await expect(row.getByRole('button', { name: `Excluir ${name}` })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await row.getByRole('button', { name: `Subcategorias de ${name}` }).click();
  const subs = page.getByRole('dialog', { name: `Subcategorias de ${name}` });
  await expect(subs.getByText('Esta categoria ainda não tem subcategorias.')).toBeVisible();
  await subs.getByLabel('Nome da subcategoria').fill('Brindes');
  await subs.getByRole('button', { name: 'Adicionar' }).click();
  await expect(toast(page, catalogMessages.subcategoryCreated)).toBeVisible();
  await expect(subs.getByText('Brindes')).toBeVisible();
  await subs.getByRole('button', { name: 'Fechar subcategorias' }).click();

  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  const remove = row.getByRole('button', { name: `Excluir ${name}` });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(catalogMessages.categoryInUseTooltip);
  await remove.hover();
  await expect(page.getByText(catalogMessages.categoryInUseTooltip).first()).toBeVisible();
  // Playwright treats aria-disabled as not clickable; a person can still press it and learn why.
  await remove.click({ force: true });
  await expect(toast(page, catalogMessages.categoryInUseTitle)).toContainText(
    catalogMessages.categoryInUseDescription,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Edit: rename and deactivate.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar categoria' });
  await edit.getByLabel('Status').selectOption('inativa');
  await edit.getByRole('button', { name: 'Salvar categoria' }).click();
  await expect(toast(page, catalogMessages.categoryUpdated)).toBeVisible();
  await expect(row.getByText('Inativa')).toBeVisible();

  await page.getByLabel('Buscar categoria').fill('');
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'categorias 1280');
  await page.screenshot({ path: shotPath('admin-categorias-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 2, name: 'Cozinha', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'categorias 375');
  await page.screenshot({ path: shotPath('admin-categorias-375'), fullPage: true });
});

test('deleting an empty category asks first', async ({ page, database }) => {
  await signedInAdmin(page, database.db);
  await page.goto(`${hosts.admin}/admin/lista-de-presentes/categorias`);
  const name = uniqueWord('Apagar');
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  await page.getByLabel('Nome da categoria *').fill(name);
  await page.getByRole('button', { name: 'Criar categoria' }).click();
  await page.getByLabel('Buscar categoria').fill(name);
  await page.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: catalogMessages.categoryDeleteConfirm });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, catalogMessages.categoryDeleted)).toBeVisible();
  await expect(page.getByText('Nenhuma categoria encontrada.')).toBeVisible();
});
