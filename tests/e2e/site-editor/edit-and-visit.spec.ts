// The couple edits their site in the panel (intro with a cover photo, sections renamed, hidden and
// reordered by keyboard and by dragging, ceremony details, theme, a colour, password, publication)
// and a guest on a phone sees every change behind the password gate.

import { addGift, createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import {
  dragRow,
  pngPhoto,
  saving,
  shotsDir,
  siteState,
  storedOrder,
  toast,
  watchConsole,
} from './site-editor-helpers.ts';

const preview = (page: import('@playwright/test').Page) =>
  page.frameLocator('iframe[title="Prévia do site"]');

test('the couple edits the site and a guest on a phone sees the changes', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 1500 });
  const errors = watchConsole(page);
  const couple = await createPanelCouple(database.db, { sitePublished: false, giftListPublished: true });
  await addGift(database.db, couple.wedding);
  const weddingId = couple.wedding.id;
  await openPanel(page, couple, '/dashboard/site/introducao');

  // Introduction: headline and cover photo; the preview reloads with them.
  await expect(page.getByRole('heading', { level: 1, name: 'Editar introdução do site' })).toBeVisible();
  await page.getByLabel('Frase de abertura').fill('Nosso grande dia chegou!');
  await page.getByLabel('Enviar foto (Foto de capa)').setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: await pngPhoto(),
  });
  await expect(page.getByRole('img', { name: 'Foto de capa' })).toBeVisible();
  await saving(page, /\/site\/settings$/, 'PUT', () =>
    page.getByRole('button', { name: 'Salvar', exact: true }).click(),
  );
  await expect(toast(page, 'Alterações salvas')).toBeVisible();
  await expect(preview(page).getByText('Nosso grande dia chegou!')).toBeVisible();
  await expect(preview(page).locator('img.cover-image')).toHaveAttribute('src', /^\/media\/.+\.webp$/);

  // Sections: an empty name is refused, then a rename with Enter.
  await page.getByRole('link', { name: 'Seções' }).click();
  await page.getByRole('button', { name: 'Renomear Padrinhos' }).click();
  await page.getByLabel('Novo nome para Padrinhos').fill('   ');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'O nome da seção não pode ficar vazio.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Renomear Padrinhos' })).toBeFocused();
  await page.getByRole('button', { name: 'Renomear Padrinhos' }).click();
  await page.getByLabel('Novo nome para Padrinhos').fill('Nossos padrinhos');
  await saving(page, /\/site\/sections\/[\w-]+$/, 'PATCH', () => page.keyboard.press('Enter'));
  await expect(page.getByRole('button', { name: 'Renomear Nossos padrinhos' })).toBeVisible();

  // Hide the message wall.
  const wallSwitch = page.getByRole('switch', { name: 'Visível (Recados)' });
  await saving(page, /\/site\/sections\/[\w-]+$/, 'PATCH', () => wallSwitch.click());
  await expect(wallSwitch).toHaveAttribute('aria-checked', 'false');

  // Reorder with the keyboard: "Mover Recepção para cima" twice, the focus staying on the button.
  await page.getByRole('button', { name: 'Mover Recepção para cima' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Mover Recepção para cima' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => storedOrder(page, weddingId))
    .toEqual([
      'Home',
      'O Casal',
      'Recepção',
      'Nossos padrinhos',
      'Cerimônia',
      'Lista de Presentes',
      'Confirme sua Presença',
      'Recados',
    ]);

  // Reorder by dragging "Lista de Presentes" onto "O Casal".
  await dragRow(page, 'Arrastar Lista de Presentes', 'Lista de Presentes', 'O Casal');
  const order = [
    'Home',
    'Lista de Presentes',
    'O Casal',
    'Recepção',
    'Nossos padrinhos',
    'Cerimônia',
    'Confirme sua Presença',
    'Recados',
  ];
  await expect.poll(() => storedOrder(page, weddingId)).toEqual(order);
  await expect(page.locator('li[data-section-id]').first()).toContainText('Home');
  await expect(page.locator('li[data-section-id]').nth(1)).toContainText('Lista de Presentes');

  // Ceremony details, with the "Como chegar" links built from the address.
  await page.getByRole('link', { name: 'Editar conteúdo de Cerimônia' }).click();
  await page.getByLabel('Local', { exact: true }).fill('Paróquia São José');
  await page.getByLabel('Endereço', { exact: true }).fill('Rua das Flores, 100, São Paulo - SP');
  await page.getByLabel('Horário', { exact: true }).fill('16:30');
  await page.getByLabel('Observações', { exact: true }).fill('Traje esporte fino.');
  await expect(page.getByRole('link', { name: 'Como chegar (Waze)' })).toHaveAttribute(
    'href',
    `https://waze.com/ul?q=${encodeURIComponent('Rua das Flores, 100, São Paulo - SP')}&navigate=yes`,
  );
  await saving(page, /\/site\/sections\/[\w-]+$/, 'PATCH', () =>
    page.getByRole('button', { name: 'Salvar' }).click(),
  );
  await expect(toast(page, 'Alterações salvas')).toBeVisible();
  await expect(preview(page).getByText('Paróquia São José')).toBeVisible();

  // Theme, then a colour of it.
  await page.getByRole('link', { name: 'Alterar tema' }).click();
  await saving(page, /\/theme$/, 'PUT', () => page.getByRole('button', { name: 'Jardim' }).click());
  await expect(toast(page, 'Tema salvo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jardim' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Personalizar tema' }).click();
  await expect(page.getByText('Ajustem as cores e as fontes do tema Jardim.')).toBeVisible();
  await page.getByLabel('Cor principal', { exact: true }).fill('#7A3E9D');
  await page.getByLabel('Fonte dos títulos').selectOption('Great Vibes');
  await saving(page, /\/site\/settings$/, 'PUT', () =>
    page.getByRole('button', { name: 'Salvar', exact: true }).click(),
  );
  await expect(toast(page, 'Alterações salvas')).toBeVisible();

  // Password and publication.
  await page.getByRole('link', { name: 'Publicação e senha' }).click();
  await page.getByLabel('Senha do site').fill('abc1234');
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A senha do site precisa ter pelo menos 8 caracteres.' }),
  ).toBeVisible();
  await page.getByLabel('Senha do site').fill('amor2031');
  await saving(page, /\/site\/password$/, 'PUT', () =>
    page.getByRole('button', { name: 'Definir senha' }).click(),
  );
  await expect(toast(page, 'Senha do site definida.')).toBeVisible();
  await expect(page.getByText('O site está protegido por senha.')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar o site' }).click();
  await saving(page, /\/site\/publication$/, 'PUT', () =>
    page
      .getByRole('dialog', { name: 'Publicar o site' })
      .getByRole('button', { name: 'Publicar site' })
      .click(),
  );
  await expect(toast(page, 'Site publicado! Já pode compartilhar o link.')).toBeVisible();
  expect(errors).toEqual([]);
  // Sections with nothing in them stay off the live site; a name and a story bring them back.
  const sections = (await siteState(page, weddingId)).sections;
  const write = (kind: string, content: object) =>
    page.evaluate(
      ([id, sectionId, body]) =>
        fetch(`/api/weddings/${id}/site/sections/${sectionId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      [weddingId, sections.find((s) => s.kind === kind)!.id, JSON.stringify({ content })] as const,
    );
  await write('padrinhos', { people: [{ name: 'Marina Souza', role: 'Madrinha' }] });
  await write('o-casal', { story: 'Nos conhecemos numa roda de samba.' });

  // A guest on a phone.
  const guest = await browser.newContext({ viewport: { width: 375, height: 780 }, locale: 'pt-BR' });
  const phone = await guest.newPage();
  await phone.goto(`${hosts.noivos}/${couple.slug}`);
  await expect(phone.getByText('Este site é protegido por senha')).toBeVisible();
  await phone.getByLabel('Senha do site').fill('amor2031');
  await phone.getByRole('button', { name: 'Entrar no site' }).click();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');
  await expect(phone.getByText('Nosso grande dia chegou!')).toBeVisible();
  await expect(phone.locator('img.cover-image')).toBeVisible();
  await expect(phone.locator('nav[aria-label="Seções do site"] .nav-links a')).toHaveText(
    order.filter((t) => t !== 'Recados'),
  );
  await expect(phone.getByRole('heading', { name: 'Nossos padrinhos' })).toBeVisible();
  await expect(phone.locator('#recados')).toHaveCount(0);
  await expect(phone.getByText('Paróquia São José')).toBeVisible();
  const primary = await phone.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim(),
  );
  expect(primary.toUpperCase()).toBe('#7A3E9D');
  const headingFont = await phone.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--f-heading').trim(),
  );
  expect(headingFont).toBe('"Great Vibes"');
  await phone.evaluate(() => document.fonts.ready);
  await phone.screenshot({ path: `${shotsDir}/site-do-convidado-375.png`, fullPage: true });
  await guest.close();
});
