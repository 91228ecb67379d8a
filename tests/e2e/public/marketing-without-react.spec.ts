// Issue 24, ADR 029: the marketing pages run no React. On a phone the landing's menu, its product
// menus and its FAQ work from the marketing script alone; React and the assistant's code load only
// when someone opens "Precisa de ajuda?", and the assistant then works as everywhere else.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

/** Whether React drew any element under `scope` (it marks the nodes it owns). */
function drawnByReact(scope: Locator): Promise<boolean> {
  return scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].some((node) =>
      Object.keys(node).some((k) => k.startsWith('__react')),
    ),
  );
}

function scriptsLoaded(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('on a phone the landing works without React, which loads only with the help assistant', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const scripts = scriptsLoaded(page);
  await page.goto(`${hosts.public}/`);
  expect(scripts.some((path) => /^\/assets\/marketing-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /^\/assets\/(public|client)-/.test(path))).toEqual([]);
  expect(await drawnByReact(page.locator('body'))).toBe(false);

  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  const question = page.locator('[data-accordion] button').first();
  const name = (await question.textContent()) ?? '';
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name })).toBeVisible();

  const help = page.getByRole('button', { name: 'Precisa de ajuda?' });
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(help).toBeFocused();
  const panel = page.getByRole('region', { name: 'Precisa de ajuda?' });
  await panel.getByLabel('Sua pergunta').fill('como faço para sacar?');
  await panel.getByRole('button', { name: 'Perguntar' }).click();
  await expect(panel.getByRole('region', { name: 'Respostas' }).getByRole('listitem').first()).toBeVisible();
  expect(await drawnByReact(page.locator('[data-help-root]'))).toBe(true);
  expect(await drawnByReact(page.locator('#conteudo'))).toBe(false);
});

test('on a wide screen the product menus open from the keyboard and close when focus leaves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${hosts.public}/precos-e-servicos`);
  const menu = page.getByRole('navigation', { name: 'Principal' });
  const button = menu.getByRole('button', { name: 'Lista de Casamento' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = button.locator('xpath=..').getByRole('link');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test("the hero's search works before the marketing script arrives, or if it never does", async ({ page }) => {
  await page.route(/\/assets\/marketing-[\w-]+\.js$/, (route) => route.abort());
  // Not through the fixtures' goto, which waits for the script this test keeps away.
  await page.evaluate((to) => window.location.assign(to), `${hosts.public}/`);
  await page.waitForURL(`${hosts.public}/`);
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill('Mariana');
  await search.getByRole('button').click();
  await expect(page).toHaveURL(`${hosts.public}/encontre-um-casamento?q=Mariana`);
});
