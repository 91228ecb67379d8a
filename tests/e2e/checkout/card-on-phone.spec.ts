// The card checkout on a 390 px phone (issue 20): the number grouped in fours with its brand, the
// expiry masked as it is typed ("1229" shows "12/29"), mistakes caught before the post, and after a
// refusal every value but the card's number and CVV kept, with the focus on what to fix.
import type { Page } from '@playwright/test';
import { formatBRL } from '../../../src/shared/money.ts';
import { expect, test } from '../support/db.ts';
import { coupleWithGifts } from '../wallet/wallet-helpers.ts';
import { fillGuest, guestPhone } from './checkout-helpers.ts';

async function typeCard(page: Page, card: { number: string; expiry: string; cvv: string }) {
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await page.getByLabel('Número do cartão').pressSequentially(card.number);
  await page.getByLabel('Nome impresso no cartão').fill('CIDA SOUZA');
  await page.getByLabel('Validade (MM/AA)').pressSequentially(card.expiry);
  await page.getByLabel('Código de segurança (CVV)').fill(card.cvv);
}

test('a guest pays by card typing the number and 1229 as a phone keypad gives them', async ({
  browser,
  database,
}) => {
  const couple = await coupleWithGifts(database.db);
  const guest = await guestPhone(browser, { width: 390 });
  await guest.page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  await fillGuest(guest.page);
  await typeCard(guest.page, { number: '4111111111111111', expiry: '1229', cvv: '123' });
  await expect(guest.page.getByLabel('Número do cartão')).toHaveValue('4111 1111 1111 1111');
  await expect(guest.page.getByText('Visa', { exact: true })).toBeVisible();
  await expect(guest.page.getByLabel('Validade (MM/AA)')).toHaveValue('12/29');
  await expect(guest.page.getByLabel('Validade (MM/AA)')).toHaveAttribute('inputmode', 'numeric');
  await guest.page.getByRole('button', { name: `Pagar ${formatBRL(10_000)}` }).click();
  await expect(
    guest.page.getByRole('heading', { level: 1, name: 'Presente confirmado! Obrigado' }),
  ).toBeVisible();
  await expect(guest.page.getByText(/Cartão Visa final 1111/)).toBeVisible();
  await guest.close();
});

test('a wrong CVV is caught before the post, and a declined card keeps every other value', async ({
  browser,
  database,
}) => {
  const couple = await coupleWithGifts(database.db);
  const guest = await guestPhone(browser, { width: 390 });
  const { page } = guest;
  await page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  const email = await fillGuest(page);
  await page.getByLabel('Mensagem para os noivos (opcional)').fill('Felicidades!');
  await typeCard(page, { number: '4000000000000002', expiry: '1230', cvv: '12' });
  await page.getByLabel('Parcelas').selectOption('3');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  const cvv = page.getByLabel('Código de segurança (CVV)');
  await expect(page.getByText('Confira o código de segurança (CVV).')).toBeVisible();
  await expect(cvv).toBeFocused();
  await expect(cvv).toHaveAttribute('aria-invalid', 'true');
  await cvv.fill('123');
  await expect(page.getByText('Confira o código de segurança (CVV).')).toHaveCount(0);

  // The test card the sandbox declines: the page comes back with the guest's values.
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Pagamento recusado pelo cartão. Confira os dados ou use outra forma de pagamento.',
  );
  await expect(page.getByLabel('Seu nome')).toHaveValue('Tia Cida');
  await expect(page.getByLabel('Seu e-mail')).toHaveValue(email);
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(page.getByLabel('Mensagem para os noivos (opcional)')).toHaveValue('Felicidades!');
  await expect(page.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked();
  await expect(page.getByLabel('Nome impresso no cartão')).toHaveValue('CIDA SOUZA');
  await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue('12/30');
  await expect(page.getByLabel('Parcelas')).toHaveValue('3');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('');
  await expect(cvv).toHaveValue('');
  await expect(page.getByLabel('Número do cartão')).toBeFocused();
  await expect(page.getByLabel('Número do cartão')).toBeInViewport();
  // The reason is beside it, not a screen above.
  await expect(page.getByRole('alert')).toBeInViewport();
  await guest.close();
});

test('without JavaScript the server reads 1229, and a wrong CVV comes back on its field', async ({
  browser,
  database,
}) => {
  const couple = await coupleWithGifts(database.db);
  const guest = await guestPhone(browser, { width: 390, javaScript: false });
  const { page } = guest;
  await page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  await fillGuest(page);
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await page.getByLabel('Número do cartão').fill('4111111111111111');
  await page.getByLabel('Nome impresso no cartão').fill('CIDA SOUZA');
  await page.getByLabel('Validade (MM/AA)').fill('1229');
  await page.getByLabel('Código de segurança (CVV)').fill('12');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Confira o código de segurança (CVV).');
  const cvv = page.getByLabel('Código de segurança (CVV)');
  await expect(cvv).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Seu nome')).toHaveValue('Tia Cida');
  await expect(page.getByLabel('Nome impresso no cartão')).toHaveValue('CIDA SOUZA');
  await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue('1229');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('');

  await page.getByLabel('Número do cartão').fill('4111111111111111');
  await cvv.fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Presente confirmado! Obrigado' })).toBeVisible();
  await guest.close();
});
