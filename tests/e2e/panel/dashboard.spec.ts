import { eq } from 'drizzle-orm';
import { weddings } from '../../../src/server/db/schema.ts';
import { formatDateLong } from '../../../src/shared/dates.ts';
import { formatBRL } from '../../../src/shared/money.ts';
import { panelMessages } from '../../../src/web/painel/layout/panel-messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createPanelCouple, daysFromToday, openPanel, openUserMenu } from './panel-helpers.ts';

test('the dashboard greets the couple with their site address and live counters, the account in the avatar menu', async ({
  page,
  database,
}) => {
  const weddingDate = daysFromToday(100);
  const couple = await createPanelCouple(database.db, { weddingDate, phone: '11987654321' });
  // Hold the summary until the loading state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/weddings/*/summary', async (route) => {
    await held;
    await route.continue();
  });
  await openPanel(page, couple);

  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Helena & Rafael!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: panelMessages.loading })).toBeVisible();
  release();

  await expect(page.getByTestId('endereco-do-site-painel')).toHaveText(couple.siteUrl.replace('http://', ''));
  await expect(page.getByText('Faltam 100 dias')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo do casamento' });
  for (const name of ['Presenças confirmadas 0', 'Recados 0', 'Presentes recebidos 0'])
    await expect(summary.getByRole('link', { name })).toBeVisible();
  await expect(summary.getByText(formatBRL(0))).toBeVisible();
  await expect(page.getByText(panelMessages.loading)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dados da conta' })).toHaveCount(0);

  const account = await openUserMenu(page);
  await expect(account.getByText(couple.email)).toBeVisible();
  await expect(account.getByText('Helena & Rafael')).toBeVisible();
  await expect(account.getByText(`Casamento: ${formatDateLong(weddingDate)}`)).toBeVisible();
  await expect(account.getByText('(11) 98765-4321')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: /Lista de presentes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar minha lista' })).toBeVisible();
});

test('"Copiar link" and "Abrir site" use the real site address', async ({ page, context, database }) => {
  const couple = await createPanelCouple(database.db);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hosts.painel });
  await openPanel(page, couple);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Abrir site' })).toHaveAttribute('href', couple.siteUrl);
  await expect(main.getByRole('link', { name: 'Abrir site' })).toHaveAttribute('target', '_blank');
  await main.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText(panelMessages.linkCopiedDashboard)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(couple.siteUrl);
});

test('the countdown says "É hoje!" on the day and "Casamento realizado" after it', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db, { weddingDate: daysFromToday(0) });
  await openPanel(page, couple);
  await expect(page.getByText('É hoje!')).toBeVisible();

  const past = await createPanelCouple(database.db, { weddingDate: daysFromToday(-10) });
  await page.context().clearCookies();
  await openPanel(page, past);
  await expect(page.getByText('Casamento realizado')).toBeVisible();
});

test('without a stored link the address falls back to first names and year', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db, { weddingDate: '2027-09-18', sitePublished: false });
  await database.db.update(weddings).set({ slug: null }).where(eq(weddings.id, couple.wedding.id));
  await openPanel(page, couple);
  const label = `${hosts.noivos.replace('http://', '')}/helena-e-rafael-2027`;
  await expect(page.getByTestId('endereco-do-site-painel')).toHaveText(label);
  await expect(page.getByRole('complementary').getByTestId('endereco-do-site')).toHaveText(label);
  await expect(page.getByText('Ainda não publicado', { exact: true })).toBeVisible();

  // Before publication guests only read "Site em preparação", so "Abrir site" opens the couple's preview.
  const open = page.getByRole('main').getByRole('link', { name: 'Abrir site' });
  await expect(open).toHaveAttribute('href', `/api/weddings/${couple.wedding.id}/site/preview`);
  const popupOpened = page.waitForEvent('popup');
  await open.click();
  const popup = await popupOpened;
  await expect(popup.getByText('Helena', { exact: false }).first()).toBeVisible();
  await popup.close();
});

test('a summary that fails to load says so, copies nothing and can be retried', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await page.route('**/api/weddings/*/summary', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'falhou' } } }),
  );
  await openPanel(page, couple);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: panelMessages.summaryFailed })).toBeVisible();
  await expect(main.getByTestId('endereco-do-site-painel')).toHaveText(panelMessages.addressFailed);
  await expect(main.getByRole('button', { name: 'Copiar link' })).toBeDisabled();
  await expect(
    page.getByRole('complementary').getByRole('button', { name: 'Copiar', exact: true }),
  ).toBeDisabled();

  await page.unroute('**/api/weddings/*/summary');
  await main.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(main.getByTestId('endereco-do-site-painel')).toHaveText(couple.siteUrl.replace('http://', ''));
  await expect(main.getByRole('button', { name: 'Copiar link' })).toBeEnabled();
});

test('"Publicar o site" in the next steps opens the publish checklist', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db, { sitePublished: false });
  await openPanel(page, couple);
  await page
    .getByRole('region', { name: 'Próximos passos' })
    .getByRole('link', { name: 'Publicar o site' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Publicar o site' });
  await expect(dialog.getByRole('list', { name: 'Lista de verificação' })).toBeVisible();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard/site/publicacao`);

  // Once closed, the page stays as it is: a reload does not open it again.
  await dialog.getByRole('button', { name: 'Agora não' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Publicação e senha' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(
    (await database.db.select().from(weddings).where(eq(weddings.id, couple.wedding.id)))[0]?.sitePublished,
  ).toBe(false);
});
