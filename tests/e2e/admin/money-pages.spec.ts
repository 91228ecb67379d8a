// The back office's dashboard, gift-lists overview, finances and payments with live data: a couple
// made here receives a gift, the admin finds it on each page, opens its details and refunds it.
// Each page passes axe and is photographed at 1280 px.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { giftPayments, sandboxCharges } from '../../../src/server/db/schema.ts';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { formatBRL } from '../../../src/shared/money.ts';
import { expectNoAxeViolations, expectToastAccessible } from '../support/axe.ts';
import { expect, signInAs, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { confirmedGift, coupleWithGifts } from '../wallet/wallet-helpers.ts';

const password = 'Admin#Forte2027';

test('dashboard, overview, finances and payments show a gift, and the admin refunds it', async ({
  page,
  database,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password, role: 'admin' });
  const couple = await coupleWithGifts(database.db);
  const guestEmail = `convidado-${randomUUID().slice(0, 8)}@exemplo.com`;
  const payment = await confirmedGift(database.db, couple, 1, { name: 'Tia Cida', email: guestEmail });
  // The sandbox needs a charge to refund: give the payment one, paid.
  const charge = `chg_e2e${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await database.db.insert(sandboxCharges).values({
    id: charge,
    method: 'pix',
    amountCents: 10_000,
    status: 'paid',
    description: 'Jantar romântico',
    customerName: 'Tia Cida',
    externalReference: payment.id,
  });
  await database.db
    .update(giftPayments)
    .set({ providerChargeId: charge })
    .where(eq(giftPayments.id, payment.id));

  await signInAs(page, 'admin', email);

  // Dashboard.
  await page.goto(`${hosts.admin}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const gifts = page
    .locator('dl > div')
    .filter({ has: page.getByText('Presentes (30 dias)', { exact: true }) });
  await expect(gifts).toContainText(/\d+.*(vs\. 30 dias anteriores)/);
  await expect(page.getByRole('img', { name: /presentes por dia/ })).toBeVisible();
  await page.getByText('Ver os dados do gráfico').click();
  await expect(page.getByRole('table', { name: 'Presentes por dia, últimos 30 dias' })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard 1280');
  await fullPageShot(page, 'admin-dashboard-1280');

  // Gift-lists overview: search, filters, details.
  await page.goto(`${hosts.admin}/admin/lista-de-presentes/visao-geral`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visão Geral' })).toBeVisible();
  await page.getByLabel('Buscar casal').fill(couple.email);
  const row = page.getByRole('row').filter({ hasText: couple.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Personalizada');
  await expect(row).toContainText('Publicada');
  await expect(row).toContainText(formatBRL(9_611));
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Status da lista').selectOption('rascunho');
  await expect(page.getByText('Nenhuma lista encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect(row).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'visão geral 1280');
  await fullPageShot(page, 'admin-gift-lists-1280');
  await row.getByRole('button', { name: /Ver detalhes da lista de/ }).click();
  const dialog = page.getByRole('dialog', { name: /Lista de/ });
  await expect(dialog.locator('dl > div').filter({ hasText: 'Presentes recebidos' })).toContainText('1');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Tia Cida' })).toContainText('Concluído');
  await expectNoAxeViolations(page, 'detalhes da lista');
  await page.keyboard.press('Escape');

  // Finances.
  await page.goto(`${hosts.admin}/admin/finances`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finanças' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Finanças por dia' })).toBeVisible();
  await page.getByLabel('Agrupar por').selectOption('mes');
  await expect(page.getByRole('table', { name: 'Finanças por mês' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^financas-mes-.*\.csv$/);
  await expectNoAxeViolations(page, 'finanças 1280');
  await fullPageShot(page, 'admin-finances-1280');

  // Payments: find the gift, open it, refund it.
  await page.goto(`${hosts.admin}/admin/payments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
  await page.getByLabel('Casal').fill(couple.email);
  await page.getByLabel('Status').selectOption('concluido');
  const paymentRow = page.getByRole('row').filter({ hasText: 'Tia Cida' });
  await expect(paymentRow).toHaveCount(1);
  await expectNoAxeViolations(page, 'pagamentos 1280');
  await fullPageShot(page, 'admin-payments-1280');
  await paymentRow.getByRole('button', { name: /Detalhes/ }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do pagamento' });
  await expect(details).toContainText('Taxa (3,89%)');
  await expect(details.getByRole('table', { name: 'Lançamentos no razão' })).toContainText(
    'Carteira do casal',
  );
  await expectNoAxeViolations(page, 'detalhes do pagamento');
  await details.getByRole('button', { name: 'Estornar pagamento' }).click();
  const confirm = page.getByRole('dialog', { name: 'Estornar este pagamento?' });
  await confirm.getByRole('button', { name: 'Estornar' }).click();
  await expect(page.getByText('Pagamento estornado')).toBeVisible();
  await expectToastAccessible(page, 'Pagamento estornado');
  await expect(details).toContainText('Estornado');
  await expect(details.getByRole('table', { name: 'Lançamentos no razão' })).toContainText('Estorno');
  await expect(details.getByRole('button', { name: 'Estornar pagamento' })).toHaveCount(0);
  const [after] = await database.db.select().from(giftPayments).where(eq(giftPayments.id, payment.id));
  expect(after?.status).toBe('estornado');

  // Withdrawals tab.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Saques' }).click();
  await expect(page.getByLabel('Status do saque')).toBeVisible();
  await expectNoAxeViolations(page, 'saques 1280');
});

test('on a phone, wide money tables scroll inside their frame and never widen the page', async ({
  page,
  database,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password, role: 'admin' });
  const couple = await coupleWithGifts(database.db);
  await confirmedGift(database.db, couple, 1, { name: 'Tia Cida', email: 'tia.cida@exemplo.com' });
  await signInAs(page, 'admin', email);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto(`${hosts.admin}/admin/payments`);
  await page.getByLabel('Casal').fill(couple.email);
  await expect(page.getByRole('row').filter({ hasText: 'Tia Cida' })).toHaveCount(1);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto(`${hosts.admin}/admin/couples/${couple.user.id}?aba=financeiro`);
  await expect(page.getByRole('row').filter({ hasText: 'Tia Cida' })).toHaveCount(1);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await fullPageShot(page, 'admin-couple-financeiro-375');
  await page.getByRole('tab', { name: 'Lista de Presentes' }).click();
  await expect(page.getByRole('table', { name: 'Presentes da lista' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('the payments and withdrawals lists keep their tab and filters in the address, through a reload and the back button', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password, role: 'admin' });
  const couple = await coupleWithGifts(database.db);
  await confirmedGift(database.db, couple, 1, { name: 'Tia Cida', email: 'tia.cida@exemplo.com' });
  await signInAs(page, 'admin', email);
  const paymentRow = page.getByRole('row').filter({ hasText: 'Tia Cida' });

  await page.goto(`${hosts.admin}/admin/payments`);
  await page.getByLabel('Casal').fill(couple.email);
  await expect(page).toHaveURL(`${hosts.admin}/admin/payments?casal=${encodeURIComponent(couple.email)}`);
  // Each filter lands in the address before the next is chosen, as a person's next click would.
  await page.getByLabel('Status').selectOption('concluido');
  await expect(page).toHaveURL(/&status=concluido$/);
  await page.getByLabel('Forma de pagamento').selectOption('pix');
  await expect(page).toHaveURL(/&status=concluido&metodo=pix$/);
  await page.getByLabel('De', { exact: true }).fill('2020-01-01');
  await expect(page).toHaveURL(/&status=concluido&metodo=pix&de=2020-01-01$/);
  await expect(paymentRow).toHaveCount(1);

  await page.reload();
  await expect(page.getByLabel('Casal')).toHaveValue(couple.email);
  await expect(page.getByLabel('Status')).toHaveValue('concluido');
  await expect(page.getByLabel('Forma de pagamento')).toHaveValue('pix');
  await expect(page.getByLabel('De', { exact: true })).toHaveValue('2020-01-01');
  await expect(paymentRow).toHaveCount(1);

  // Another tab opens on its own list's defaults, and keeps its filter in the address too.
  await page.getByRole('tab', { name: 'Saques' }).click();
  await expect(page).toHaveURL(`${hosts.admin}/admin/payments?aba=saques`);
  await page.getByLabel('Status do saque').selectOption('falhou');
  await expect(page).toHaveURL(/\?aba=saques&status=falhou$/);
  await page.goto(`${hosts.admin}/admin/finances`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finanças' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Saques' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Status do saque')).toHaveValue('falhou');

  // A shared address opens the same view.
  await page.goto(`${hosts.admin}/admin/payments?casal=${encodeURIComponent(couple.email)}&status=estornado`);
  await expect(page.getByLabel('Casal')).toHaveValue(couple.email);
  await expect(page.getByLabel('Status')).toHaveValue('estornado');
  await expect(page.getByText('Nenhum pagamento encontrado. Confira a busca e os filtros.')).toBeVisible();
});
