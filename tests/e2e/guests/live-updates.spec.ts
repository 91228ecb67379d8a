// The couple's panel shows a guest's answer and message as they arrive, without a reload (SSE).
import { expect, test } from '../support/fixtures.ts';
import {
  couplePanel,
  guestConfirms,
  guestWrites,
  messagesPath,
  openGuestSite,
  rsvpsPath,
  total,
} from './guests-helpers.ts';

test('a new RSVP with two companions appears on "Presenças confirmadas" without a reload', async ({
  page,
  browser,
  database,
}) => {
  const couple = await couplePanel(page, database.db, rsvpsPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Presenças confirmadas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nenhuma resposta ainda' })).toBeVisible();
  await expect(total(page, 'Respostas')).toHaveText('0');

  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const guest = await openGuestSite(browser, couple.slug);
  await guestConfirms(guest.page, { name: 'Tia Glória', companions: ['Tio Ruy', 'Prima Lia'] });
  await guest.close();

  await expect(page.getByText('Nova resposta recebida')).toBeVisible();
  const table = page.getByRole('table', { name: 'Respostas dos convidados' });
  const row = table.getByRole('row', { name: /Tia Glória/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Sim');
  await expect(row).toContainText('Tio Ruy');
  await expect(row).toContainText('Prima Lia');
  await expect(total(page, 'Respostas')).toHaveText('1');
  await expect(total(page, 'Vão ao casamento')).toHaveText('1');
  await expect(total(page, 'Não vão')).toHaveText('0');
  await expect(total(page, 'Total de pessoas')).toHaveText('3');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a new message appears on "Recados recebidos" without a reload', async ({ page, browser, database }) => {
  const couple = await couplePanel(page, database.db, messagesPath);
  await expect(page.getByRole('heading', { name: 'Nenhum recado ainda' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const guest = await openGuestSite(browser, couple.slug);
  await guestWrites(
    guest.page,
    'Dona Neide',
    'Muitas felicidades!',
    'Recado publicado! Obrigado pelo carinho.',
  );
  await guest.close();

  await expect(page.getByText('Novo recado recebido')).toBeVisible();
  const card = page.getByRole('list', { name: 'Recados' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Dona Neide');
  await expect(card).toContainText('Muitas felicidades!');
  await expect(card).toContainText('Publicado');
  await expect(page.getByRole('tab', { name: /Publicados/ })).toContainText('1');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
