import { eq } from 'drizzle-orm';
import { couples, weddings } from '../../../src/server/db/schema.ts';
import { onboardingErrors, onboardingTexts } from '../../../src/shared/onboarding.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import {
  coupleOf,
  createOnboardingCouple,
  signInOnPanel,
  stepUrl,
  storedAnswers,
} from './onboarding-helpers.ts';

test('a couple who leaves midway resumes at the first unanswered step and cannot skip ahead', async ({
  page,
  database,
}) => {
  const couple = await createOnboardingCouple(database.db);
  await signInOnPanel(page, couple.email);
  const advance = page.getByRole('button', { name: onboardingTexts.advance });

  // Not started: later steps send the couple to step 1.
  await page.goto(stepUrl(5));
  await expect(page).toHaveURL(stepUrl(1));

  await page.getByRole('radio', { name: 'Tranquilos' }).check();
  await advance.click();
  await expect(page).toHaveURL(stepUrl(2));
  await page.getByRole('radio', { name: 'Fazer a lista de presentes' }).check();
  await advance.click();
  await expect(page).toHaveURL(stepUrl(3));
  await page.getByRole('button', { name: onboardingTexts.skipStep }).click();
  await expect(page).toHaveURL(stepUrl(4));

  await page.goto(`${hosts.painel}/onboarding`);
  await page.getByRole('link', { name: onboardingTexts.start }).click();
  await expect(page).toHaveURL(stepUrl(4));

  await page.goto(stepUrl(7));
  await expect(page).toHaveURL(stepUrl(4));

  // Earlier steps can be revisited, with the saved answer selected.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(stepUrl(3));
  await expect(page.getByRole('checkbox', { name: 'Sobre o casal' })).not.toBeChecked();
  await page.goto(stepUrl(2));
  await expect(page.getByRole('radio', { name: 'Fazer a lista de presentes' })).toBeChecked();
  await expect(advance).toBeEnabled();

  expect(await storedAnswers(database.db, couple.wedding.id)).toEqual({
    1: 'tranquilos',
    2: 'gifts',
    3: 'pular',
  });
  expect((await coupleOf(database.db, couple.user.id)).progress).toBe(3);
});

test('a failed save keeps the couple on the step with the spec toast, and a double click saves once', async ({
  page,
  database,
}) => {
  const couple = await createOnboardingCouple(database.db);
  await signInOnPanel(page, couple.email);
  let posts = 0;
  await page.route('**/onboarding/answers', async (route) => {
    posts += 1;
    await route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'Falha simulada' } },
    });
  });

  await page.goto(stepUrl(1));
  await page.getByRole('radio', { name: 'Cansados' }).check();
  await page.getByRole('button', { name: onboardingTexts.advance }).dblclick();
  await expect(page.getByText(`${onboardingErrors.saveAnswer}Falha simulada`)).toBeVisible();
  await expect(page).toHaveURL(stepUrl(1));
  await expect(page.getByRole('radio', { name: 'Cansados' })).toBeChecked();
  expect(posts).toBe(1);

  await page.unroute('**/onboarding/answers');
  await page.getByRole('button', { name: onboardingTexts.advance }).dblclick();
  await expect(page).toHaveURL(stepUrl(2));
  expect(await storedAnswers(database.db, couple.wedding.id)).toEqual({ 1: 'cansados' });
});

test('a couple without a wedding gets one, made active, at step 1', async ({ page, database }) => {
  const { db } = database;
  const couple = await createOnboardingCouple(db);
  await db.update(couples).set({ activeWeddingId: null }).where(eq(couples.userId, couple.user.id));
  await db.delete(weddings).where(eq(weddings.id, couple.wedding.id));
  await signInOnPanel(page, couple.email);

  await page.goto(stepUrl(1));
  await page.getByRole('button', { name: onboardingTexts.skipStep }).click();
  await expect(page).toHaveURL(stepUrl(2));

  const { activeWeddingId } = await coupleOf(db, couple.user.id);
  expect(activeWeddingId).not.toBeNull();
  expect(await storedAnswers(db, activeWeddingId ?? '')).toEqual({ 1: 'pular' });
});
