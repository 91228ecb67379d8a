// Screenshots of the welcome page and each step at phone and desktop widths, for review.
// They go to SHOTS_DIR when set (e.g. /tmp/shots-d), otherwise to this test's output folder.
import { eq } from 'drizzle-orm';
import { themes, weddings } from '../../../src/server/db/schema.ts';
import { slugMessages } from '../../../src/shared/slug.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createOnboardingCouple, signInOnPanel, stepUrl, uniqueSlug } from './onboarding-helpers.ts';

const widths = [375, 1280] as const;

test('screenshots of the welcome page and every step at 375 and 1280 px', async ({ page, database }) => {
  test.setTimeout(90_000);
  const { db } = database;
  const couple = await createOnboardingCouple(db, { progress: 7 });
  const [classic] = await db.select({ id: themes.id }).from(themes).where(eq(themes.key, 'classico'));
  await db.update(weddings).set({ themeId: classic?.id }).where(eq(weddings.id, couple.wedding.id));
  await signInOnPanel(page, couple.email);
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath('shots');

  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    const shot = async (name: string) => {
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: `${dir}/onboarding-${name}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    };

    await page.goto(`${hosts.painel}/onboarding`);
    await expect(page.getByRole('link', { name: 'Começar' })).toBeVisible();
    await shot('welcome');

    for (let step = 1; step <= 8; step++) {
      await page.goto(stepUrl(step));
      await expect(page.getByText(`Passo ${step} de 8`)).toBeVisible();
      if (step === 1) await page.getByRole('radio', { name: 'Animados' }).check();
      if (step === 3) {
        await page.getByRole('checkbox', { name: 'Sobre o casal' }).check();
        await page.getByRole('checkbox', { name: 'Mural de recados' }).check();
      }
      if (step === 5) await page.getByRole('radio', { name: 'Casa', exact: true }).check();
      if (step === 6) {
        await page.getByLabel('Link do site', { exact: true }).fill(uniqueSlug('helena-e-rafael'));
        await expect(page.getByText(slugMessages.available)).toBeVisible();
      }
      if (step === 7) await expect(page.getByRole('list').getByRole('button').nth(8)).toBeVisible();
      await shot(`passo-${step}`);
    }
  }
});
