// WCAG 2.1 A/AA on the admin host at 375 and 1280 px: its login (with an error), the dashboard,
// every sidebar page that exists, and the menu sheet on phones. Admin screens built later join the
// walk through the sidebar without changes here. One test per sidebar page: each signs a new admin
// in by cookie, so no walk takes minutes.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Db } from '../../../src/server/db/client.ts';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { adminLinkGroups } from '../../../src/web/admin/layout/admin-links.ts';
import { axeViewports, softAxeCheck } from '../support/axe.ts';
import { expect, signInAs, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

const password = 'Admin#Forte2027';

/** A new admin signed in by its session cookie (the admin login form has its own specs). */
async function signedInAdmin(page: Page, db: Db) {
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(db, { email, password, role: 'admin' });
  await signInAs(page, 'admin', email, db);
}

for (const viewport of axeViewports) {
  test.describe(`${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('admin login with an error', async ({ page }) => {
      await page.goto(`${hosts.admin}/entrar`);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await softAxeCheck(page, 'login da administração com erro');
    });

    // One test per sidebar page, so none takes minutes and they run side by side.
    for (const [index, link] of adminLinkGroups.flatMap((g) => g.links).entries()) {
      test(`the sidebar's "${link.label}" page`, async ({ page, database }) => {
        await signedInAdmin(page, database.db);
        if (index === 0) {
          await page.goto(`${hosts.admin}/admin`);
          await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
        }
        await page.goto(`${hosts.admin}${link.to}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Carregando...')).toHaveCount(0);
        await softAxeCheck(page, `admin ${link.label}`);
      });
    }

    if (viewport.width < 768) {
      test('the admin menu sheet on a phone', async ({ page, database }) => {
        await signedInAdmin(page, database.db);
        await page.goto(`${hosts.admin}/admin`);
        await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu da administração' })).toBeVisible();
        await softAxeCheck(page, 'menu da administração no celular');
      });
    }
  });
}
