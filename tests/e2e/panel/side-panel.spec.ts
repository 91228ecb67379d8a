import { readFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import { panelMessages } from '../../../src/web/painel/layout/panel-messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath, shotsWanted } from '../support/screenshots.ts';
import { createPanelCouple, openPanel } from './panel-helpers.ts';

test('the side panel collapses to icons, stays so after a reload and toggles with Ctrl+B', async ({
  page,
  context,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple);
  const sidebar = page.getByRole('complementary', { name: 'Painel lateral' });
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');

  await sidebar.getByRole('button', { name: 'Recolher painel lateral' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await expect(sidebar.getByRole('button', { name: 'Aparência do Site' })).toBeVisible();
  await expect(sidebar.getByText('Endereço do site')).toHaveCount(0);
  // The domain's icon says its name in its tooltip.
  const domain = sidebar.getByRole('link', { name: 'Comprar Domínio' });
  await domain.hover();
  await expect(page.getByText('Comprar Domínio').first()).toBeVisible();
  if (shotsWanted)
    await page.screenshot({
      path: shotPath('panel/sidebar-collapsed-domain-1280'),
      clip: { x: 0, y: 0, width: 420, height: 520 },
    });
  await expect(domain).not.toHaveClass(/bg-brand-dark/);

  const stored = async () => (await context.cookies(hosts.painel)).find((c) => c.name === 'sidebar_state');
  const cookie = await stored();
  expect(cookie?.value).toBe('false');
  expect(cookie?.path).toBe('/');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(604_800 - 120);
  expect(lifetime).toBeLessThanOrEqual(604_800 + 1);

  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await stored())?.value).toBe('true');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');

  // An icon of the collapsed panel expands it with its section open.
  await sidebar.getByRole('button', { name: 'Meus Convidados' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(sidebar.getByRole('button', { name: 'Meus Convidados' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar.getByRole('link', { name: 'Recados recebidos' })).toBeVisible();
});

test('only one section of the side panel is open at a time', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple);
  const sidebar = page.getByRole('complementary', { name: 'Painel lateral' });
  const appearance = sidebar.getByRole('button', { name: 'Aparência do Site' });
  const guests = sidebar.getByRole('button', { name: 'Meus Convidados' });

  await appearance.click();
  await expect(appearance).toHaveAttribute('aria-expanded', 'true');
  for (const name of [
    'Alterar tema',
    'Personalizar tema',
    'Editar introdução do site',
    'Editar seções do site',
    'Configurar música',
  ])
    await expect(sidebar.getByRole('link', { name })).toBeVisible();

  await guests.click();
  await expect(guests).toHaveAttribute('aria-expanded', 'true');
  await expect(appearance).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: 'Alterar tema' })).toBeHidden();
  await expect(sidebar.getByRole('link', { name: 'Presenças confirmadas' })).toBeVisible();
  expect(await sidebar.locator('nav [aria-expanded="true"]').count()).toBe(1);

  await guests.click();
  expect(await sidebar.locator('nav [aria-expanded="true"]').count()).toBe(0);

  await sidebar.getByRole('button', { name: 'Papelaria' }).click();
  for (const name of ['Convite', 'Save the Date', 'Comunicado'])
    await expect(sidebar.getByRole('link', { name })).not.toContainText('Em breve');
  await sidebar.getByRole('button', { name: 'Serviços Adicionais' }).click();
  const download = sidebar.getByRole('link', { name: /Cópia do site/ });
  await expect(download).not.toContainText('Em breve');
  await download.click();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard/servicos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Serviços Adicionais' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cópia do site' })).toBeVisible();
  // The shop stays "Em breve".
  await expect(page.getByRole('heading', { level: 2, name: /Loja/ })).toContainText('Em breve');
});

test('the side panel shows the real site address and copies it', async ({ page, context, database }) => {
  const couple = await createPanelCouple(database.db);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hosts.painel });
  await openPanel(page, couple);
  const sidebar = page.getByRole('complementary', { name: 'Painel lateral' });
  await expect(sidebar.getByTestId('endereco-do-site')).toHaveText(couple.siteUrl.replace('http://', ''));

  const view = sidebar.getByRole('link', { name: 'Ver', exact: true });
  await expect(view).toHaveAttribute('href', couple.siteUrl);
  await expect(view).toHaveAttribute('target', '_blank');
  const popupOpened = page.waitForEvent('popup');
  await view.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(couple.siteUrl);
  await popup.close();

  await sidebar.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(page.getByText(panelMessages.linkCopied, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(couple.siteUrl);

  await sidebar.getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard/site/secoes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar seções do site' })).toBeVisible();
});

test('Compartilhar offers WhatsApp and the system share sheet', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await openPanel(page, couple);
  const sidebar = page.getByRole('complementary', { name: 'Painel lateral' });
  const share = sidebar.getByRole('button', { name: 'Compartilhar' });
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(panelMessages.shareMessage(couple.siteUrl))}`;
  await expect(page.getByRole('menuitem', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
    'href',
    whatsapp,
  );
  await page.getByRole('menuitem', { name: 'Mais opções de compartilhamento' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared[0]?.url))
    .toBe(couple.siteUrl);

  // The share prompt at the foot of the panel sends the same message.
  await expect(
    sidebar
      .getByRole('region', { name: 'Compartilhe seu site' })
      .getByRole('link', { name: 'Enviar pelo WhatsApp' }),
  ).toHaveAttribute('href', whatsapp);
});

test('the QR code of the site address downloads as PNG and SVG', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple);
  const sidebar = page.getByRole('complementary', { name: 'Painel lateral' });
  await expect(
    sidebar.getByRole('img', { name: `QR code do endereço ${couple.siteUrl.replace('http://', '')}` }),
  ).toBeVisible();

  const pngDownload = page.waitForEvent('download');
  await sidebar.getByRole('link', { name: 'Baixar PNG' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe(`qr-code-${couple.slug}.png`);
  const pngBytes = await readFile(await png.path());
  expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  const svgDownload = page.waitForEvent('download');
  await sidebar.getByRole('link', { name: 'Baixar SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe(`qr-code-${couple.slug}.svg`);
  const svgText = await readFile(await svg.path(), 'utf8');
  expect(svgText.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  // The same renderer on the server side gives the same drawing: the code holds the site URL.
  const expected = await QRCode.toString(couple.siteUrl, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#333c4fff', light: '#ffffffff' },
  });
  expect(svgText).toBe(expected);
});

test('the domain card shows the price and leads to its page', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple);
  const sidebar = page.getByRole('complementary', { name: 'Painel lateral' });
  await expect(
    sidebar.getByRole('region', { name: 'Domínio personalizado' }).getByText('R$\u00a059,90'),
  ).toBeVisible();
  // A quiet link under the site's own buttons, never a primary (filled) one.
  const domain = sidebar.getByRole('region', { name: 'Domínio personalizado' });
  await expect(domain.getByText('Em breve', { exact: true })).toHaveCount(0);
  await expect(domain.getByRole('link', { name: 'Comprar Domínio' })).not.toHaveClass(/bg-brand-dark/);
  await sidebar.getByRole('link', { name: 'Comprar Domínio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Domínio personalizado' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Registrar um domínio' })).toBeChecked();
});
