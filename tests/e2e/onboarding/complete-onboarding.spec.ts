import { eq } from 'drizzle-orm';
import { siteSections, themes } from '../../../src/server/db/schema.ts';
import { onboardingTexts } from '../../../src/shared/onboarding.ts';
import { slugMessages } from '../../../src/shared/slug.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import {
  coupleOf,
  createOnboardingCouple,
  signInOnPanel,
  stepUrl,
  storedAnswers,
  uniqueSlug,
  weddingOf,
} from './onboarding-helpers.ts';

const themeNames = [
  'Clássico',
  'Rústico',
  'Moderno',
  'Elegante',
  'Minimalista',
  'Boho',
  'Praia',
  'Jardim',
  'Floral',
];

test('a new couple goes through the eight steps and every kind of answer is stored exactly', async ({
  page,
  database,
}) => {
  const { db } = database;
  const couple = await createOnboardingCouple(db);
  await signInOnPanel(page, couple.email);
  const advance = page.getByRole('button', { name: onboardingTexts.advance });

  await page.goto(`${hosts.painel}/onboarding`);
  await expect(page.getByRole('heading', { name: onboardingTexts.welcomeTitle })).toBeVisible();
  await page.getByRole('link', { name: onboardingTexts.start }).click();

  // 1: a choice
  await expect(page).toHaveURL(stepUrl(1));
  await expect(page.getByText('Passo 1 de 8')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Como vocês estão se sentindo com os preparativos?' }),
  ).toBeVisible();
  await expect(advance).toBeDisabled();
  await page.getByRole('radio', { name: 'Animados' }).check();
  await advance.click();

  // 2: skipped
  await expect(page).toHaveURL(stepUrl(2));
  await expect(advance).toBeDisabled();
  await page.getByRole('button', { name: onboardingTexts.skipStep }).click();

  // 3: several choices
  await expect(page).toHaveURL(stepUrl(3));
  await expect(advance).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Mural de recados' }).check();
  await page.getByRole('checkbox', { name: 'Sobre o casal' }).check();
  await page.getByRole('checkbox', { name: 'Local da festa' }).check();
  await page.getByRole('checkbox', { name: 'Local da festa' }).uncheck();
  await advance.click();

  // 4: information only
  await expect(page).toHaveURL(stepUrl(4));
  await expect(page.getByRole('button', { name: onboardingTexts.skipStep })).toHaveCount(0);
  await expect(page.getByText('Transferência por PIX gratuita')).toBeVisible();
  await advance.click();

  // 5: the default
  await expect(page).toHaveURL(stepUrl(5));
  await expect(advance).toBeDisabled();
  await page.getByRole('button', { name: onboardingTexts.chooseLater }).click();
  await expect(page.getByText(onboardingTexts.defaultApplied)).toBeVisible();

  // 6: a new link, typed loosely and normalised
  await expect(page).toHaveURL(stepUrl(6));
  const slugInput = page.getByLabel('Link do site', { exact: true });
  await expect(slugInput).toHaveValue(couple.slug);
  const newSlug = uniqueSlug('nosso-sim');
  await slugInput.fill(`  ${newSlug.toUpperCase().replace('-', ' ')}!`);
  await expect(slugInput).toHaveValue(newSlug);
  await expect(page.getByText(slugMessages.available)).toBeVisible();
  await advance.click();
  await expect(page.getByText(slugMessages.saved)).toBeVisible();

  // 7: the nine themes first (then the others the themes studio published), filtered by tag, one chosen
  await expect(page).toHaveURL(stepUrl(7));
  const cards = page.getByRole('list').getByRole('button');
  await expect(cards.nth(8)).toBeVisible();
  for (const [i, name] of themeNames.entries()) {
    await expect(cards.nth(i)).toHaveAccessibleName(name);
  }
  const published = await db.select({ tags: themes.tags }).from(themes).where(eq(themes.status, 'publicado'));
  await expect(cards).toHaveCount(published.length);
  // The studio's tags filter the cards: "Romântico" keeps Jardim and leaves Moderno out.
  const filter = page.getByRole('group', { name: 'Filtrar temas por estilo' });
  await filter.getByText('Romântico', { exact: true }).click();
  await expect(filter.getByRole('radio', { name: 'Romântico' })).toBeChecked();
  await expect(cards).toHaveCount(published.filter((t) => t.tags.includes('Romântico')).length);
  await expect(page.getByRole('button', { name: 'Moderno', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Jardim', exact: true }).click();
  await expect(page.getByText(onboardingTexts.themeSaved)).toBeVisible();

  // 8: congratulations, then the dashboard
  await expect(page).toHaveURL(stepUrl(8));
  await expect(page.getByText(`noivos.${new URL(hosts.public).host}/${newSlug}`)).toBeVisible();
  await page.getByRole('button', { name: onboardingTexts.goToDashboard }).click();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
  await expect(page.getByRole('region', { name: 'Próximos passos' })).toBeVisible();
  await expect(page.getByText('Terminar a configuração inicial')).toHaveCount(0);

  expect(await storedAnswers(db, couple.wedding.id)).toEqual({
    1: 'animados',
    2: 'pular',
    3: '["about-couple","message-board"]',
    5: 'padrao',
  });
  const [jardim] = await db.select({ id: themes.id }).from(themes).where(eq(themes.key, 'jardim'));
  expect(await weddingOf(db, couple.wedding.id)).toEqual({
    slug: newSlug,
    themeId: jardim?.id,
    giftListType: 'padrao',
  });
  // Step 3 left out the ceremony, the party and the best men: their sections start hidden.
  const sections = await db
    .select({ kind: siteSections.kind, visible: siteSections.visible })
    .from(siteSections)
    .where(eq(siteSections.weddingId, couple.wedding.id));
  expect(
    sections
      .filter((s) => !s.visible)
      .map((s) => s.kind)
      .sort(),
  ).toEqual(['cerimonia', 'padrinhos', 'recepcao']);
  const after = await coupleOf(db, couple.user.id);
  expect(after.progress).toBe(8);
  expect(after.completedAt).not.toBeNull();

  // Finished: the welcome page now sends the couple to the dashboard.
  await page.goto(`${hosts.painel}/onboarding`);
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
});

test('step 5 saves a list type with its toast and the theme step marks the current theme', async ({
  page,
  database,
}) => {
  const { db } = database;
  const [moderno] = await db.select({ id: themes.id }).from(themes).where(eq(themes.key, 'moderno'));
  const couple = await createOnboardingCouple(db, { progress: 4 });
  await signInOnPanel(page, couple.email);

  await page.goto(stepUrl(5));
  await page.getByRole('radio', { name: 'Viagens e experiências' }).check();
  await page.getByRole('button', { name: onboardingTexts.advance }).click();
  await expect(page.getByText(onboardingTexts.saved)).toBeVisible();
  await expect(page).toHaveURL(stepUrl(6));
  expect((await storedAnswers(db, couple.wedding.id))[5]).toBe('travel');
  expect((await weddingOf(db, couple.wedding.id)).giftListType).toBe('travel');

  // Unchanged link: advancing saves nothing and moves on.
  await page.getByRole('button', { name: onboardingTexts.advance }).click();
  await expect(page).toHaveURL(stepUrl(7));
  await page.getByRole('button', { name: 'Moderno', exact: true }).click();
  await expect(page).toHaveURL(stepUrl(8));

  await page.goto(stepUrl(7));
  await expect(page.getByRole('button', { name: 'Moderno', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Clássico', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect((await weddingOf(db, couple.wedding.id)).themeId).toBe(moderno?.id);

  // "Escolher depois" moves on and keeps the theme.
  await page.getByRole('button', { name: onboardingTexts.chooseLater }).click();
  await expect(page).toHaveURL(stepUrl(8));
  expect((await weddingOf(db, couple.wedding.id)).themeId).toBe(moderno?.id);
});
