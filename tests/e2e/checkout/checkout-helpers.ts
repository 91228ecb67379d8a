// Shared steps of the checkout specs: a couple with a published list, a guest's phone, and the
// sandbox "bank" paying a charge from the dev page.
import type { Browser, Page } from '@playwright/test';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { giftPayments } from '../../../src/server/db/schema.ts';
import { expect } from '../support/db.ts';
import { hosts } from '../support/hosts.ts';

export const GUEST_CPF = '529.982.247-25';

export async function guestPhone(browser: Browser, options: { width?: number; javaScript?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 375, height: 780 },
    javaScriptEnabled: options.javaScript ?? true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return { page: await context.newPage(), close: () => context.close() };
}

export async function fillGuest(
  page: Page,
  name = 'Tia Cida',
  email = `tia.${crypto.randomUUID().slice(0, 8)}@exemplo.com`,
) {
  await page.getByLabel('Seu nome').fill(name);
  await page.getByLabel('Seu e-mail').fill(email);
  await page.getByLabel('CPF').fill(GUEST_CPF);
  return email;
}

/**
 * The sandbox "bank" acts on the charge of the guest who paid with `guestEmail` (the dev page),
 * never on another test's charge for a gift of the same name.
 */
export async function bankActs(
  page: Page,
  db: Db,
  guestEmail: string,
  action: 'Pagar' | 'Recusar' = 'Pagar',
) {
  const [payment] = await db
    .select({ id: giftPayments.id })
    .from(giftPayments)
    .where(eq(giftPayments.contributorEmail, guestEmail))
    .orderBy(desc(giftPayments.createdAt))
    .limit(1);
  if (!payment) throw new Error(`no payment by ${guestEmail}`);
  await page.goto(`${hosts.public}/dev/pagamentos`);
  const row = page.getByRole('row').filter({ hasText: `pedido ${payment.id}` });
  await expect(row).toContainText('pendente');
  await row.getByRole('button', { name: action }).click();
  await expect(page).toHaveURL(`${hosts.public}/dev/pagamentos`);
  // The bank's answer reaches the app as a webhook handled by a job: the payment leaves "pendente"
  // once it has been handled, and only then do the couple's pages show it.
  await expect
    .poll(
      async () =>
        (
          await db
            .select({ status: giftPayments.status })
            .from(giftPayments)
            .where(eq(giftPayments.id, payment.id))
        )[0]?.status,
      { timeout: 20_000 },
    )
    .not.toBe('pendente');
}
