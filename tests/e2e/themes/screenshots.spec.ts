// Every page of the themes studio at 1280 and 375 px (a test a step): pictures to look at, and the axe check, which
// covers the guest site inside the preview and the themes' miniatures too (both draw with the
// readable shades of shared/site-palette.ts).
import type { Page } from '@playwright/test';
import type { Db } from '../../../src/server/db/client.ts';
import type { ThemeDetail } from '../../../src/shared/theme-studio.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath } from '../support/screenshots.ts';
import { adminApi, openAdmin, previewFrame } from './themes-helpers.ts';

const axe = (page: Page, label: string) => expectNoAxeViolations(page, label);

/** A theme with a quote and a list in "O Casal", so the builder shows blocks. */
async function themeWithBlocks(page: Page): Promise<ThemeDetail> {
  const theme = await adminApi<ThemeDetail>(page, '/api/admin/themes', 'POST');
  const casal = theme.sections.find((s) => s.key === 'o-casal')!;
  await adminApi(page, `/api/admin/themes/${theme.id}/content`, 'PUT', {
    sections: [
      {
        id: casal.id,
        blocks: [
          { id: 'q', type: 'quote', content: { text: 'O amor é paciente.', author: '1 Coríntios 13' } },
          { id: 'l', type: 'list', content: { items: ['Cerimônia às 16h', 'Festa às 19h'] } },
        ],
        style: { background: 'color', backgroundColor: '#F6EFE6' },
      },
    ],
  });
  return theme;
}

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotPath(`temas-${name}-${width}`), fullPage: true });
}

/** Signed in as an admin at this width, with a new theme that has blocks; its steps' addresses. */
async function studioAt(page: Page, db: Db, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await openAdmin(page, db);
  const theme = await themeWithBlocks(page);
  return { theme, at: (step: string) => `${hosts.admin}/admin/temas/${theme.id}/${step}` };
}

async function previewShown(page: Page) {
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toHaveText('Ana & Rui');
  await expect(page.getByText('Atualizando prévia...')).toBeHidden();
}

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test('the themes manager, sections and basic information pass axe', async ({ page, database }) => {
      test.setTimeout(90_000);
      const { at } = await studioAt(page, database.db, width);
      await page.goto(`${hosts.admin}/admin/temas`);
      await expect(page.getByText(/^Mostrando \d+ de \d+ temas$/)).toBeVisible();
      await shoot(page, 'gerenciador', width);
      await axe(page, `gerenciador ${width}`);

      await page.goto(at('secoes'));
      await expect(page.getByRole('button', { name: 'Arrastar Recados' })).toBeVisible();
      await shoot(page, 'secoes', width);
      await axe(page, `seções ${width}`);

      await page.goto(at('informacoes-basicas'));
      await expect(page.getByLabel('Nome do Tema *')).toHaveValue('Novo Tema');
      await shoot(page, 'informacoes-basicas', width);
      await axe(page, `informações básicas ${width}`);
    });

    test('the design settings pass axe on every tab', async ({ page, database }) => {
      test.setTimeout(90_000);
      const { at } = await studioAt(page, database.db, width);
      await page.goto(at('configuracoes-design'));
      await previewShown(page);
      await shoot(page, 'design-cores', width);
      await axe(page, `design ${width}`);
      for (const tab of ['Elementos Gráficos', 'Tipografia']) {
        await page.getByRole('tab', { name: tab }).click();
        await axe(page, `design, ${tab} ${width}`);
        if (tab === 'Elementos Gráficos') await shoot(page, 'design-elementos', width);
      }
      await shoot(page, 'design-tipografia', width);
    });

    test('the visual builder passes axe with its style tab', async ({ page, database }) => {
      test.setTimeout(90_000);
      const { theme, at } = await studioAt(page, database.db, width);
      await page.goto(`${at('construtor-visual')}?secao=${theme.sections[1]!.id}`);
      await previewShown(page);
      await expect(page.getByRole('textbox', { name: 'Citação' })).toHaveValue('O amor é paciente.');
      await shoot(page, 'construtor', width);
      await axe(page, `construtor ${width}`);
      await page.getByRole('tab', { name: 'Estilo' }).click();
      await expect(page.getByLabel('Cor de fundo da seção', { exact: true })).toHaveValue('#F6EFE6');
      await axe(page, `construtor, estilo ${width}`);
    });

    test('the preview passes axe on every device', async ({ page, database }) => {
      test.setTimeout(90_000);
      const { at } = await studioAt(page, database.db, width);
      await page.goto(at('preview'));
      await previewShown(page);
      await axe(page, `prévia ${width}`);
      for (const [device, label] of [
        ['desktop', 'Computador'],
        ['tablet', 'Tablet'],
        ['mobile', 'Celular'],
      ] as const) {
        await page.getByRole('button', { name: label }).click();
        await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
        await previewShown(page);
        await shoot(page, `previa-${device}`, width);
      }
    });
  });
}
