// Shared steps of the catalogue specs: an admin of the spec's own, signed in on the admin host.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Db } from '../../../src/server/db/client.ts';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { expect, signInAs } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

export { dismissToasts, toast } from '../support/fixtures.ts';

const password = 'Admin#Forte2027';

export async function signedInAdmin(page: Page, db: Db) {
  const email = `e2e-catalogo-${randomUUID()}@exemplo.com`;
  await createUser(db, { email, password, role: 'admin' });
  await signInAs(page, 'admin', email, db);
  await page.goto(`${hosts.admin}/admin`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

export function productPhoto(background = '#30b8b2'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A short unique word, so each spec finds its own rows among everyone's. */
export function uniqueWord(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 6)}`;
}
