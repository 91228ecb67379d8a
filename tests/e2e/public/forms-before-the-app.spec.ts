// ADR 029: the public forms (sign-in, sign-up's first step, reset, find-a-couple) arrive as HTML and
// start their app at the person's first touch, key or focus. Here the app's script is held back on
// the network, as on a slow phone: what the person types and ticks meanwhile is kept, the form they
// send is sent through the app once it is there (never natively, which would put the password in
// the address), and they end where the app takes them.
import type { Page, Route } from '@playwright/test';
import { signUpStep, uniqueEmail } from '../auth/auth-helpers.ts';
import { createPanelCouple } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

/** Holds every request for the public app's entry until `release` is called. */
async function holdTheApp(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/public-[\w-]+\.js$/, (route) =>
    released ? route.continue() : held.push(route),
  );
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Opens a page the way a link does, without the fixtures' wait for the app. */
async function open(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => window.location.assign(to), url).catch(() => undefined);
  await page.waitForURL(url);
}

test('sign-in typed and sent before the app is there signs in once it is', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  const app = await holdTheApp(page);
  await page.goto(`${hosts.public}/terms`);
  await open(page, `${hosts.public}/entrar`);
  await expect(page.locator('html[data-app-deferred]')).toHaveCount(1);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

  await page.getByLabel('E-mail', { exact: true }).fill(couple.email);
  await page.getByLabel('Senha', { exact: true }).fill(couple.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Held, not sent by the browser: still here, and nothing in the address.
  await expect(page).toHaveURL(`${hosts.public}/entrar`);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

  await app.release();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
});

test("sign-up's first step filled before the app is there goes on to step 2 with the e-mail kept", async ({
  page,
}) => {
  const email = uniqueEmail();
  const app = await holdTheApp(page);
  await page.goto(`${hosts.public}/terms`);
  await open(page, signUpStep(1));
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Li e aceito os Termos de Uso e a Política de Privacidade').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(signUpStep(1));

  await app.release();
  await expect(page).toHaveURL(signUpStep(2));
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
});
