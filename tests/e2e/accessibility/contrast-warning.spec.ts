// "Personalizar tema" warns when a chosen colour reads poorly (below WCAG AA), says what guests
// will see instead, and the preview already shows it: a light yellow primary gets dark button
// labels and a deep gold for links.
import { contrastRatio, formatRatio } from '../../../src/shared/contrast.ts';
import { contrastWarnings, sitePalette } from '../../../src/shared/site-palette.ts';
import { defaultThemeDesign } from '../../../src/shared/theme-design.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { previewReady } from '../site-editor/site-editor-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a light yellow primary colour is flagged and the preview shows the readable result', async ({
  page,
  database,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple, '/dashboard/site/personalizar');
  await previewReady(page);
  const notes = page.getByRole('status').filter({ hasText: 'Contraste abaixo do recomendado' });

  // The Clássico theme's pink is below AA as text: the notice names it and the shade used instead.
  const note = (colors: typeof defaultThemeDesign.colors) => {
    const w = contrastWarnings(colors).find((x) => x.key === 'primary');
    if (!w) throw new Error('no warning for the primary colour');
    return `Cor principal: contraste de ${formatRatio(w.ratio)} (mínimo 4,5:1)`;
  };
  await expect(notes).toContainText(note(defaultThemeDesign.colors));

  const yellow = '#FFF176';
  await page.getByLabel('Cor principal', { exact: true }).fill(yellow);
  const shown = sitePalette({ ...defaultThemeDesign.colors, primary: yellow }).primaryText;
  await expect(notes).toContainText(note({ ...defaultThemeDesign.colors, primary: yellow }));
  await expect(notes).toContainText(shown.toUpperCase());

  const frame = page.frameLocator('iframe[title="Prévia do site"]');
  const button = frame.locator('.button:not(.button-outline)').first();
  const colours = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, background: s.backgroundColor };
  });
  expect(colours.background).toBe('rgb(255, 241, 118)');
  const toHex = (rgb: string) =>
    `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
  expect(contrastRatio(toHex(colours.color), yellow)).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page, 'personalizar com primária amarela');
});
