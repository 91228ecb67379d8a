// Paying by PIX (issue 20): on a phone the guest pays in the bank app on the same phone, so
// "Copiar código PIX" comes before the QR, says "Copiado!" and a countdown runs to the expiry; on a
// wide screen the QR comes first; once the bank pays, the page reads "Total pago".
import type { Browser, Locator } from '@playwright/test';
import type { Db } from '../../../src/server/db/client.ts';
import { formatBRL } from '../../../src/shared/money.ts';
import { bankActs, fillGuest } from '../checkout/checkout-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/db.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { coupleWithGifts } from '../wallet/wallet-helpers.ts';

/** A guest at this width, with the fee on guests (R$ 104,05), on the page of a pending PIX payment. */
async function pendingPix(browser: Browser, db: Db, width: number, javaScriptEnabled = true) {
  const couple = await coupleWithGifts(db, 'guests');
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    permissions: ['clipboard-read', 'clipboard-write'],
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
  const email = await fillGuest(page);
  await page.getByRole('button', { name: `Pagar ${formatBRL(10_405)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  return { page, email, close: () => context.close() };
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y;
}

for (const { width, leads } of [
  { width: 390, leads: 'copy' },
  { width: 1280, leads: 'qr' },
] as const) {
  test(`at ${width} px the ${leads === 'copy' ? 'copy button' : 'QR'} leads, the code copies and counts down, and a paid payment reads "Total pago"`, async ({
    browser,
    database,
  }) => {
    test.setTimeout(120_000);
    const guest = await pendingPix(browser, database.db, width);
    const { page } = guest;
    const copy = page.getByRole('button', { name: 'Copiar código PIX' });
    const qr = page.getByRole('img', { name: 'QR code do PIX' });
    await expect(copy).toBeVisible();
    await expect(qr).toBeVisible();
    if (leads === 'copy') expect(await top(copy)).toBeLessThan(await top(qr));
    else expect(await top(qr)).toBeLessThan(await top(copy));
    await expect(
      page.getByText(/^Expira em \d{2}:\d{2}\. Válido até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/),
    ).toBeVisible();
    await expect(page.getByText('Total a pagar')).toBeVisible();

    await fullPageShot(page, `checkout-pix-${width}`);

    await copy.click();
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Código copiado!' })).toBeAttached();
    const code = await page.getByLabel('Código PIX copia e cola').inputValue();
    expect(code).toMatch(/br\.gov\.bcb\.pix.*5406104\.05/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoAxeViolations(page, `pagamento PIX ${width}`);

    const bank = await browser.newPage();
    await bankActs(bank, database.db, guest.email);
    await bank.close();
    await expect(page.getByRole('heading', { level: 1, name: 'Presente confirmado! Obrigado' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('.payment-amounts')).toContainText(`Total pago${formatBRL(10_405)}`);
    await expect(page.getByText('Total a pagar')).toHaveCount(0);
    await fullPageShot(page, `checkout-paid-${width}`);
    await guest.close();
  });
}

test('without JavaScript the PIX code and its expiry time still read right', async ({
  browser,
  database,
}) => {
  const guest = await pendingPix(browser, database.db, 390, false);
  await expect(guest.page.getByLabel('Código PIX copia e cola')).toHaveValue(/br\.gov\.bcb\.pix/);
  await expect(guest.page.getByText(/Válido até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(guest.page.getByRole('button', { name: 'Copiar código PIX' })).toBeHidden();
  await guest.close();
});
