import { authMessages } from '../../../src/shared/auth/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createCouple, latestEmailTo, linkIn, signIn } from './auth-helpers.ts';

test('the verification link from the e-mail removes the panel banner', async ({ page, database }) => {
  const couple = await createCouple(database.db, { emailVerified: false });
  await signIn(page, 'painel', couple.email, couple.password);
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`);
  const banner = page.getByRole('region', { name: 'Confirmação de e-mail' });
  await expect(banner).toContainText(authMessages.verifyBanner);
  await expect(banner).toContainText(couple.email);

  await banner.getByRole('button', { name: 'Reenviar e-mail' }).click();
  await expect(page.getByText(authMessages.verifyResent)).toBeVisible();
  const mail = await latestEmailTo(database.db, couple.email);
  await page.goto(linkIn(mail.text, '/verificar-email'));
  await expect(page.getByText(authMessages.verifySuccess)).toBeVisible();

  await page.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, Helena & Rafael!' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a verified account sees no banner, and a bad link says so', async ({ page, database }) => {
  const couple = await createCouple(database.db);
  await signIn(page, 'painel', couple.email, couple.password);
  await expect(page.getByRole('heading', { name: 'Bem-vindos!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirmação de e-mail' })).toHaveCount(0);

  await page.goto(`${hosts.painel}/verificar-email?token=${'x'.repeat(32)}`);
  await expect(page.getByRole('alert')).toHaveText(authMessages.verifyInvalidToken);
});
