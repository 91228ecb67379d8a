// Serviços Adicionais (issue 23): the couple opens the services page, buys the site keepsake on the
// guests' checkout (PIX), the sandbox bank pays it from the dev payments page, and the panel shows
// the order paid with its receipt. Screenshots: the services page at 375 px and 1280 px.
import { desc, eq } from 'drizzle-orm';
import { extraOrders } from '../../../src/server/db/schema.ts';
import { receiptLabel } from '../../../src/shared/extras.ts';
import { bankActs, GUEST_CPF } from '../checkout/checkout-helpers.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fullPageShot } from '../support/screenshots.ts';

test.use({ viewport: { width: 375, height: 780 } });

test('the couple buys the site keepsake by PIX and sees it paid with its receipt', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  const db = database.db;
  const couple = await createPanelCouple(db, { sitePublished: true });

  await openPanel(page, couple, '/dashboard/servicos');
  await expect(page.getByRole('heading', { level: 1, name: 'Serviços Adicionais' })).toBeVisible();
  const keepsake = page.getByRole('region', { name: 'Cópia do site' });
  await expect(keepsake).toContainText('R$ 39,90');
  await expect(page.getByRole('region', { name: /Loja/ })).toContainText('Em breve');
  await expect(page.getByText('Vocês ainda não compraram nenhum serviço adicional.')).toBeVisible();
  await expectNoAxeViolations(page);
  await fullPageShot(page, 'servicos-375');

  await keepsake.getByRole('button', { name: 'Comprar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cópia do site' })).toBeVisible();
  await expect(page.getByLabel('Seu e-mail')).toHaveValue(couple.email);
  await expect(page.getByLabel('Mensagem para os noivos')).toHaveCount(0);
  await page.getByLabel('Seu nome').fill('Helena Lima');
  await page.getByLabel('CPF').fill(GUEST_CPF);
  await page.getByRole('button', { name: 'Pagar R$ 39,90' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Voltar ao painel/ })).toBeVisible();

  await bankActs(page, db, couple.email);
  const [order] = await db
    .select()
    .from(extraOrders)
    .where(eq(extraOrders.weddingId, couple.wedding.id))
    .orderBy(desc(extraOrders.createdAt));
  expect(order?.receiptNumber).toBeTruthy();

  await openPanel(page, couple, '/dashboard/servicos');
  const orders = page.getByRole('region', { name: 'Meus pedidos' });
  await expect(orders).toContainText('Cópia do site');
  await orders.getByRole('button', { name: 'Ver recibo' }).click();
  const dialog = page.getByRole('dialog', { name: receiptLabel(order?.receiptNumber as number) });
  await expect(dialog).toContainText('Helena Lima');
  await expect(dialog).toContainText('PIX');
  await expect(dialog).toContainText('R$ 39,90');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 900 });
  await fullPageShot(page, 'servicos-1280');
});
