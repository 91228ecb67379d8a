// An administrator changes the gift fee to 4,99% in "Configurações": the wedding-list page and a new
// checkout show it at once, while a payment made before keeps its 3,89%. The fee is shared by every
// test, so the spec puts the default back whatever happens.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { adminSettingsMessages as m } from '../../../src/shared/admin-settings.ts';
import { splitGift } from '../../../src/shared/fees.ts';
import { formatBRL } from '../../../src/shared/money.ts';
import { defaultSettings } from '../../../src/shared/settings.ts';
import { fillGuest, guestPhone } from '../checkout/checkout-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, signInAs, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { coupleWithGifts } from '../wallet/wallet-helpers.ts';

const password = 'Admin#Forte2027';

async function restoreDefaults(page: Page) {
  await page.goto(`${hosts.admin}/admin/settings`);
  const status = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/admin/settings', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    {
      giftFeeBasisPoints: defaultSettings.giftFeeBasisPoints,
      releaseBusinessDays: defaultSettings.releaseBusinessDays,
      maxInstallments: defaultSettings.maxInstallments,
      cardReviewThresholdCents: defaultSettings.cardReviewThresholdCents,
      cardReviewDays: defaultSettings.cardReviewDays,
      minFreeAmountCents: defaultSettings.minFreeAmountCents,
      supportHours: defaultSettings.supportHours,
      contactEmail: defaultSettings.contactEmail,
    },
  );
  expect(status).toBe(200);
}

test('a fee of 4,99% shows on the marketing page and a new checkout; an older payment keeps 3,89%', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password, role: 'admin' });
  const couple = await coupleWithGifts(database.db, 'guests');

  // A guest pays by PIX while the fee is 3,89%.
  const guest = await guestPhone(browser);
  await guest.page.goto(couple.siteUrl);
  await guest.page
    .getByRole('listitem')
    .filter({ hasText: 'Jantar romântico' })
    .getByRole('link', { name: /Presentear/ })
    .click();
  const summary = guest.page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText(`Taxa de serviço (3,89%)${formatBRL(405)}`);
  await fillGuest(guest.page);
  await guest.page.getByRole('button', { name: `Pagar ${formatBRL(10_405)}` }).click();
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  const olderPayment = guest.page.url();

  await signInAs(page, 'admin', email);
  try {
    await page.goto(`${hosts.admin}/admin/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    const fee = page.getByLabel('Taxa dos presentes');
    await expect(fee).toHaveValue('3,89');
    await expect(page.getByLabel('Valor mínimo livre (R$)')).toHaveValue('10,00');
    await expectNoAxeViolations(page, 'configurações 1280');
    await fullPageShot(page, 'admin-settings-1280');

    // Bad input: a clear message and nothing saved.
    await fee.fill('25');
    await page.getByLabel('Fecha às (hora)').fill('8');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText(m.feeRange)).toBeVisible();
    await expect(page.getByText(m.hoursOrder)).toBeVisible();
    await page.getByLabel('Valor mínimo livre (R$)').fill('2,00');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText(m.minFreeAmount)).toBeVisible();
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'configurações com erros');
    await page.reload();
    await expect(page.getByLabel('Taxa dos presentes')).toHaveValue('3,89');

    await page.getByLabel('Taxa dos presentes').fill('4,99');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    // A new fee asks first, saying from what to what.
    const confirm = page.getByRole('dialog', { name: 'Alterar a taxa dos presentes?' });
    await expect(confirm).toContainText(m.feeChangeConfirm(389, 499));
    await confirm.getByRole('button', { name: 'Alterar taxa' }).click();
    await expect(page.getByText(m.saved)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Última alteração' })).toContainText(email);

    // The audit log reads the change in words.
    await page.goto(`${hosts.admin}/admin/auditoria`);
    const feeLine = page.getByRole('listitem').filter({ hasText: 'Taxa dos presentes:' }).first();
    await expect(feeLine).toHaveText(/^Taxa dos presentes: 3,89%\s*4,99%$/);
    await fullPageShot(page, 'admin-auditoria-1280');

    // The marketing page reads the settings when it renders.
    const visitor = await browser.newPage();
    await visitor.goto(`${hosts.public}/lista-de-casamento`);
    await expect(visitor.getByText('a taxa de 4,99% só é cobrada quando um presente chega')).toBeVisible();
    await visitor.close();

    // A new checkout charges 4,99%.
    const newer = splitGift(10_000, 499, 'guests');
    await guest.page.goto(couple.siteUrl);
    const gift = guest.page.getByRole('listitem').filter({ hasText: 'Jantar romântico' });
    await expect(gift).toContainText(formatBRL(newer.grossCents));
    await gift.getByRole('link', { name: /Presentear/ }).click();
    await expect(summary).toContainText(`Taxa de serviço (4,99%)${formatBRL(newer.feeCents)}`);
    await expect(summary).toContainText(`Total a pagar${formatBRL(newer.grossCents)}`);

    // The older payment keeps what it was made with.
    await guest.page.goto(olderPayment);
    const amounts = guest.page.locator('.payment-amounts');
    await expect(amounts).toContainText(`Taxa de serviço (3,89%)${formatBRL(405)}`);
    await expect(amounts).toContainText(formatBRL(10_405));
  } finally {
    await restoreDefaults(page);
    await guest.close();
  }
});
