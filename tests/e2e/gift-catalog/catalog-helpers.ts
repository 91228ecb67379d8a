// Shared steps of the catalogue specs: an admin of the spec's own, signed in on the admin host.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Db } from '../../../src/server/db/client.ts';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { expect } from '../support/db.ts';

const password = 'Admin#Forte2027';

export async function signedInAdmin(page: Page, db: Db) {
  const email = `e2e-catalogo-${randomUUID()}@exemplo.com`;
  await createUser(db, { email, password, role: 'admin' });
  await signIn(page, 'admin', email, password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

export function productPhoto(background = '#30b8b2'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A toast with this text (the newest one when several say the same). */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

/** A short unique word, so each spec finds its own rows among everyone's. */
export function uniqueWord(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 6)}`;
}

/** Waits until every toast has gone, so an accessibility check sees the page itself. */
export async function toastsGone(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
}
