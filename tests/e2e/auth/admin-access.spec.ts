import { randomUUID } from 'node:crypto';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createCouple, signIn } from './auth-helpers.ts';

test('anonymous visitors of the admin host see the admin login, never data', async ({ page }) => {
  for (const path of ['/', '/admin']) {
    await page.goto(`${hosts.admin}${path}`);
    await expect(page.getByRole('heading', { name: 'Área administrativa' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  }
});

test('a signed-in couple sees the admin login and cannot use it', async ({ page, database }) => {
  const couple = await createCouple(database.db);
  await signIn(page, 'painel', couple.email, couple.password);
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`);

  await page.goto(`${hosts.admin}/admin`);
  await expect(page.getByRole('heading', { name: 'Área administrativa' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(couple.email);
  await page.getByLabel('Senha', { exact: true }).fill(couple.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Esta área é restrita aos administradores.');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});

test('an admin signs in on the admin host and out again', async ({ page, database }) => {
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password: 'Admin#Forte2027', role: 'admin' });
  await signIn(page, 'admin', email, 'Admin#Forte2027');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(`${hosts.public}/`);
  await page.goto(`${hosts.admin}/`);
  await expect(page.getByRole('heading', { name: 'Área administrativa' })).toBeVisible();
});
