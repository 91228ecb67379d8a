import { eq } from 'drizzle-orm';
import { weddings } from '../../../src/server/db/schema.ts';
import { onboardingTexts } from '../../../src/shared/onboarding.ts';
import { slugMessages } from '../../../src/shared/slug.ts';
import { SLUG_CHECK_DELAY_MS } from '../../../src/web/painel/onboarding/use-slug-field.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import {
  createOnboardingCouple,
  signInOnPanel,
  stepUrl,
  uniqueSlug,
  weddingOf,
} from './onboarding-helpers.ts';

const availability = '**/api/weddings/slug-availability?*';

test('the link field shows invalid, checking, taken and available by their messages', async ({
  page,
  database,
}) => {
  const couple = await createOnboardingCouple(database.db, { progress: 5 });
  await signInOnPanel(page, couple.email);
  const checks: string[] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(availability, async (route) => {
    checks.push(new URL(route.request().url()).searchParams.get('slug') ?? '');
    await held;
    await route.continue();
  });

  // The page's clock is ours: typing below happens with time paused, so a slow machine's pause
  // between two keys can never look like "typing stopped".
  await page.clock.install();
  await page.goto(stepUrl(6));
  await expect(page.getByText(`noivos.${new URL(hosts.public).host}/`, { exact: true })).toBeVisible();
  const input = page.getByLabel('Link do site', { exact: true });
  const status = page.getByRole('status');
  await expect(input).toHaveValue(couple.slug);

  // Longer than 80 characters: the only shape normalisation cannot fix.
  await input.fill('a'.repeat(81));
  await expect(status).toHaveText(slugMessages.invalid);

  // Valid and new: "checking" until the server answers, then available.
  const fresh = uniqueSlug('casamento');
  await input.fill(fresh);
  await expect(status).toHaveText(slugMessages.checking);
  release();
  await expect(status).toHaveText(slugMessages.available);

  // The seeded couple's link is taken.
  held = Promise.resolve();
  await input.fill('Mariana e João');
  await expect(input).toHaveValue('mariana-e-joao');
  await expect(status).toHaveText(slugMessages.taken);

  // The current link is never checked; typing checks once, after typing stops.
  await input.fill(couple.slug);
  await expect(status).not.toHaveText(slugMessages.checking);
  checks.length = 0;
  await input.fill('');
  await page.clock.pauseAt(Date.now() + 60_000);
  await input.pressSequentially('ana-e-rui-2027');
  await page.clock.runFor(SLUG_CHECK_DELAY_MS);
  await page.clock.resume();
  await expect(status).toHaveText(/Link disponível!|Este link já está sendo usado/);
  expect(checks).toEqual(['ana-e-rui-2027']);
  expect(checks).not.toContain(couple.slug);

  // Advancing with a taken link is refused by the server: "Link já existe", still on step 6.
  await input.fill('mariana-e-joao');
  await expect(status).toHaveText(slugMessages.taken);
  await page.getByRole('button', { name: onboardingTexts.advance }).click();
  await expect(page.getByText(slugMessages.duplicate)).toBeVisible();
  await expect(page).toHaveURL(stepUrl(6));
  expect((await weddingOf(database.db, couple.wedding.id)).slug).toBe(couple.slug);
});

test('with no link typed and none saved, advancing asks for one; skipping moves on', async ({
  page,
  database,
}) => {
  const couple = await createOnboardingCouple(database.db, { progress: 5 });
  await database.db.update(weddings).set({ slug: null }).where(eq(weddings.id, couple.wedding.id));
  await signInOnPanel(page, couple.email);

  await page.goto(stepUrl(6));
  await expect(page.getByLabel('Link do site', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: onboardingTexts.advance }).click();
  await expect(page.getByText(slugMessages.requiredTitle)).toBeVisible();
  await expect(page.getByText(slugMessages.requiredDescription)).toBeVisible();
  await expect(page).toHaveURL(stepUrl(6));

  await page.getByRole('button', { name: onboardingTexts.skipThisStep }).click();
  await expect(page).toHaveURL(stepUrl(7));
  expect((await weddingOf(database.db, couple.wedding.id)).slug).toBeNull();
});
