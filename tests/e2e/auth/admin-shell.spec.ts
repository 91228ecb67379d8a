import { randomUUID } from 'node:crypto';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { adminLinkGroups } from '../../../src/web/admin/layout/admin-links.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath } from '../support/screenshots.ts';
import { signIn } from './auth-helpers.ts';

const password = 'Admin#Forte2027';

test('every admin sidebar entry opens a page inside the admin frame', async ({ page, database }) => {
  test.setTimeout(90_000);
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password, role: 'admin' });
  await signIn(page, 'admin', email, password);
  const nav = page.getByRole('navigation', { name: 'Menu da administração' });
  for (const link of adminLinkGroups.flatMap((g) => g.links)) {
    await nav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(`${hosts.admin}${link.to}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toHaveCount(0);
  }
});

test('on a 375 px phone the admin menu is a sheet', async ({ page, database }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password, role: 'admin' });
  await signIn(page, 'admin', email, password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu da administração' });
  await sheet.getByRole('link', { name: 'Casais', exact: true }).click();
  await expect(page).toHaveURL(`${hosts.admin}/admin/couples`);
  await expect(sheet).toBeHidden();
  await page.screenshot({ path: shotPath('admin-shell-375'), fullPage: true });
});
