// WCAG 2.1 A/AA on every page of the public host, at 375 and 1280 px, including the states people
// open (menus, FAQ answers, form errors).

import { fillStepOne, fillStepTwo, signUpStep, uniqueEmail } from '../auth/auth-helpers.ts';
import { axeViewports, softAxeCheck } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts, marketingPaths } from '../support/hosts.ts';

const staticPages = [
  '/',
  ...marketingPaths,
  '/entrar',
  '/redefinir-senha',
  '/redefinir-senha/nova?token=invalido',
  '/pagina-que-nao-existe',
];

for (const viewport of axeViewports) {
  test.describe(`${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('marketing, login, reset and not-found pages', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of staticPages) {
        await page.goto(`${hosts.public}${path}`);
        await expect(page.locator('h1').first()).toBeVisible();
        await softAxeCheck(page, `${path} @${viewport.name}`);
      }
    });

    test('open menus, FAQ answers and form errors', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(hosts.public);
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
        await softAxeCheck(page, 'menu móvel');
        await page.getByRole('button', { name: 'Abrir menu' }).click();
      } else {
        await page.getByRole('button', { name: 'Site de Casamento', exact: true }).click();
        await expect(page.getByRole('link', { name: /Buscar casal/ }).first()).toBeVisible();
        await softAxeCheck(page, 'menu Site de Casamento');
        await page.keyboard.press('Escape');
      }
      await page
        .getByRole('button', { name: /Como funciona a lista de presentes em dinheiro/ })
        .first()
        .click();
      await softAxeCheck(page, 'FAQ aberta');

      await page.goto(`${hosts.public}/entrar`);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await softAxeCheck(page, 'login com erro');
    });

    test('find-a-couple with results and without', async ({ page }) => {
      await page.goto(`${hosts.public}/encontre-um-casamento`);
      await softAxeCheck(page, 'encontre um casamento');
      await page.goto(`${hosts.public}/encontre-um-casamento?q=Mariana`);
      await expect(page.getByRole('link', { name: /Mariana/ }).first()).toBeVisible();
      await softAxeCheck(page, 'encontre um casamento: resultados');
      await page.goto(`${hosts.public}/encontre-um-casamento?q=Ninguem%20Chamado%20Assim`);
      await softAxeCheck(page, 'encontre um casamento: nenhum resultado');
    });

    test('the three sign-up steps, with their messages', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(signUpStep(1));
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await softAxeCheck(page, 'cadastro passo 1');
      await fillStepOne(page, uniqueEmail());
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await softAxeCheck(page, 'cadastro passo 2');
      await fillStepTwo(page);
      await page.getByLabel('Senha', { exact: true }).fill('curta');
      await softAxeCheck(page, 'cadastro passo 3');
    });
  });
}
