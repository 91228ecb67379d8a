// Numbers in the serif font read as numbers (issue 20): lining figures of one width, so the
// dashboard's and the guest site's "0" is a zero and not Playfair's old-style "o". A picture at
// 375 px for people to look at.
import type { Locator } from '@playwright/test';
import { formatBRL } from '../../../src/shared/money.ts';
import { publishedSite } from '../guest-site/guest-site-helpers.ts';
import { expect, test } from '../support/db.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { createPanelCouple, daysFromToday, openPanel } from './panel-helpers.ts';

test('the dashboard counters use lining, tabular figures', async ({ page, database }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const couple = await createPanelCouple(database.db, { weddingDate: daysFromToday(100) });
  await openPanel(page, couple);
  const summary = page.getByRole('region', { name: 'Resumo do casamento' });
  const received = summary.getByText(formatBRL(0), { exact: true });
  await expect(received).toBeVisible();
  await expect(page.getByText('Faltam 100 dias')).toBeVisible();
  await fullPageShot(page, 'panel-dashboard-numbers-375');

  for (const figures of [
    received,
    page.getByText('Faltam 100 dias'),
    summary.getByText('0', { exact: true }).first(),
  ])
    await expectLiningFigures(figures);
});

test("the guest site's countdown uses lining, tabular figures", async ({ page, database }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { slug } = await publishedSite(database.db);
  await page.goto(`${hosts.noivos}/${slug}`);
  const values = page.locator('.countdown-value');
  await expect(values).toHaveCount(4);
  for (const value of await values.all()) await expectLiningFigures(value);
});

async function expectLiningFigures(figures: Locator): Promise<void> {
  const numeric = await figures.evaluate((element) => getComputedStyle(element).fontVariantNumeric);
  expect(numeric).toContain('lining-nums');
  expect(numeric).toContain('tabular-nums');
}
