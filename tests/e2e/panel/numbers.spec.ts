// Numbers in the serif font read as numbers (issue 20): lining figures of one width, so the
// dashboard's "0" is a zero and not Playfair's old-style "o". A picture at 375 px for people to look at.
import { formatBRL } from '../../../src/shared/money.ts';
import { expect, test } from '../support/db.ts';
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
  ]) {
    const numeric = await figures.evaluate((element) => getComputedStyle(element).fontVariantNumeric);
    expect(numeric).toContain('lining-nums');
    expect(numeric).toContain('tabular-nums');
  }
});
