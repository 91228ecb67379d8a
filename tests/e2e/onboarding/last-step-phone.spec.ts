// On a phone, the onboarding's last step lands on the top of a dashboard that knows it is done:
// no "Continuar configuração" loop back to /onboarding, and the next steps come from the wedding.
import { eq } from 'drizzle-orm';
import { weddings } from '../../../src/server/db/schema.ts';
import { onboardingTexts } from '../../../src/shared/onboarding.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createOnboardingCouple, signInOnPanel, stepUrl } from './onboarding-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the last step lands at the top of the dashboard, with its checklist and no loop', async ({
  page,
  database,
}) => {
  const { db } = database;
  const couple = await createOnboardingCouple(db, { progress: 7 });
  await db.update(weddings).set({ giftListPublished: true }).where(eq(weddings.id, couple.wedding.id));
  await signInOnPanel(page, couple.email);

  await page.goto(stepUrl(8));
  const go = page.getByRole('button', { name: onboardingTexts.goToDashboard });
  await go.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await go.click();

  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
  const steps = page.getByRole('region', { name: 'Próximos passos' });
  await expect(steps.getByText('1 de 5 concluídos')).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Adicionar fotos do casal' })).toBeVisible();
  await expect(steps.getByText('Publicar a lista de presentes')).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Publicar a lista de presentes' })).toHaveCount(0);
  await expect(page.getByText('Terminar a configuração inicial')).toHaveCount(0);
  await expect(page.getByText('Continuar configuração')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Helena & Rafael!' })).toBeInViewport();

  // The steps lead where each is done.
  await steps.getByRole('link', { name: 'Publicar o site' }).click();
  await expect(page.getByRole('dialog', { name: 'Publicar o site' })).toBeVisible();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard/site/publicacao`);
  await page.goto(`${hosts.painel}/onboarding`);
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
});

test('before the onboarding is done, finishing it is the first next step', async ({ page, database }) => {
  const couple = await createOnboardingCouple(database.db, { progress: 2 });
  await signInOnPanel(page, couple.email);
  await page.goto(`${hosts.painel}/dashboard`);
  const steps = page.getByRole('region', { name: 'Próximos passos' });
  await expect(steps.getByText('0 de 6 concluídos')).toBeVisible();
  await steps.getByRole('link', { name: 'Terminar a configuração inicial' }).click();
  await expect(page.getByRole('heading', { name: onboardingTexts.welcomeTitle })).toBeVisible();
});
