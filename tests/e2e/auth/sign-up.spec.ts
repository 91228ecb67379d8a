import { authMessages } from '../../../src/shared/auth/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fillStepOne, fillStepTwo, signUpStep as step, strongPassword, uniqueEmail } from './auth-helpers.ts';

function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('signs up from the landing page button and lands signed in on the panel onboarding', async ({
  page,
}) => {
  await page.goto(hosts.public);
  await page.getByRole('link', { name: 'Criar meu site grátis' }).first().click();
  await expect(page).toHaveURL(step(1));
  await expect(page.getByText('Passo 1 de 3')).toBeVisible();

  await fillStepOne(page, uniqueEmail());
  await expect(page.getByText('Passo 2 de 3')).toBeVisible();
  await fillStepTwo(page);
  await expect(page.getByText('Passo 3 de 3')).toBeVisible();

  await page.getByLabel('Telefone (opcional)').pressSequentially('11987654321');
  await expect(page.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
  await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Criar conta' }).click();

  // No pause on a toast: the account is made and the panel opens at once.
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Bem-vindos!' })).toBeVisible();
  await expect(page.getByText('Beatriz & Tiago')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Começar' })).toHaveAttribute('href', '/onboarding/passo-1');
});

test('/crie-sua-conta and unknown steps open step 1', async ({ page }) => {
  await page.goto(`${hosts.public}/crie-sua-conta`);
  await expect(page).toHaveURL(step(1));
  await page.goto(`${hosts.public}/crie-sua-conta/passo-9`);
  await expect(page).toHaveURL(step(1));
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar');
  await expect(page.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('step 1 asks for a valid e-mail, the terms and an address without an account', async ({ page }) => {
  await page.goto(step(1));
  const email = page.getByLabel('E-mail', { exact: true });
  const submit = page.getByRole('button', { name: 'Continuar' });

  await email.fill('noivos@exemplo');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidEmail);
  // Shown once, inline: no toast repeats it, and typing again takes it away.
  await expect(page.getByRole('alert')).toHaveCount(1);
  await email.fill('noivos@gmial.com');
  // The e-mail's message goes; the terms, still unticked, are what the line asks for now.
  await expect(page.getByRole('alert')).toHaveText(authMessages.acceptTerms);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  // A slip in a common provider is offered corrected.
  await page.getByRole('button', { name: 'noivos@gmail.com' }).click();
  await expect(email).toHaveValue('noivos@gmail.com');
  await expect(page.getByText('Você quis dizer')).toBeHidden();

  await email.fill(uniqueEmail());
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.acceptTerms);

  await email.fill('Noivos@Exemplo.com.br');
  await page.getByLabel('Li e aceito os Termos de Uso e a Política de Privacidade').check();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.emailInUse);
  await expect(page).toHaveURL(step(1));
});

test('step 1 completes the provider after "@" by click or keyboard', async ({ page }) => {
  await page.goto(step(1));
  const email = page.getByRole('combobox', { name: 'E-mail' });
  await email.fill('ana@');
  const list = page.getByRole('listbox', { name: 'Sugestões de e-mail' });
  await expect(list.getByRole('option')).toHaveText([
    'ana@gmail.com',
    'ana@hotmail.com',
    'ana@outlook.com',
    'ana@yahoo.com.br',
    'ana@icloud.com',
  ]);
  await email.pressSequentially('h');
  await expect(list.getByRole('option')).toHaveText(['ana@hotmail.com']);
  await list.getByRole('option', { name: 'ana@hotmail.com' }).click();
  await expect(email).toHaveValue('ana@hotmail.com');
  await expect(list).toBeHidden();

  await email.fill('bia@y');
  await expect(email).toHaveAttribute('aria-expanded', 'true');
  await email.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'bia@yahoo.com.br' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await email.press('Enter');
  await expect(email).toHaveValue('bia@yahoo.com.br');
  await expect(email).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(step(1));
});

test('step 2 requires every field, keeps the date from the past and goes back to step 1', async ({
  page,
}) => {
  await page.goto(step(1));
  const address = uniqueEmail();
  await fillStepOne(page, address);

  await expect(page.getByLabel('Data do casamento')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText(authMessages.dateHint)).toBeVisible();
  await page.getByLabel('Seu nome').fill('Beatriz');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.requiredFields);
  await expect(page).toHaveURL(step(2));

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(step(1));
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(address);
  // The account already exists for this address: continuing again does not trip the pre-check.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(step(2));
  await expect(page.getByLabel('Seu nome')).toHaveValue('Beatriz');
});

test('step 3 keeps "Criar conta" disabled for a weak password, masks the phone and goes back', async ({
  page,
}) => {
  await page.goto(step(1));
  await fillStepOne(page, uniqueEmail());
  await fillStepTwo(page);

  const phone = page.getByLabel('Telefone (opcional)');
  await phone.pressSequentially('11a3456789012');
  await expect(phone).toHaveValue('(11) 34567-8901');
  await phone.fill('');
  await phone.pressSequentially('1134567890');
  await expect(phone).toHaveValue('(11) 3456-7890');

  const password = page.getByLabel('Senha', { exact: true });
  const submit = page.getByRole('button', { name: 'Criar conta' });
  await expect(submit).toBeDisabled();
  await password.fill('casamento');
  await expect(page.getByText(authMessages.weakPassword)).toBeVisible();
  await expect(submit).toBeDisabled();
  const rules = page.getByRole('list', { name: 'Requisitos da senha' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'Pelo menos 8 caracteres' })).toContainText(
    '(atendido)',
  );
  await expect(rules.getByRole('listitem').filter({ hasText: 'Uma letra maiúscula' })).toContainText(
    '(pendente)',
  );

  await password.fill(strongPassword);
  await expect(rules.getByText('(pendente)')).toHaveCount(0);
  await expect(page.getByText(authMessages.weakPassword)).toBeHidden();
  await expect(submit).toBeEnabled();

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(step(2));
  await expect(page.getByLabel('Nome do(a) parceiro(a)')).toHaveValue('Tiago');
});

