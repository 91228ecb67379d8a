import { authMessages } from '../../../src/shared/auth/messages.ts';
import { defaultSettings } from '../../../src/shared/settings.ts';
import { comingSoonFeatures } from '../../../src/web/painel/layout/coming-soon-features.ts';
import { panelPaths } from '../../../src/web/painel/layout/panel-paths.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath, shotsWanted } from '../support/screenshots.ts';
import { createPanelCouple, openPanel } from './panel-helpers.ts';

test('"Lista de Presentes" is a menu whose five items each open their page', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple);
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Lista de Presentes' });
  for (const item of [
    { name: 'Editar lista de presentes', path: panelPaths.giftListEditor, heading: 'Editar minha lista' },
    { name: 'Presentes Recebidos', path: panelPaths.giftsReceived, heading: 'Presentes recebidos' },
    { name: 'Configurar Taxas', path: panelPaths.giftFees, heading: 'Configurar lista' },
    { name: 'Adicionar Outras Listas', path: panelPaths.otherLists, heading: 'Adicionar outras listas' },
    { name: 'Sobre a Lista', path: panelPaths.aboutGiftList, heading: 'Sobre a lista' },
  ]) {
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('menuitem', { name: item.name }).click();
    await expect(page).toHaveURL(`${hosts.painel}${item.path}`);
    await expect(page.getByRole('heading', { level: 1, name: item.heading, exact: true })).toBeVisible();
  }
  await page.goto(`${hosts.painel}${panelPaths.giftFees}`);
  await expect(page.getByText(/taxa de 3,89%/)).toBeVisible();
});

test('"Loja" carries its "Em breve" badge at every width the header shows it, never as a primary button', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple);
  const header = page.getByRole('banner');
  const store = header.getByRole('link', { name: /^Loja/ });
  for (const width of [1280, 1024, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(store.getByText('Em breve', { exact: true })).toBeVisible();
    await expect(store).not.toHaveClass(/bg-brand-dark/);
    // The badge fits: the header still scrolls no sideways.
    expect(await header.evaluate((h) => h.scrollWidth - h.clientWidth)).toBe(0);
    if (shotsWanted) await header.screenshot({ path: shotPath(`panel/header-loja-${width}`) });
  }
});

test('the header links and the user menu lead to real pages', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple);
  const header = page.getByRole('banner');

  await header.getByRole('link', { name: 'Editar meu site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar seções do site' })).toBeVisible();
  await header.getByRole('link', { name: /^Loja/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
  await expect(page.getByText(/4% de cashback/)).toBeVisible();
  await header.getByRole('link', { name: 'Minha Carteira' }).click();
  await expect(page).toHaveURL(`${hosts.painel}${panelPaths.wallet}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Carteira' })).toBeVisible();

  const user = header.getByRole('button', { name: `Helena & Rafael ${couple.email}` });
  for (const item of [
    { name: 'Dados do Casamento', path: panelPaths.weddingData },
    { name: 'Dados do Casal', path: panelPaths.coupleData },
    { name: 'Minha conta e privacidade', path: panelPaths.account },
  ]) {
    await user.click();
    await expect(user).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('menuitem', { name: item.name }).click();
    await expect(page).toHaveURL(`${hosts.painel}${item.path}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  }

  await user.click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await expect(page.getByText(authMessages.logoutSuccess)).toBeVisible();
  await expect(page).toHaveURL(`${hosts.public}/`);
  await page.goto(`${hosts.painel}/dashboard`);
  await expect(page).toHaveURL(`${hosts.painel}/entrar`);
});

test('every page the panel links to exists: no dead click', async ({ page, database }) => {
  // It walks every page the panel links to: give it the time a busy machine needs.
  test.setTimeout(120_000);
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple);
  const sidebar = page.getByRole('complementary', { name: 'Painel lateral' });
  const hrefs = new Set<string>();
  for (const section of [
    'Aparência do Site',
    'Lista de Presentes',
    'Meus Convidados',
    'Papelaria',
    'Serviços Adicionais',
    'Central de Ajuda',
  ]) {
    await sidebar.getByRole('button', { name: section }).click();
    for (const href of await sidebar
      .locator('nav[aria-label="Seções do painel"] ul:not([hidden]) a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      hrefs.add(href);
  }
  // Meus Convidados now also links to "Enviar convites" and "Check-in".
  expect(hrefs.size).toBe(26);
  const features = comingSoonFeatures(defaultSettings);
  for (const href of hrefs) {
    await page.goto(`${hosts.painel}${href}`);
    const title = features[href]?.title;
    const heading = page.getByRole('heading', { level: 1 });
    if (title) await expect(heading).toHaveText(title);
    else await expect(heading).not.toHaveText('Página não encontrada');
  }
  await page.goto(`${hosts.painel}${panelPaths.faq}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
  await page.getByRole('button', { name: 'Qual é a taxa da lista de presentes?' }).click();
  await expect(page.getByText(/^3,89% por presente/)).toBeVisible();

  await page.goto(`${hosts.painel}/dashboard/nao-existe`);
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toBeVisible();
});
