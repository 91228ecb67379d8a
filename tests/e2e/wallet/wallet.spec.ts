// "Minha Carteira": a gift confirmed while the page is open appears in "Aguardando" with its release
// date without a reload; released money is withdrawn by PIX and the withdrawal ends "Pago".
import { formatBRL } from '../../../src/shared/money.ts';
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/db.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { confirmedGift, coupleWithGifts } from './wallet-helpers.ts';

const wallet = '/dashboard/carteira';

test('a gift paid while the wallet is open shows up in "Aguardando" with its release day', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(90_000);
  const couple = await coupleWithGifts(database.db, 'guests');
  await openPanel(page, couple, wallet);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Carteira' })).toBeVisible();
  const pending = page.locator('dl > div').filter({ hasText: 'Aguardando' });
  await expect(pending).toContainText(formatBRL(0));

  // A guest pays R$ 104,05 by PIX from another browser; the sandbox "bank" confirms it.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(couple.siteUrl);
  const token = await guestPage.evaluate(
    async ({ slug, itemId }) => {
      const res = await fetch(`/api/sites/${slug}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          itemId,
          name: 'Tia Cida',
          email: 'tia.cida@exemplo.com',
          cpf: '529.982.247-25',
          method: 'pix',
          idempotencyKey: crypto.randomUUID(),
        }),
      });
      return ((await res.json()) as { token: string; grossCents: number }).token;
    },
    { slug: couple.slug, itemId: couple.gift.id },
  );
  expect(token).toBeTruthy();
  await guestPage.goto(`${hosts.public}/dev/pagamentos`);
  const row = guestPage
    .getByRole('row')
    .filter({ hasText: 'Jantar romântico' })
    .filter({ hasText: 'pendente' });
  await row.getByRole('button', { name: 'Pagar' }).first().click();
  await guest.close();

  await expect(pending).toContainText(formatBRL(10_000), { timeout: 20_000 });
  await expect(pending).toContainText(/libera em \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByText('Um presente acabou de ser confirmado!')).toBeVisible();
  await expect(page.locator('dl > div').filter({ hasText: 'Total Recebido' })).toContainText(
    formatBRL(10_000),
  );
});

test('withdraws the whole available balance by PIX and sees it paid', async ({ page, database }) => {
  test.setTimeout(90_000);
  const couple = await coupleWithGifts(database.db);
  await confirmedGift(database.db, couple, 10);
  await openPanel(page, couple, wallet);
  const available = page.locator('dl > div').filter({ hasText: 'Disponível' });
  await expect(available).toContainText(formatBRL(9_611));

  await page.getByLabel('Tipo de chave PIX').selectOption('email');
  await page.getByLabel('Chave PIX', { exact: true }).fill('helena@exemplo.com');
  await page.getByRole('button', { name: 'Sacar tudo' }).click();
  await expect(page.getByLabel('Valor do saque')).toHaveValue('96,11');
  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(
    page.getByText('Saque solicitado! O dinheiro chega na sua conta em até 2 horas.'),
  ).toBeVisible();
  await expect(available).toContainText(formatBRL(0));
  const withdrawals = page.getByRole('region', { name: 'Saques' });
  await expect(withdrawals.getByText('Pago')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Extrato' }).getByText('Saque por PIX')).toBeVisible();

  await fullPageShot(page, 'wallet-1280');
  await expectNoAxeViolations(page, 'carteira');
  await page.setViewportSize({ width: 375, height: 800 });
  await fullPageShot(page, 'wallet-375');
  await expectNoAxeViolations(page, 'carteira 375');
});

test('refuses a key that is not valid for its type, in pt-BR, and withdraws nothing', async ({
  page,
  database,
}) => {
  const couple = await coupleWithGifts(database.db);
  await confirmedGift(database.db, couple, 10);
  await openPanel(page, couple, wallet);
  await page.getByLabel('Tipo de chave PIX').selectOption('cpf');
  await page.getByLabel('Chave PIX', { exact: true }).fill('123.456.789-00');
  await page.getByLabel('Valor do saque').fill('10,00');
  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Informe um CPF válido.' })).toBeVisible();
  await expect(page.locator('dl > div').filter({ hasText: 'Disponível' })).toContainText(formatBRL(9_611));
});
