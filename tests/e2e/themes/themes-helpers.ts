// Shared steps of the themes studio specs: an admin of their own signed in on the admin host, the
// theme as the server has it, pictures to upload and rows to drag.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Db } from '../../../src/server/db/client.ts';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import type { ThemeDetail } from '../../../src/shared/theme-studio.ts';
import { signInAs } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

export { dragRow } from '../site-editor/site-editor-helpers.ts';
export { toast } from '../support/fixtures.ts';

export const adminPassword = 'Admin#Temas2027';

/** Signs a new admin in by its session cookie (the login form has its own specs). */
export async function openAdmin(page: Page, db: Db, path = '/admin/temas') {
  const email = `e2e-temas-${randomUUID()}@exemplo.com`;
  await createUser(db, { email, password: adminPassword, role: 'admin' });
  await signInAs(page, 'admin', email, db);
  await page.goto(`${hosts.admin}${path}`);
  return { email };
}

/** Calls the themes API from an admin page, as the page itself would. */
export function adminApi<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, ...(await res.json()) };
    },
    { path, method, body },
  ) as Promise<T>;
}

export const themeOf = (page: Page, id: string) => adminApi<ThemeDetail>(page, `/api/admin/themes/${id}`);

/** Section names in their stored order. */
export async function storedSections(page: Page, id: string): Promise<string[]> {
  const theme = await themeOf(page, id);
  return [...theme.sections].sort((a, b) => a.position - b.position).map((s) => s.name);
}

/** The theme id in the address of a wizard page. */
export function themeIdIn(url: string): string {
  const id = /\/admin\/temas\/([0-9a-f-]{36})\//.exec(url)?.[1];
  if (!id) throw new Error(`no theme id in ${url}`);
  return id;
}

export function pngImage(background = '#0B6E4F', size = 360): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}

export const previewFrame = (page: Page) => page.frameLocator('iframe[title="Prévia do tema"]');

/** A CSS variable of the preview's page. */
export function previewVariable(page: Page, name: string): Promise<string> {
  return previewFrame(page)
    .locator('html')
    .evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);
}
