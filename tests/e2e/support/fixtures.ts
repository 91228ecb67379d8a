// The E2E specs' one set of helpers (Epic Stack's playwright-utils): the database the specs build
// their data in with the seed's factories, signing in by setting the session cookie (a session made
// by the server's own session code, no login form or API round trip: the login forms have their own
// specs in tests/e2e/auth), and toasts found and dismissed instead of waited out.
import { test as base, expect, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../../../src/server/db/client.ts';
import { users } from '../../../src/server/db/schema.ts';
import { createSession, SESSION_COOKIE } from '../../../src/server/modules/auth/sessions.ts';
import { hosts } from './hosts.ts';

/** The server's default (ADMIN_SESSION_HOURS is not set for the E2E app). */
const ADMIN_SESSION_HOURS = 12;

let shared: Promise<Database> | undefined;

/** The worker's one connection to the app's database, opened on first use. */
function workerDatabase(): Promise<Database> {
  if (!shared) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('E2E specs need DATABASE_URL (run `npm test`).');
    shared = openDatabase({ url });
  }
  return shared;
}

/**
 * Waits for the page to draw a frame after a resize. Headless Chromium has been seen to stop
 * drawing after the viewport changes mid-page (a full-page shot, a switch to phone width): the DOM
 * still answers, but no animation frame comes, and Playwright's next click waits for a "stable"
 * element until the test times out. A resize that leaves the page frameless is nudged (the page
 * brought to front, resized by a pixel and back) and, if frames still do not come, fails at once
 * with the reason.
 */
async function framesAfterResize(
  page: Page,
  resize: Page['setViewportSize'],
  size: { width: number; height: number },
) {
  const drawsAFrame = () =>
    page
      .evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), 3_000);
            requestAnimationFrame(() => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
      )
      // A navigation under way replaces the document: its own first frame is still to come.
      .catch(() => true);
  for (let nudge = 0; nudge < 3; nudge++) {
    if (await drawsAFrame()) return;
    console.warn(`[e2e] no frame drawn after resizing to ${size.width}x${size.height}; nudging Chromium`);
    await page.bringToFront();
    await resize({ width: size.width, height: size.height + 1 });
    await resize(size);
  }
  if (!(await drawsAFrame())) throw new Error('Chromium stopped drawing frames after a resize.');
}

/**
 * Pictures for people to look at cost a full-page paint and a PNG each; the suite writes them only
 * when SHOTS=1 (`npm run shots`). Otherwise every Page's `screenshot` (the prototype all pages of the
 * worker share, those of extra contexts too) answers an empty picture without painting.
 */
function skipScreenshotsUnlessAsked(page: Page): void {
  if (process.env.SHOTS === '1') return;
  const prototype = Object.getPrototypeOf(page) as Page;
  if (Object.hasOwn(prototype, 'screenshotsSkipped')) return;
  Object.defineProperty(prototype, 'screenshotsSkipped', { value: true });
  prototype.screenshot = async () => Buffer.alloc(0);
}

/**
 * After a navigation, waits until the app has hydrated the page the server rendered (lib/mount.tsx
 * marks `<html data-app-ready>`; on a guest page, its islands: guest/islands.tsx), so what a test
 * types reaches React. A page whose app waits for the person (`data-app-deferred`, ADRs 029 and
 * 030) is touched first, as a person would; the specs `public/forms-before-the-app.spec.ts` and
 * `guest-site/forms-before-their-script.spec.ts` drive those pages before their app instead. Pages
 * without an app (files, pages without scripts) do not wait.
 */
async function appReady(page: Page): Promise<void> {
  await page
    .waitForFunction(() => {
      const html = document.documentElement;
      const hasApp = document.getElementById('root') || document.querySelector('script[data-module]');
      if (!hasApp || html.hasAttribute('data-app-ready')) return true;
      if (html.hasAttribute('data-app-deferred')) document.dispatchEvent(new Event('pointerdown'));
      return false;
    })
    .catch(() => {
      // The page navigated away meanwhile (a redirect by the app): the next step waits for its own.
    });
}

export const test = base.extend<{ page: Page }, { database: Database }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    skipScreenshotsUnlessAsked(page);
    // Without JavaScript no app ever comes: the page is what the server sent.
    const ready = javaScriptEnabled === false ? async () => undefined : appReady;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await ready(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await ready(page);
      return response;
    };
    const resize = page.setViewportSize.bind(page);
    page.setViewportSize = async (size) => {
      await resize(size);
      await framesAfterResize(page, resize, size);
    };
    await use(page);
  },
  database: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      await use(await workerDatabase());
      const open = shared;
      shared = undefined;
      await (await open)?.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

export type Host = keyof typeof hosts;

/**
 * Signs the account with this e-mail in on `host`: a new session in the database and its cookie in
 * the page's browser context (host-only, as the server sets it). The page is left where it was:
 * go to the page the test needs next.
 */
export async function signInAs(page: Page, host: Host, email: string, db?: Db): Promise<void> {
  const database = db ?? (await workerDatabase()).db;
  const [user] = await database
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no account for ${email}`);
  const { id } = await createSession(database, user.id, { adminSessionHours: ADMIN_SESSION_HOURS });
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: id, url: hosts[host], httpOnly: true, sameSite: 'Lax' }]);
}

/** A toast with this text (the newest one when several say the same). */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

/**
 * Closes every toast on the page (their close button) and waits until they have left, so the next
 * step, an accessibility check or a screenshot, sees the page itself rather than a toast's fade.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  await expect(async () => {
    await page.evaluate(() => {
      for (const button of document.querySelectorAll<HTMLButtonElement>(
        '[data-sonner-toast] [data-close-button]',
      ))
        button.click();
    });
    await expect(toasts).toHaveCount(0, { timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
}
