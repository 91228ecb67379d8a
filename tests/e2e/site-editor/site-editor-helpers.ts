// Shared steps of the site editor specs: pictures to upload, the editor state read through the
// API from the panel page, and console watching.
import { expect, type Page } from '@playwright/test';

export { toast } from '../support/fixtures.ts';

import sharp from 'sharp';
import type { SiteEditorState } from '../../../src/shared/site-editor.ts';
import { screenshotsDir } from '../support/screenshots.ts';

export const shotsDir = `${screenshotsDir}/site-editor`;

export function pngPhoto(background = '#e77baf', width = 800, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The editor state as the server has it, read from a page on the panel host. */
export async function siteState(page: Page, weddingId: string): Promise<SiteEditorState> {
  return page.evaluate(
    async (id) => (await (await fetch(`/api/weddings/${id}/site`)).json()) as SiteEditorState,
    weddingId,
  );
}

/**
 * Console errors other than failed requests the page expects (refused uploads answer 400) and
 * the map the preview cannot frame yet: the preview answer carries the panel's CSP, without the
 * guest pages' frame-src for maps and videos (asked of the server).
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || text.startsWith('Failed to load resource')) return;
    if (
      /^Framing 'https:\/\/(maps\.google\.com|www\.youtube-nocookie\.com|player\.vimeo\.com|open\.spotify\.com)/.test(
        text,
      )
    )
      return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The YouTube and Spotify players answered by a local page, so a music link plays without the
 * network (and the test sees inside the frame the CSP let in).
 */
export async function standInMusicPlayers(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|open\.spotify\.com)\/embed\//, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="pt-BR"><title>Player</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#1f1f1f;color:#fff;font:16px sans-serif"><p>▶ Player de música</p></body></html>',
    }),
  );
}

/**
 * A picture of the whole page. Rather than Playwright's full-page mode (which briefly changes the
 * viewport and so remounts the preview), the window is made as tall as the page first.
 */
export async function shot(page: Page, name: string, fullPage = true) {
  const viewport = page.viewportSize();
  if (fullPage && viewport) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  }
  await page.evaluate(() => document.fonts.ready);
  if (await page.locator('iframe[title="Prévia do site"]').isVisible()) await previewReady(page);
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
  if (viewport) await page.setViewportSize(viewport);
}

/** Waits until the preview beside the editor shows the site (its cover heading). */
export async function previewReady(page: Page) {
  await expect(
    page.frameLocator('iframe[title="Prévia do site"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Atualizando prévia...')).toBeHidden();
}

/** Titles of the sections in their stored order. */
export async function storedOrder(page: Page, weddingId: string): Promise<string[]> {
  const state = await siteState(page, weddingId);
  return [...state.sections].sort((a, b) => a.position - b.position).map((s) => s.title);
}

/** Runs an action and waits for the API call it makes to succeed. */
export async function saving(page: Page, path: RegExp, method: string, action: () => Promise<void>) {
  const response = page.waitForResponse(
    (r) => path.test(new URL(r.url()).pathname) && r.request().method() === method,
  );
  await action();
  expect((await response).ok()).toBe(true);
}

/** Drags a sortable row by its handle onto another row's place, with real mouse moves. */
export async function dragRow(page: Page, handleName: string, from: string, to: string) {
  const row = (title: string) => page.locator('li[data-sortable-id]').filter({ hasText: title });
  const handle = page.getByRole('button', { name: handleName });
  const [h, a, b] = await Promise.all([handle.boundingBox(), row(from).boundingBox(), row(to).boundingBox()]);
  if (!h || !a || !b) throw new Error('rows not on screen');
  const x = h.x + h.width / 2;
  const y = h.y + h.height / 2;
  const dy = b.y + b.height / 2 - (a.y + a.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(dy) * 12, { steps: 4 });
  await page.mouse.move(x, y + dy, { steps: 20 });
  await page.mouse.up();
}
