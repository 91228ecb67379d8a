// Where specs write the screenshots people look at: one folder, `test-results/screenshots/`
// (or SHOTS_DIR), named by area and page.
import path from 'node:path';

/** Screenshots are written only when asked for (`npm run shots`, SHOTS=1): they cost the suite time. */
export const shotsWanted = process.env.SHOTS === '1';

export const screenshotsDir = process.env.SHOTS_DIR ?? path.resolve('test-results/screenshots');

export function shotPath(name: string): string {
  return path.join(screenshotsDir, `${name}.png`);
}

/**
 * A picture of the whole page at the current width. Rather than Playwright's full-page mode (which
 * stitches a sticky header into the middle), the window is made as tall as the page first.
 */
export async function fullPageShot(page: import('@playwright/test').Page, name: string): Promise<void> {
  if (!shotsWanted) return;
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotPath(name) });
  if (viewport) await page.setViewportSize(viewport);
}
