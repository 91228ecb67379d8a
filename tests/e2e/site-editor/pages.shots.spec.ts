// Pictures of every site editor page at 375 and 1280 px (`npm run shots`: test-results/screenshots/site-editor).

import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { previewReady, shot, watchConsole } from './site-editor-helpers.ts';

const pages = [
  { path: '/dashboard/site/tema', name: 'tema', heading: 'Alterar tema' },
  { path: '/dashboard/site/personalizar', name: 'personalizar', heading: 'Personalizar tema' },
  { path: '/dashboard/site/introducao', name: 'introducao', heading: 'Editar introdução do site' },
  { path: '/dashboard/site/secoes', name: 'secoes', heading: 'Editar seções do site' },
  { path: '/dashboard/site/musica', name: 'musica', heading: 'Configurar música' },
  { path: '/dashboard/site/publicacao', name: 'publicacao', heading: 'Publicação e senha' },
];

for (const width of [375, 1280]) {
  test(`site editor pages at ${width} px`, async ({ page, database }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });
    const errors = watchConsole(page);
    const couple = await createPanelCouple(database.db, { sitePublished: false });
    await openPanel(page, couple, pages[0]!.path);
    for (const p of pages) {
      await page.goto(`${page.url().split('/dashboard')[0]}${p.path}`);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      if (width === 1280) await previewReady(page);
      await shot(page, `${p.name}-${width}`);
    }
    // Content editors of a few kinds.
    await page.goto(`${page.url().split('/dashboard')[0]}/dashboard/site/secoes`);
    for (const kind of ['O Casal', 'Padrinhos', 'Cerimônia']) {
      await page.getByRole('link', { name: `Editar conteúdo de ${kind}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: kind })).toBeVisible();
      if (kind === 'Padrinhos') {
        await page.getByRole('button', { name: 'Adicionar padrinho' }).click();
        await page.getByLabel('Nome', { exact: true }).fill('Marina Souza');
        await page.getByLabel('Função').fill('Madrinha da noiva');
      }
      await shot(
        page,
        `secao-${kind
          .toLowerCase()
          .replace(/\s/g, '-')
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')}-${width}`,
      );
      await page.getByRole('link', { name: 'Voltar às seções' }).click();
      // The godparent typed above is not saved: leaving asks first (issue 20).
      if (kind === 'Padrinhos') await page.getByRole('button', { name: 'Sair sem salvar' }).click();
    }
    if (width === 1280) {
      await page.getByRole('button', { name: 'Computador' }).click();
      await expect(page.getByRole('button', { name: 'Computador' })).toHaveAttribute('aria-pressed', 'true');
      await shot(page, `previa-computador-${width}`, false);
    }
    if (width === 375) {
      await page.getByRole('button', { name: 'Ver prévia' }).click();
      await previewReady(page);
      await shot(page, `previa-celular-${width}`, false);
    }
    expect(errors).toEqual([]);
  });
}
