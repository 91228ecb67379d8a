import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath } from '../support/screenshots.ts';
import { dismissToasts, signedInAdmin, toast, uniqueWord } from './catalog-helpers.ts';

test('an admin curates a ready-made list in the list editor', async ({ page, database }) => {
  test.setTimeout(120_000);
  await signedInAdmin(page, database.db);
  await page.goto(`${hosts.admin}/admin/lista-de-presentes/listas-prontas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Listas Prontas' })).toBeVisible();
  for (const [name, key] of [
    ['Viagem e lua de mel', 'Viagens e experiências'],
    ['Casa', 'Casa'],
    ['Casamento', 'Casamento'],
    ['Divertidos', 'Divertidos'],
  ]) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText(`Cadastro: ${key}`)).toBeVisible();
    await expect(card.getByRole('button', { name: `Excluir ${name}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'listas prontas 1280');
  await page.screenshot({ path: shotPath('admin-listas-prontas-1280'), fullPage: true });

  const name = uniqueWord('Chá Bar');
  await page.getByRole('button', { name: 'Nova lista pronta' }).click();
  await page.getByLabel('Nome da lista *').fill(name);
  await page.getByRole('button', { name: 'Criar lista' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esvaziar lista' })).toBeDisabled();

  await page.getByRole('button', { name: /^Adicionar produto/ }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher do catálogo' });
  const product = 'Jogo de taças de cristal para vinho 6 peças';
  await picker.getByLabel('Buscar no catálogo').fill('TACAS CRISTAL vinho');
  await picker.getByRole('button', { name: `Adicionar ${product}` }).click();
  await expect(toast(page, 'Produto adicionado à lista')).toContainText(product);
  await expect(picker.getByRole('button', { name: `${product} já está na lista` })).toBeDisabled();
  await picker.getByLabel('Buscar no catálogo').fill('faqueiro inox 42');
  await picker.getByRole('button', { name: 'Adicionar Faqueiro inox 42 peças' }).click();
  await expect(
    picker.getByRole('button', { name: 'Faqueiro inox 42 peças já está na lista' }),
  ).toBeDisabled();
  await picker.getByRole('button', { name: 'Fechar catálogo' }).click();

  const tiles = page.locator('[data-gift]');
  await expect(tiles).toHaveCount(2);
  await expect(page.getByText('Total de produtos').locator('..')).toContainText('2');
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await filters.getByRole('checkbox', { name: /^Cozinha/ }).check();
  await expect(tiles).toHaveCount(2);
  await filters.getByRole('radio', { name: /^Até R\$ 100/ }).check();
  // Both cost more than R$ 100.
  await expect(page.getByText('Nenhum presente com esses filtros.')).toBeVisible();
  await expect(tiles).toHaveCount(0);
  await filters.getByRole('button', { name: 'Limpar filtros' }).click();

  await page.getByRole('button', { name: `Remover ${product}` }).click();
  await expect(toast(page, 'Produto removido da lista')).toBeVisible();
  await expect(tiles).toHaveCount(1);
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'editor de lista pronta 1280');
  await page.screenshot({ path: shotPath('admin-editar-lista-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Filtros' })).toBeVisible();
  await expectNoAxeViolations(page, 'editor de lista pronta 375');
  await page.screenshot({ path: shotPath('admin-editar-lista-375'), fullPage: true });

  await page.getByRole('button', { name: 'Esvaziar lista' }).click();
  await page
    .getByRole('dialog', { name: 'Esvaziar a lista?' })
    .getByRole('button', { name: 'Esvaziar lista' })
    .click();
  await expect(toast(page, 'Lista esvaziada')).toBeVisible();
  await expect(tiles).toHaveCount(0);
});
