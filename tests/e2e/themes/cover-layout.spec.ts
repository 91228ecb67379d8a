// "Layout da capa" in the design step's graphic elements: the preview shows the cover in the chosen
// layout before saving, and "Salvar" stores it with the theme.
import type { ThemeDetail } from '../../../src/shared/theme-studio.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath, shotsWanted } from '../support/screenshots.ts';
import { adminApi, openAdmin, previewFrame, themeOf } from './themes-helpers.ts';

for (const width of [375, 1280]) {
  test(`an admin picks the cover layout and sees it in the preview at ${width} px`, async ({
    page,
    database,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAdmin(page, database.db);
    const theme = await adminApi<ThemeDetail>(page, '/api/admin/themes', 'POST');
    await page.goto(`${hosts.admin}/admin/temas/${theme.id}/configuracoes-design`);
    const cover = previewFrame(page).locator('header#home');
    await expect(cover).toHaveClass('cover');

    await page.getByRole('tab', { name: 'Elementos Gráficos' }).click();
    const layout = page.getByLabel('Layout da capa');
    await expect(layout).toHaveValue('centered');
    await layout.selectOption({ label: 'Em arco' });
    await expect(cover).toHaveClass(/\bcover-arch\b/);
    if (shotsWanted)
      await page.screenshot({ path: shotPath(`temas-layout-da-capa-${width}`), fullPage: true });
    expect((await themeOf(page, theme.id)).design.heroLayout).toBe('centered');

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page).toHaveURL(`${hosts.admin}/admin/temas`);
    expect((await themeOf(page, theme.id)).design.heroLayout).toBe('arch');
  });
}
