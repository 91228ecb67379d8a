// An admin builds a theme from "Novo Tema" to "Publicar Tema"; a couple picks it in the site editor
// and a guest on a phone sees its colour, heading font and quote. A draft is never offered.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { arrowRowTo } from '../support/keyboard.ts';
import { shotPath } from '../support/screenshots.ts';
import {
  dragRow,
  openAdmin,
  pngImage,
  previewFrame,
  previewVariable,
  storedSections,
  themeIdIn,
  toast,
} from './themes-helpers.ts';

const defaults = [
  'Home',
  'O Casal',
  'Padrinhos',
  'Cerimônia',
  'Recepção',
  'Lista de Presentes',
  'Confirme sua Presença',
  'Recados',
];

/** The theme names a couple is offered in "Alterar tema". */
async function offeredThemes(browser: Browser, couple: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await openPanel(page, couple, '/dashboard/site/tema');
  const list = page.getByRole('list', { name: 'Temas disponíveis' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const names = await list
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  await context.close();
  return names;
}

/** "Novo Tema" clicked: a new draft, open on its sections step. */
async function newDraft(page: Page): Promise<string> {
  // The button comes before the list, whose new themes are called "Novo Tema" too.
  await page.getByRole('link', { name: 'Novo Tema', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/temas\/[0-9a-f-]{36}\/secoes$/);
  return themeIdIn(page.url());
}

// The journey in two parts (each under a minute): the sections step, then the rest of the wizard,
// publication and what a couple and a guest see.
test("an admin builds a new theme's sections: defaults, rename, reorder, a custom page", async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 1600 });
  await openAdmin(page, database.db);

  // "Novo Tema": a draft with the eight default sections, in order.
  const id = await newDraft(page);
  await expect(toast(page, 'Seções padrão criadas no banco de dados.')).toBeVisible();
  const rows = page
    .getByRole('list', { name: 'Seções do tema, na ordem em que aparecem' })
    .getByRole('listitem');
  await expect(rows).toHaveCount(8);
  for (const [i, section] of defaults.entries()) await expect(rows.nth(i)).toContainText(section);
  await expect(page.getByText('Seções padrão não podem ser excluídas, apenas ocultadas.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir Home' })).toHaveCount(0);

  // Rename in place: Escape cancels, an empty name is ignored, Enter saves.
  await page.getByRole('button', { name: 'Renomear Padrinhos' }).click();
  await page.getByLabel('Novo nome para Padrinhos').fill('Quem nos acompanha');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Renomear Padrinhos' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByLabel('Novo nome para Padrinhos').fill('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Renomear Padrinhos' })).toBeVisible();
  await page.getByRole('button', { name: 'Renomear Padrinhos' }).click();
  await page.getByLabel('Novo nome para Padrinhos').fill('Nossos Padrinhos');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Renomear Nossos Padrinhos' })).toBeVisible();
  await expect.poll(() => storedSections(page, id)).toContain('Nossos Padrinhos');

  // Reorder from the keyboard on the drag handle, then by dragging with the mouse.
  await page.getByRole('button', { name: 'Arrastar Cerimônia' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Cerimônia selecionada, na posição 4 de 8.')).toBeAttached();
  await arrowRowTo(page, 2);
  await expect(page.getByText('Cerimônia sobre a posição 2 de 8.')).toBeAttached();
  await page.keyboard.press('Space');
  const afterKeys = ['Home', 'Cerimônia', 'O Casal', 'Nossos Padrinhos', ...defaults.slice(4)];
  await expect.poll(() => storedSections(page, id)).toEqual(afterKeys);
  await dragRow(page, 'Arrastar Recados', 'Recados', 'Recepção');
  const afterDrag = ['Home', 'Cerimônia', 'O Casal', 'Nossos Padrinhos', 'Recados', ...defaults.slice(4, 7)];
  await expect.poll(() => storedSections(page, id)).toEqual(afterDrag);

  // A custom page: added at the end, then deleted after "Confirmar Exclusão".
  await page.getByRole('button', { name: 'Adicionar Página' }).click();
  await expect(rows).toHaveCount(9);
  await expect(rows.nth(8)).toContainText('Nova Página');
  await page.getByRole('button', { name: 'Excluir Nova Página' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
  await expect(
    confirm.getByText('Tem certeza que deseja excluir esta seção? Esta ação não pode ser desfeita.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(rows).toHaveCount(8);
  await expect.poll(() => storedSections(page, id)).toEqual(afterDrag);
});

test('an admin creates and publishes a theme that a couple then wears on the phone', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 1600 });
  const name = `Aurora ${randomUUID().slice(0, 6)}`;
  const couple = await createPanelCouple(database.db);
  await openAdmin(page, database.db);
  await newDraft(page);

  // Basic information: the name is required; description, a tag and a real thumbnail.
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informações Básicas' })).toBeVisible();
  await page.getByLabel('Nome do Tema *').fill('');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('O nome do tema é obrigatório.')).toBeVisible();
  await page.getByLabel('Nome do Tema *').fill(name);
  await page.getByLabel('Descrição').fill('Verde-floresta e letras desenhadas à mão.');
  await page.getByRole('button', { name: 'Romântico' }).click();
  await expect(page.getByRole('button', { name: 'Romântico' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Enviar imagem (Thumbnail)').setInputFiles({
    name: 'miniatura.png',
    mimeType: 'image/png',
    buffer: await pngImage('#0B6E4F', 800),
  });
  await expect(page.getByRole('img', { name: 'Thumbnail: imagem atual' })).toHaveAttribute(
    'src',
    /^\/media\/[\w-]+\.webp$/,
  );
  await page.getByRole('button', { name: 'Avançar' }).click();

  // Design: the primary colour and the heading font, live in the preview before saving.
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações de Design' })).toBeVisible();
  await page.getByLabel('Cor principal', { exact: true }).fill('#0B6E4F');
  await page.getByRole('tab', { name: 'Tipografia' }).click();
  await page.getByLabel('Fonte dos títulos').selectOption('Great Vibes');
  await expect.poll(() => previewVariable(page, '--c-primary')).toBe('#0B6E4F');
  await expect.poll(() => previewVariable(page, '--f-heading')).toBe('"Great Vibes"');
  await page.getByRole('button', { name: 'Avançar' }).click();

  // The builder: a quote in "O Casal", seen in the preview.
  await expect(page.getByRole('heading', { level: 1, name: 'Construtor Visual' })).toBeVisible();
  await page.getByLabel('Seção', { exact: true }).selectOption({ label: 'O Casal' });
  await page.getByRole('button', { name: 'Citação', exact: true }).click();
  await page.getByLabel('Citação', { exact: true }).fill('O amor é paciente, o amor é bondoso.');
  await page.getByLabel('Autor').fill('1 Coríntios 13');
  await expect(previewFrame(page).getByText('O amor é paciente, o amor é bondoso.')).toBeVisible();

  // Still a draft: couples are not offered it.
  expect(await offeredThemes(browser, couple)).not.toContain(name);

  // "Publicar Tema" saves, then asks with the final preview, the reach and the contrast.
  await page.getByRole('button', { name: 'Publicar Tema' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publicar tema?' });
  await expect(confirm).toContainText('Nenhum site usa este tema ainda: os casais poderão escolhê-lo.');
  // The default grey of secondary text reads below AA on white: the admin is told, and may go on.
  await expect(confirm).toContainText('Contraste abaixo do recomendado (WCAG AA)');
  await expect(confirm).toContainText('Texto secundário: contraste de 3,5:1 (mínimo 4,5:1)');
  await expect(
    confirm
      .getByRole('region', { name: 'Prévia final' })
      .frameLocator('iframe')
      .getByText('O amor é paciente, o amor é bondoso.'),
  ).toBeAttached();
  await confirm.getByRole('button', { name: 'Publicar mesmo assim' }).click();
  await expect(page).toHaveURL(`${hosts.admin}/admin/temas`);
  await expect(toast(page, 'Tema publicado')).toBeVisible();
  await page.getByLabel('Buscar por nome').fill(name);
  const listed = page.getByRole('row').filter({ hasText: name });
  await expect(listed).toContainText('Publicado');
  await expect(listed).toContainText('1.1');

  // The couple picks it in "Alterar tema"; a guest on a phone sees colour, font and quote.
  const panel = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 1000 } });
  const couplePage = await panel.newPage();
  await openPanel(couplePage, couple, '/dashboard/site/tema');
  await couplePage.getByRole('button', { name }).click();
  await expect(toast(couplePage, 'Tema salvo')).toBeVisible();
  await panel.close();

  const guest = await browser.newContext({ viewport: { width: 375, height: 780 }, locale: 'pt-BR' });
  const phone = await guest.newPage();
  await phone.goto(couple.siteUrl);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');
  const variable = (n: string) =>
    phone.evaluate((v) => getComputedStyle(document.documentElement).getPropertyValue(v).trim(), n);
  expect(await variable('--c-primary')).toBe('#0B6E4F');
  expect(await variable('--f-heading')).toBe('"Great Vibes"');
  const quote = phone.locator('#o-casal blockquote');
  await quote.scrollIntoViewIfNeeded();
  await expect(quote).toHaveText('O amor é paciente, o amor é bondoso.');
  await expect(phone.locator('#o-casal figcaption')).toHaveText('1 Coríntios 13');
  await phone.evaluate(() => document.fonts.ready);
  await phone.screenshot({ path: shotPath('temas-site-do-convidado-375'), fullPage: true });
  await guest.close();
});
