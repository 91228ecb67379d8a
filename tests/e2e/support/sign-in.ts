// Signs in by calling the login API from a page of the host (Node cannot resolve `*.localhost`,
// Chromium can, so the session cookie lands in the browser); the login forms have their own specs.
import type { Page } from '@playwright/test';
import { expect } from './db.ts';
import { hosts } from './hosts.ts';

export async function signInThroughApi(
  page: Page,
  host: keyof typeof hosts,
  email: string,
  password: string,
) {
  await page.goto(`${hosts[host]}/entrar`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, password },
  );
  expect(status).toBe(200);
}
