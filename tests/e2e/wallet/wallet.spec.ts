// "Minha Carteira": a gift confirmed while the page is open appears in "Aguardando" with its release
// date without a reload; released money is withdrawn by PIX after a review sheet and re-entering the
// password, a receipt follows and the withdrawal ends "Pago"; a new payout key shows its 24-hour hold.
import { desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../../../src/server/db/schema.ts';
import { formatBRL } from '../../../src/shared/money.ts';
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissToasts, expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { activePayoutKey, confirmedGift, coupleWithGifts } from './wallet-helpers.ts';

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

test('a couple withdraws after re-entering the password (375 px)', async ({ page, database }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const couple = await coupleWithGifts(database.db);
  await activePayoutKey(database.db, couple);
  await confirmedGift(database.db, couple, 10);
  await openPanel(page, couple, wallet);
  const available = page.locator('dl > div').filter({ hasText: 'Disponível' });
  await expect(available).toContainText(formatBRL(9_611));
  await expect(page.getByText('O saque vai para a chave E-mail helena@exemplo.com.')).toBeVisible();

  await page.getByRole('button', { name: 'Sacar tudo' }).click();
  await expect(page.getByLabel('Valor do saque')).toHaveValue('96,11');
  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  // The review sheet: what leaves, to which key, holder and bank, before the password.
  const review = page.getByRole('dialog', { name: 'Confira o saque' });
  await expect(review).toContainText(formatBRL(9_611));
  await expect(review).toContainText('E-mail helena@exemplo.com');
  await expect(review).toContainText('TitularHelena Duarte, CPF ***.533.447-**');
  await expect(review).toContainText('BancoBanco Sandbox');
  await fullPageShot(page, 'wallet-review-375');
  await review.getByRole('button', { name: 'Confirmar saque' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Sua senha').fill('nao-e-a-senha');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Senha incorreta.' })).toBeVisible();
  await dialog.getByLabel('Sua senha').fill(couple.password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  const receipt = page.getByRole('dialog', { name: 'Comprovante de saque' });
  await expect(
    receipt.getByText('Saque solicitado! O dinheiro chega na sua conta em até 2 horas.'),
  ).toBeVisible();
  await expect(receipt).toContainText(formatBRL(9_611));
  await expectNoAxeViolations(page, 'comprovante de saque 375');
  await fullPageShot(page, 'wallet-receipt-375');
  await receipt.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(receipt).toBeHidden();
  await expect(available).toContainText(formatBRL(0));
  const withdrawals = page.getByRole('region', { name: 'Saques' });
  await expect(withdrawals.getByText('Pago')).toBeVisible({ timeout: 30_000 });
  await expect(withdrawals.getByText('Situação', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Extrato' }).getByText('Saque por PIX')).toBeVisible();

  // The toast is closed and its fade waited for: measured half-way, its colours would read as too faint.
  await dismissToasts(page);
  await expect(
    page.getByText('Saque solicitado! O dinheiro chega na sua conta em até 2 horas.'),
  ).toBeHidden();
  await fullPageShot(page, 'wallet-375');
  await expectNoAxeViolations(page, 'carteira 375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await fullPageShot(page, 'wallet-1280');
});

test('a new PIX key shows its 24-hour hold (375 px)', async ({ page, database }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const couple = await coupleWithGifts(database.db);
  await confirmedGift(database.db, couple, 10);
  await openPanel(page, couple, wallet);
  const keySection = page.getByRole('region', { name: 'Chave PIX para saques' });
  await expect(keySection.getByText('Nenhuma chave ativa ainda.')).toBeVisible();

  await keySection.getByLabel('CPF do titular da conta').fill('390.533.447-05');
  await keySection.getByLabel('Tipo de chave PIX').selectOption('email');
  await keySection.getByLabel('Chave PIX', { exact: true }).fill('outra.pessoa@exemplo.com');
  await keySection.getByRole('button', { name: 'Salvar chave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await dialog.getByLabel('Sua senha').fill(couple.password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    keySection.getByRole('alert').filter({
      hasText: 'Essa chave PIX pertence a outra pessoa. Use uma chave em nome do titular cadastrado.',
    }),
  ).toBeVisible();

  // The grant lasts 10 minutes: the corrected key needs no second confirmation.
  await keySection.getByLabel('Chave PIX', { exact: true }).fill('helena@exemplo.com');
  await keySection.getByRole('button', { name: 'Salvar chave' }).click();
  await expect(
    keySection.getByText(/^Nova chave em espera até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/),
  ).toBeVisible();
  await expect(keySection.getByText('Titular: CPF ***.533.447-**')).toBeVisible();
  await expect(
    page.getByText('Sua chave PIX está em espera por segurança. Você poderá sacar quando ela ficar ativa.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled();
  await fullPageShot(page, 'wallet-key-hold-375');
  await expectNoAxeViolations(page, 'carteira chave em espera 375');

  await keySection.getByRole('button', { name: 'Cancelar nova chave' }).click();
  await expect(keySection.getByText(/Nova chave em espera/)).toBeHidden();
  await expect(keySection.getByText('Nenhuma chave ativa ainda.')).toBeVisible();

  // Registered again, then cancelled by the e-mail's one-time link (which works once).
  await keySection.getByLabel('Chave PIX', { exact: true }).fill('helena@exemplo.com');
  await keySection.getByRole('button', { name: 'Salvar chave' }).click();
  await expect(keySection.getByText(/^Nova chave em espera até/)).toBeVisible();
  const [mail] = await database.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, couple.email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+\/chave-pix\/cancelar\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link as string);
  await page.goto(`${hosts.painel}${path.pathname}${path.search}`);
  await expect(
    page.getByText(
      'A nova chave PIX foi cancelada. Os saques continuam indo para a chave anterior, se houver.',
    ),
  ).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Este link de cancelamento é inválido, expirou ou já foi usado.' }),
  ).toBeVisible();
  await page.goto(`${hosts.painel}${wallet}`);
  await expect(keySection.getByText('Nenhuma chave ativa ainda.')).toBeVisible();
  await expect(keySection.getByText(/Nova chave em espera/)).toBeHidden();
});
