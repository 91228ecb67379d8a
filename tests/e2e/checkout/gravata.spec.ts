// "Gravata digital": the couple prints the card (PNG and PDF); its QR opens a page where a guest
// gives any amount from R$ 10,00 by PIX with a message, and it arrives as "Gravata digital".
import { writeFile } from 'node:fs/promises';
import { formatBRL } from '../../../src/shared/money.ts';
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/db.ts';
import { fullPageShot, shotPath, shotsWanted } from '../support/screenshots.ts';
import { coupleWithGifts } from '../wallet/wallet-helpers.ts';
import { bankActs, fillGuest, guestPhone } from './checkout-helpers.ts';

test('the couple prints the gravata card and a guest gives R$ 50,00 by PIX through it', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  const couple = await coupleWithGifts(database.db);
  await openPanel(page, couple, '/dashboard/lista-de-presentes/gravata-digital');
  const card = page.getByRole('img', { name: 'Cartão da gravata digital com os nomes de vocês e o QR code' });
  await expect(card).toBeVisible();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1240);
  const png = await page.evaluate(async (id) => {
    const res = await fetch(`/api/weddings/${id}/gravata.png`);
    return Array.from(new Uint8Array(await res.arrayBuffer()));
  }, couple.wedding.id);
  expect(png.slice(0, 4)).toEqual([0x89, 0x50, 0x4e, 0x47]); // a PNG
  if (shotsWanted) await writeFile(shotPath('gravata-card'), Buffer.from(png));
  const pdf = await page.evaluate(async (id) => {
    const res = await fetch(`/api/weddings/${id}/gravata.pdf`);
    return {
      type: res.headers.get('content-type'),
      start: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)),
    };
  }, couple.wedding.id);
  expect(pdf).toEqual({ type: 'application/pdf', start: '%PDF-' });
  await expectNoAxeViolations(page, 'gravata digital no painel');
  await fullPageShot(page, 'gravata-panel-1280');

  const guest = await guestPhone(browser);
  await guest.page.goto(`${couple.siteUrl}/gravata`);
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Gravata digital' })).toBeVisible();
  await expect(guest.page.getByRole('radio')).toHaveCount(1);
  const guestEmail = await fillGuest(guest.page, 'Padrinho Beto');
  await guest.page.getByLabel('Valor do presente').fill('9,99');
  await guest.page.getByRole('button', { name: 'Dar a gravata por PIX' }).click();
  await expect(guest.page.getByRole('alert')).toHaveText(`O valor mínimo é ${formatBRL(1_000)}.`);
  // Typed the short way, shown back as the panels' BRL field shows an amount.
  const amount = guest.page.getByLabel('Valor do presente');
  await amount.fill('50');
  await amount.blur();
  await expect(amount).toHaveValue('50,00');
  // The refusal was the amount's: it shows on the field, and goes, there and above the form, once fixed.
  await expect(guest.page.getByRole('alert')).toHaveCount(0);
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  if (shotsWanted) {
    await guest.page.setViewportSize({ width: 1280, height: 900 });
    await guest.page.screenshot({ path: shotPath('gravata-valor-1280') });
    await guest.page.setViewportSize({ width: 375, height: 780 });
    await guest.page.screenshot({ path: shotPath('gravata-valor-375') });
  }
  await guest.page.getByLabel('Mensagem para os noivos (opcional)').fill('Viva os noivos!');
  await expect(guest.page.getByRole('region', { name: 'Resumo' })).toContainText(formatBRL(5_000));
  await expectNoAxeViolations(guest.page, 'gravata 375');
  await fullPageShot(guest.page, 'gravata-375');
  await guest.page.getByRole('button', { name: 'Dar a gravata por PIX' }).click();
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  await guest.close();

  const bank = await browser.newPage();
  await bankActs(bank, database.db, guestEmail);
  await bank.close();
  await page.goto(
    `${couple.siteUrl.replace('noivos.', 'painel.').replace(/\/[^/]+$/, '')}/dashboard/lista-de-presentes/presentes-recebidos`,
  );
  const gift = page.getByRole('list', { name: 'Presentes' }).getByRole('listitem').first();
  await expect(gift).toContainText('Gravata digital', { timeout: 20_000 });
  await expect(gift).toContainText('Padrinho Beto');
  await expect(gift).toContainText('Viva os noivos!');
});
