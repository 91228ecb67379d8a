import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema.ts';
import { authMessages } from '../../../src/shared/auth/messages.ts';
import { accountMessages } from '../../../src/web/painel/account/account-messages.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createPanelCouple, openPanel } from './panel-helpers.ts';

test('"Baixar meus dados" downloads every datum of the couple as JSON', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple, '/dashboard/minha-conta');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta e privacidade' })).toBeVisible();
  await expect(page.getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meus-dados-nosso-sim.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.account.email).toBe(couple.email);
  expect(data.couple).toMatchObject({ name1: 'Helena', name2: 'Rafael' });
  expect(data.weddings[0].slug).toBe(couple.slug);
});

test('"Excluir conta" asks for the password, refuses a wrong one and erases the account', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple, '/dashboard/minha-conta');
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir a conta?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/O site do casamento/)).toBeVisible();
  await expect(dialog.getByText(/guardados por 5 anos/)).toBeVisible();

  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const confirm = dialog.getByRole('button', { name: 'Excluir conta definitivamente' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Digite sua senha para confirmar').fill('Senha-Errada-2027');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(accountMessages.wrongPassword);
  await expect(dialog).toBeVisible();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${hosts.painel}/api/account`, async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel('Digite sua senha para confirmar').fill(couple.password);
  await confirm.click();
  await expect(dialog.getByRole('button', { name: 'Excluindo...' })).toBeDisabled();
  release();
  await expect(page.getByText(accountMessages.deleted)).toBeVisible();
  await expect(page).toHaveURL(`${hosts.public}/`);

  const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.id, couple.user.id));
  expect(rows).toHaveLength(0);
  await signIn(page, 'public', couple.email, couple.password);
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
});
