import { notFoundTexts } from '../../../src/shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

for (const [kind, origin] of Object.entries(hosts)) {
  test(`unknown path on the ${kind} host shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(`${origin}/caminho-que-nao-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: notFoundTexts.title })).toBeVisible();
    await expect(page.getByText(notFoundTexts.description)).toBeVisible();
    const back = page.getByRole('link', { name: notFoundTexts.back });
    await expect(back).toHaveAttribute('href', `${hosts.public}/`);
  });
}
