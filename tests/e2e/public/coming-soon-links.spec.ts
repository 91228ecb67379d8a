// Issue 20, "Not yet available": the blog is an "Em breve" page, so every public link to it (header,
// phone menu, footer) carries the "Em breve" badge, and none of them is a primary button.
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath, shotsWanted } from '../support/screenshots.ts';

async function expectSoonLink(link: Locator) {
  await expect(link).toHaveAttribute('href', '/blog');
  await expect(link.getByText('Em breve', { exact: true })).toBeVisible();
  await expect(link).not.toHaveClass(/bg-brand-dark/);
}

test('at 1280 px the header and the footer mark the blog "Em breve"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${hosts.public}/`);
  await expectSoonLink(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: /^Blog/ }),
  );
  const footer = page.getByRole('contentinfo');
  await expectSoonLink(footer.getByRole('link', { name: /^Blog/ }));
  if (shotsWanted) {
    await page.getByRole('banner').screenshot({ path: shotPath('public/header-1280') });
    await footer.screenshot({ path: shotPath('public/footer-1280') });
  }
});

test('at 390 px the phone menu and the footer mark the blog "Em breve"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${hosts.public}/`);
  const footer = page.getByRole('contentinfo');
  await expectSoonLink(footer.getByRole('link', { name: /^Blog/ }));
  if (shotsWanted) await footer.screenshot({ path: shotPath('public/footer-390') });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expectSoonLink(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Blog/ }),
  );
  if (shotsWanted) await page.screenshot({ path: shotPath('public/mobile-menu-390') });
});
