import { authMessages } from '../../../src/shared/auth/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createCouple, signIn } from './auth-helpers.ts';

test('the seeded couple, onboarding done, signs in on the public host and lands on the panel dashboard', async ({
  page,
}) => {
  await signIn(page, 'public', 'noivos@exemplo.com.br', 'Noivos#Demo2027');
  await expect(page.getByText(authMessages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
  await expect(page.getByText('Mariana & João').first()).toBeVisible();
});

test('a wrong password is refused with the spec message', async ({ page, database }) => {
  const couple = await createCouple(database.db);
  await signIn(page, 'public', couple.email, 'Errada#Senha2027');
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  await expect(page).toHaveURL(`${hosts.public}/entrar`);
});

test('empty fields ask to fill everything', async ({ page }) => {
  await page.goto(`${hosts.public}/entrar`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.fillAllFields);
  await page.getByLabel('E-mail', { exact: true }).fill('alguem@exemplo.com');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.fillAllFields);
});

test('the eye button shows and hides the password', async ({ page }) => {
  await page.goto(`${hosts.public}/entrar`);
  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('segredo');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar senha' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('links to reset, sign-up and home', async ({ page }) => {
  await page.goto(`${hosts.public}/entrar`);
  await expect(page.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute(
    'href',
    '/redefinir-senha',
  );
  await expect(page.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/crie-sua-conta');
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  await page.goto(`${hosts.painel}/entrar`);
  await expect(page.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute(
    'href',
    `${hosts.public}/redefinir-senha`,
  );
});

test('signs in on the panel host, skips the form when signed in, and logs out', async ({
  page,
  database,
}) => {
  const couple = await createCouple(database.db);
  await signIn(page, 'painel', couple.email, couple.password);
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`);
  await expect(page.getByRole('heading', { name: 'Bem-vindos!' })).toBeVisible();

  await page.goto(`${hosts.painel}/entrar`);
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`);

  await page.goto(`${hosts.painel}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Olá, Helena & Rafael!' })).toBeVisible();
  // "Sair da conta" lives in the avatar menu (issue 20 moved the account card there).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Helena & Rafael/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await expect(page.getByText(authMessages.logoutSuccess)).toBeVisible();
  await expect(page).toHaveURL(`${hosts.public}/`);

  await page.goto(`${hosts.painel}/dashboard`);
  await expect(page).toHaveURL(`${hosts.painel}/entrar`);
});

test('a signed-in visitor of the public login hops to the panel', async ({ page, database }) => {
  const couple = await createCouple(database.db);
  await signIn(page, 'public', couple.email, couple.password);
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`);
  await page.goto(`${hosts.public}/entrar`);
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`);
});

test('panel pages send visitors without a session to /entrar', async ({ page }) => {
  await page.goto(`${hosts.painel}/onboarding`);
  await expect(page).toHaveURL(`${hosts.painel}/entrar`);
  await page.goto(`${hosts.painel}/`);
  await expect(page).toHaveURL(`${hosts.painel}/entrar`);
});

test('sign-up and reset on the panel host open the public host', async ({ page }) => {
  await page.goto(`${hosts.painel}/crie-sua-conta/passo-1`);
  await expect(page).toHaveURL(`${hosts.public}/crie-sua-conta/passo-1`);
  await page.goto(`${hosts.painel}/redefinir-senha`);
  await expect(page).toHaveURL(`${hosts.public}/redefinir-senha`);
});
