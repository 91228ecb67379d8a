// The theme manager: a theme sites use cannot be deleted (it is archived instead), an unused one is
// deleted; duplicating from the preview; the filters.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { themes } from '../../../src/server/db/schema.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { type ThemeDetail, themeInUseMessage, themeTags } from '../../../src/shared/theme-studio.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { adminApi, openAdmin, toast } from './themes-helpers.ts';

async function namedTheme(page: import('@playwright/test').Page, name: string) {
  const created = await adminApi<ThemeDetail>(page, '/api/admin/themes', 'POST');
  return adminApi<ThemeDetail>(page, `/api/admin/themes/${created.id}`, 'PATCH', { name, tags: ['Praia'] });
}

test('a theme in use is archived instead of deleted; an unused one is deleted', async ({
  page,
  database,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openAdmin(page, database.db);
  const tag = randomUUID().slice(0, 6);
  const used = await namedTheme(page, `Usado ${tag}`);
  const unused = await namedTheme(page, `Livre ${tag}`);
  await adminApi(page, `/api/admin/themes/${used.id}/publish`, 'POST');
  await createCoupleWithWedding(database.db, {
    email: `e2e-tema-${randomUUID()}@exemplo.com`,
    name1: 'Lia',
    name2: 'Caio',
    themeId: used.id,
  });

  // The server refuses to delete it, whoever asks.
  const refused = await adminApi<{ status: number; error: { message: string } }>(
    page,
    `/api/admin/themes/${used.id}`,
    'DELETE',
  );
  expect(refused.status).toBe(409);
  expect(refused.error.message).toBe(themeInUseMessage(1));

  await page.getByLabel('Buscar por nome').fill(tag);
  await expect(page.getByText('Mostrando 2 de 2 temas')).toBeVisible();
  // At 1280 px the row menu fits: the table does not scroll sideways to reach it.
  const overflow = await page
    .getByRole('table', { name: 'Temas' })
    .evaluate(
      (t) => (t.parentElement as HTMLElement).scrollWidth - (t.parentElement as HTMLElement).clientWidth,
    );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: `Ações do tema Usado ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tema em uso' });
  await expect(dialog.getByText(themeInUseMessage(1))).toBeVisible();
  await dialog.getByRole('button', { name: 'Arquivar tema' }).click();
  await expect(toast(page, 'Tema arquivado')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Usado ${tag}` })).toContainText('Arquivado');
  const [row] = await database.db
    .select({ status: themes.status })
    .from(themes)
    .where(eq(themes.id, used.id));
  expect(row?.status).toBe('arquivado');

  await page.getByRole('button', { name: `Ações do tema Livre ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir tema' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Tema excluído')).toBeVisible();
  await expect(page.getByText('Mostrando 1 de 1 tema')).toBeVisible();
  expect(await database.db.select().from(themes).where(eq(themes.id, unused.id))).toEqual([]);

  // Filters: status and tag narrow the list; the address keeps them.
  await page.getByLabel('Status', { exact: true }).selectOption('publicado');
  await expect(page.getByText('Nenhum tema encontrado com esses filtros.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('arquivado');
  await page.getByLabel('Tag', { exact: true }).selectOption('Praia');
  await expect(page.getByText('Mostrando 1 de 1 tema')).toBeVisible();
  await expect(page).toHaveURL(/status=arquivado/);
  await page.getByLabel('Tag', { exact: true }).selectOption('Vintage');
  await expect(page.getByText('Nenhum tema encontrado com esses filtros.')).toBeVisible();
  // Every tag a theme can carry is offered, not only the first six.
  await expect(page.getByLabel('Tag', { exact: true }).locator('option')).toHaveText([
    'Todas as tags',
    ...themeTags,
  ]);
});

test('the preview shares its link and duplicates the theme', async ({ page, database, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openAdmin(page, database.db);
  const theme = await namedTheme(page, `Prévia ${randomUUID().slice(0, 6)}`);
  await page.goto(`${hosts.admin}/admin/temas/${theme.id}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Prévia do tema' })).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Prévia do tema"]').getByRole('heading', { level: 1 }),
  ).toHaveText('Ana & Rui');
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(toast(page, 'Link da prévia copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect(toast(page, 'Tema duplicado')).toBeVisible();
  await expect(page).toHaveURL(/\/informacoes-basicas$/);
  await expect(page.getByLabel('Nome do Tema *')).toHaveValue(`Cópia de ${theme.name}`);
});
