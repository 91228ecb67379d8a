// A guest gives a gift on a phone (issue 10): PIX with the fee on guests (R$ 104,05), paid at the
// sandbox "bank", and the couple sees it arrive in "Presentes recebidos" and in "Aguardando"
// without a reload; a card in 6x approved and a declined test card; a boleto paid from the dev page.
import { formatBRL } from '../../../src/shared/money.ts';
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/db.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { coupleWithGifts } from '../wallet/wallet-helpers.ts';
import { bankActs, fillGuest, guestPhone } from './checkout-helpers.ts';

test('a guest gives R$ 104,05 by PIX and the couple sees it arrive without a reload', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  const couple = await coupleWithGifts(database.db, 'guests');
  await openPanel(page, couple, '/dashboard/lista-de-presentes/presentes-recebidos');
  await expect(page.getByRole('heading', { name: 'Nenhum presente recebido ainda' })).toBeVisible();

  const guest = await guestPhone(browser);
  await guest.page.goto(couple.siteUrl);
  const gift = guest.page.getByRole('listitem').filter({ hasText: 'Jantar romântico' });
  await expect(gift).toContainText(formatBRL(10_405));
  await gift.getByRole('link', { name: /Presentear/ }).click();
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Jantar romântico' })).toBeVisible();
  const summary = guest.page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText('Valor do presente');
  await expect(summary).toContainText(formatBRL(10_000));
  await expect(summary).toContainText(formatBRL(405));
  await expect(summary).toContainText(`Total a pagar${formatBRL(10_405)}`);
  await expectNoAxeViolations(guest.page, 'checkout 375');
  await fullPageShot(guest.page, 'checkout-375');
  const guestEmail = await fillGuest(guest.page);
  await guest.page.getByLabel('Mensagem para os noivos (opcional)').fill('Muitas felicidades!');
  await guest.page.getByRole('button', { name: `Pagar ${formatBRL(10_405)}` }).click();

  await expect(guest.page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  await expect(guest.page.getByLabel('Código PIX copia e cola')).toHaveValue(
    /br\.gov\.bcb\.pix.*5406104\.05/,
  );
  await expect(guest.page.getByRole('img', { name: 'QR code do PIX' })).toBeVisible();
  await expectNoAxeViolations(guest.page, 'pagamento PIX 375');
  await fullPageShot(guest.page, 'checkout-pix-375');
  const paymentUrl = guest.page.url();

  const bank = await browser.newPage();
  await bankActs(bank, database.db, guestEmail);
  await bank.close();
  // The guest's page notices by itself.
  await expect(
    guest.page.getByRole('heading', { level: 1, name: 'Presente confirmado! Obrigado' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(guest.page.url()).toBe(paymentUrl);
  await guest.close();

  // The couple's page, open all along.
  const card = page.getByRole('list', { name: 'Presentes' }).getByRole('listitem').first();
  await expect(card).toContainText('Tia Cida', { timeout: 20_000 });
  await expect(card).toContainText('Muitas felicidades!');
  await expect(card).toContainText('Concluído');
  await expect(card).toContainText(formatBRL(10_000));
  await expect(card).toContainText(/disponível para saque em \d{2}\/\d{2}\/\d{4}/);
  await page.getByRole('link', { name: 'Minha Carteira' }).first().click();
  await expect(page.locator('dl > div').filter({ hasText: 'Aguardando' })).toContainText(formatBRL(10_000));
  await expect(page.locator('dl > div').filter({ hasText: 'Aguardando' })).toContainText(
    /libera em \d{2}\/\d{2}\/\d{4}/,
  );
});

test('a card in 6x is approved, and a declined test card says why and charges nothing', async ({
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  const couple = await coupleWithGifts(database.db, 'guests');
  const guest = await guestPhone(browser);
  await guest.page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  await fillGuest(guest.page);
  await guest.page.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await guest.page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
  await guest.page.getByLabel('Nome impresso no cartão').fill('CIDA SOUZA');
  await guest.page.getByLabel('Validade (MM/AA)').fill('12/30');
  await guest.page.getByLabel('Código de segurança (CVV)').fill('123');
  await guest.page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(guest.page.getByRole('alert')).toHaveText(
    'Pagamento recusado pelo cartão. Confira os dados ou use outra forma de pagamento.',
  );

  await guest.page.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await guest.page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await guest.page.getByLabel('Nome impresso no cartão').fill('CIDA SOUZA');
  await guest.page.getByLabel('Validade (MM/AA)').fill('12/30');
  await guest.page.getByLabel('Código de segurança (CVV)').fill('123');
  const instalments = guest.page.getByLabel('Parcelas');
  await expect(instalments.locator('option').nth(5)).toHaveText('6x de R$\u00a017,34 (total R$\u00a0104,05)');
  await instalments.selectOption('6');
  await fullPageShot(guest.page, 'checkout-card-375');
  await expectNoAxeViolations(guest.page, 'checkout cartão 375');
  await guest.page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(
    guest.page.getByRole('heading', { level: 1, name: 'Presente confirmado! Obrigado' }),
  ).toBeVisible();
  await expect(
    guest.page.getByText('Cartão Visa final 1111, 6x de R$\u00a017,34 (total R$\u00a0104,05).'),
  ).toBeVisible();
  await guest.close();
});

test('a boleto shows its line and slip and is confirmed when the bank pays it', async ({
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  const couple = await coupleWithGifts(database.db);
  const guest = await guestPhone(browser);
  await guest.page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  const guestEmail = await fillGuest(guest.page, 'Primo Léo');
  await guest.page.getByRole('radio', { name: /Boleto/ }).check();
  await guest.page.getByRole('button', { name: `Pagar ${formatBRL(10_000)}` }).click();
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  await expect(guest.page.getByLabel('Linha digitável')).toHaveValue(
    /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
  );
  await fullPageShot(guest.page, 'checkout-boleto-375');
  await expectNoAxeViolations(guest.page, 'pagamento boleto 375');
  const slip = guest.page.waitForEvent('popup');
  await guest.page.getByRole('link', { name: 'Imprimir boleto' }).click();
  const slipPage = await slip;
  await expect(slipPage.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
  await expect(slipPage.getByText('Primo Léo, CPF ***.982.247-**')).toBeVisible();
  await slipPage.close();

  const bank = await browser.newPage();
  await bankActs(bank, database.db, guestEmail);
  await bank.close();
  await expect(
    guest.page.getByRole('heading', { level: 1, name: 'Presente confirmado! Obrigado' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await guest.close();
});

test('without JavaScript the checkout still works and explains mistakes', async ({ browser, database }) => {
  const couple = await coupleWithGifts(database.db);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 780 },
  });
  const guest = await context.newPage();
  await guest.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  await guest.getByLabel('Seu nome').fill('Tia Cida');
  await guest.getByLabel('Seu e-mail').fill('tia@exemplo.com');
  await guest.getByLabel('CPF').fill('111.111.111-11');
  await guest.getByRole('button', { name: /^Pagar/ }).click();
  await expect(guest.getByRole('alert')).toHaveText('Informe um CPF válido.');
  await expect(guest.getByLabel('Seu nome')).toHaveValue('Tia Cida');
  await guest.getByLabel('CPF').fill('529.982.247-25');
  await guest.getByRole('button', { name: /^Pagar/ }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  await context.close();
});

test('side by side on a wide screen, the e-mail and CPF boxes line up whatever their hints', async ({
  page,
  database,
}) => {
  const couple = await coupleWithGifts(database.db);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  const email = await page.getByLabel('Seu e-mail').boundingBox();
  const cpf = await page.getByLabel('CPF', { exact: true }).boundingBox();
  expect(email && cpf).toBeTruthy();
  if (!email || !cpf) return;
  // Side by side, not stacked, so this is the case where a shorter hint could stretch a box.
  expect(cpf.x).toBeGreaterThan(email.x + email.width);
  expect(cpf.y).toBeCloseTo(email.y, 0);
  expect(cpf.height).toBeCloseTo(email.height, 0);
});
