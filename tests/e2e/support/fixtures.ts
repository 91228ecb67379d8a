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

export const test = base.extend<object, { database: Database }>({
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
