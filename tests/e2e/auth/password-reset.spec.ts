import { authMessages } from '../../../src/shared/auth/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createCouple, latestEmailTo, linkIn, signIn } from './auth-helpers.ts';

test('resets the password from the e-mailed link and signs in with the new one', async ({
  page,
  database,
}) => {
  const couple = await createCouple(database.db);
  await page.goto(`${hosts.public}/entrar`);
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL(`${hosts.public}/redefinir-senha`);

  const send = page.getByRole('button', { name: 'Enviar link de redefinição' });
  await expect(send).toBeDisabled();
  await page.getByLabel('E-mail', { exact: true }).fill(couple.email);
  await send.click();
  await expect(page.getByRole('heading', { name: authMessages.resetSentTitle })).toBeVisible();
  await expect(page.getByText(couple.email)).toBeVisible();
  await expect(page.getByText(/spam/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/entrar');

  const mail = await latestEmailTo(database.db, couple.email);
  await page.goto(linkIn(mail.text, '/redefinir-senha/nova'));
  const newPassword = 'Nova#Senha2028';
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill('Outra#Senha2028');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toHaveText('As senhas não coincidem.');

  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText(authMessages.resetSuccess)).toBeVisible();
  await expect(page).toHaveURL(`${hosts.public}/entrar`);

  await signIn(page, 'public', couple.email, couple.password);
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  await page.getByLabel('Senha', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`);
});

test('asks for the e-mail before sending', async ({ page }) => {
  await page.goto(`${hosts.public}/redefinir-senha`);
  const send = page.getByRole('button', { name: 'Enviar link de redefinição' });
  await expect(send).toBeDisabled();
  await page.getByLabel('E-mail', { exact: true }).fill('   ');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.resetEmailRequired);
  await page.getByLabel('E-mail', { exact: true }).fill('noivos@exemplo');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidEmailAddress);
});

test('an unknown address gets the same answer', async ({ page }) => {
  await page.goto(`${hosts.public}/redefinir-senha`);
  await page.getByLabel('E-mail', { exact: true }).fill('ninguem-aqui@exemplo.com');
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(page.getByRole('heading', { name: authMessages.resetSentTitle })).toBeVisible();
});

test('an invalid link explains and offers a new one', async ({ page }) => {
  await page.goto(`${hosts.public}/redefinir-senha/nova?token=${'x'.repeat(32)}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2028');
  await page.getByLabel('Confirme a nova senha').fill('Nova#Senha2028');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.resetInvalidToken);
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL(`${hosts.public}/redefinir-senha`);
});
