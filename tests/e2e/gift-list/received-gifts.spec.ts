// "Presentes recebidos" (issue 10): the couple finds a gift by the guest's name without accents,
// filters by status (confirmed gifts first, a declined one only when asked for, and never as money
// the couple gets), downloads the CSV for a spreadsheet and thanks the guest by e-mail.
import { readFile } from 'node:fs/promises';
import { formatBRL } from '../../../src/shared/money.ts';
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { confirmedGift, coupleWithGifts } from '../wallet/wallet-helpers.ts';

test('the couple searches, filters, exports and thanks a guest for a gift', async ({ page, database }) => {
  test.setTimeout(90_000);
  const couple = await coupleWithGifts(database.db);
  await confirmedGift(database.db, couple, 1, {
    name: 'João Antônio',
    email: 'joao.antonio@exemplo.com',
    message: 'Felicidades ao casal!',
  });
  await confirmedGift(database.db, couple, 2, { name: 'Tia Cida', email: 'tia.cida@exemplo.com' });
  await confirmedGift(database.db, couple, 3, { name: 'Primo Léo', email: 'leo@exemplo.com' }, 'declined');

  await page.setViewportSize({ width: 375, height: 780 });
  await openPanel(page, couple, '/dashboard/lista-de-presentes/presentes-recebidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Presentes recebidos' })).toBeVisible();
  await expect(page.getByText(`2 presentes confirmados · ${formatBRL(2 * 9_611)} para vocês`)).toBeVisible();
  const gifts = page.getByRole('list', { name: 'Presentes' }).getByRole('listitem');
  await expect(gifts).toHaveCount(2);
  await expect(page.getByLabel('Situação')).toHaveValue('concluido');
  await expect(page.getByText('Primo Léo')).toBeHidden();
  await expectNoAxeViolations(page, 'presentes recebidos 375');
  await fullPageShot(page, 'presentes-recebidos-375');

  await page.getByLabel('Buscar por convidado ou presente').fill('joao antonio');
  await expect(gifts).toHaveCount(1);
  await expect(gifts.first()).toContainText('João Antônio');
  await expect(gifts.first()).toContainText('Felicidades ao casal!');
  await page.getByLabel('Buscar por convidado ou presente').fill('');
  await page.getByLabel('Situação').selectOption({ label: 'Pendente' });
  await expect(page.getByText('Nenhum presente encontrado com esses filtros.')).toBeVisible();
  await page.getByLabel('Situação').selectOption({ label: 'Recusado' });
  await expect(gifts).toHaveCount(1);
  await expect(gifts.first()).toContainText('Primo Léo');
  await expect(gifts.first()).toContainText(`Valor${formatBRL(10_000)}`);
  await expect(gifts.first()).not.toContainText('Vocês recebem');
  await page.getByLabel('Situação').selectOption({ label: 'Concluído' });
  await expect(gifts).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('João Antônio');
  expect(csv).toContain('Tia Cida');
  // Every gift, the declined one too with its status, for the couple's own records.
  expect(csv).toContain('Recusado');
  expect(csv.split(/\r?\n/).filter(Boolean)).toHaveLength(4);

  const cida = gifts.filter({ hasText: 'Tia Cida' });
  await cida.getByRole('button', { name: 'Agradecer Tia Cida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agradecer Tia' });
  await dialog.getByRole('button', { name: 'Enviar agradecimento' }).click();
  await expect(dialog.getByText('Escrevam uma mensagem de agradecimento.')).toBeVisible();
  await dialog.getByLabel('Mensagem de agradecimento').fill('Tia, obrigada pelo jantar!');
  await dialog.getByRole('button', { name: 'Enviar agradecimento' }).click();
  await expect(page.getByText('Agradecimento enviado!')).toBeVisible();
  await expect(cida).toContainText(/Agradecido em \d{2}\/\d{2}\/\d{4}/);
  await expect(cida.getByRole('button', { name: 'Agradecer de novo Tia Cida' })).toBeVisible();

  // The e-mail goes out through the job queue: look again until it is in the outbox.
  await expect(async () => {
    await page.goto(`${hosts.public}/dev/outbox`);
    await expect(page.locator('article').filter({ hasText: 'tia.cida@exemplo.com' }).first()).toContainText(
      'Tia, obrigada pelo jantar!',
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });
});
