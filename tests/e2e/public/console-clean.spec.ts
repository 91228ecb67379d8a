// Issue 24: no public page logs an error in the browser's console: no 401 from a visitor's session
// check, no content-security-policy report, no hydration mismatch between the server's HTML and the
// app (each page is loaded, then hydrated, before its console is read).
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

const pages = [
  '/',
  '/site-de-casamento',
  '/lista-de-casamento',
  '/precos-e-servicos',
  '/quem-somos',
  '/encontre-um-casamento',
  '/terms',
  '/entrar',
  '/crie-sua-conta/passo-1',
  '/redefinir-senha',
];

test('public pages hydrate with nothing in the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A failed load is judged by its request below: a theme's picture another spec deletes meanwhile
    // is not this page's fault, while a failing script, style or API call is.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (
      response.status() >= 400 &&
      ['document', 'script', 'stylesheet', 'fetch', 'xhr', 'font'].includes(type)
    )
      problems.push(`${page.url()}: ${response.status()} ${type} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const path of pages) {
    await page.goto(`${hosts.public}${path}`, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  }
  expect(problems).toEqual([]);
});
