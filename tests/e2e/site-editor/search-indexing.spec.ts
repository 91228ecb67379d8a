// "Aparecer em buscadores (Google)" on "Publicação e senha" (issue 24): off by default, its label
// and hint tied to the switch, saved at once and kept after a reload; the guest site then drops
// noindex and names its canonical address.
import { searchIndexingTexts } from '../../../src/shared/site-editor.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saving, siteState, toast } from './site-editor-helpers.ts';

test('the couple lets Google show their site: saved at once, kept after a reload, noindex dropped', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await page.goto(couple.siteUrl);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  await openPanel(page, couple, '/dashboard/site/publicacao');
  const indexing = page.getByRole('switch', { name: searchIndexingTexts.label });
  await expect(indexing).toHaveAttribute('aria-checked', 'false');
  await expect(indexing).toHaveAccessibleDescription(searchIndexingTexts.hint);
  await expectNoAxeViolations(page, 'publicação e senha');

  // The label is the switch's: clicking the text turns it on.
  await saving(page, /\/site\/search-indexing$/, 'PUT', () =>
    page.getByText(searchIndexingTexts.label, { exact: true }).click(),
  );
  await expect(toast(page, 'Alterações salvas')).toBeVisible();
  await expect(indexing).toHaveAttribute('aria-checked', 'true');
  expect((await siteState(page, couple.wedding.id)).searchIndexing).toBe(true);

  await page.reload();
  await expect(page.getByRole('switch', { name: searchIndexingTexts.label })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await page.goto(couple.siteUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Helena');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', couple.siteUrl);
});