test('step 3 checks "Não é uma senha comum" as it is typed, so a green checklist is never refused', async ({
  page,
}) => {
  await page.goto(step(1));
  await fillStepOne(page, uniqueEmail());
  await fillStepTwo(page);
  const rules = page.getByRole('list', { name: 'Requisitos da senha' });
  const common = rules.getByRole('listitem').filter({ hasText: 'Não é uma senha comum' });
  const submit = page.getByRole('button', { name: 'Criar conta' });
  await page.getByLabel('Senha', { exact: true }).fill('Casamento@2027');
  await expect(common).toContainText('(pendente)');
  await expect(rules.getByText('(pendente)')).toHaveCount(1);
  await expect(submit).toBeDisabled();

  await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await expect(common).toContainText('(atendido)');
  await expect(submit).toBeEnabled();
});

test('steps without the earlier ones send the visitor back', async ({ page }) => {
  await page.goto(step(2));
  await expect(page).toHaveURL(step(1));
  await page.goto(step(3));
  await expect(page).toHaveURL(step(1));

  await fillStepOne(page, uniqueEmail());
  await page.goto(step(3));
  await expect(page).toHaveURL(step(2));
});

test('the draft survives a reload and never keeps the password', async ({ page }) => {
  await page.goto(step(1));
  const address = uniqueEmail();
  await fillStepOne(page, address);
  await page.getByLabel('Seu nome').fill('Beatriz');
  await page.getByLabel('Você é').selectOption('noiva');
  await page.reload();
  await expect(page).toHaveURL(step(2));
  await expect(page.getByLabel('Seu nome')).toHaveValue('Beatriz');
  await expect(page.getByLabel('Você é')).toHaveValue('noiva');

  await page.getByLabel('Nome do(a) parceiro(a)').fill('Tiago');
  await page.getByLabel('Seu par é').selectOption('noivo');
  await page.getByLabel('Data do casamento').fill(tomorrow());
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(step(3));
  await page.getByLabel('Telefone (opcional)').pressSequentially('21998765432');
  await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await page.reload();
  await expect(page).toHaveURL(step(3));
  await expect(page.getByLabel('Telefone (opcional)')).toHaveValue('(21) 99876-5432');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage));
  expect(stored).toContain(address);
  expect(stored).not.toContain(strongPassword);
});
