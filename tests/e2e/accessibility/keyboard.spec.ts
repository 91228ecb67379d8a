// Every flow works with the keyboard alone, with a visible focus ring at every stop (issue 8):
// sign-up, onboarding, the site editor (including reordering without a mouse), RSVP and the
// message wall. Nothing here clicks or fills: keys only.
import { onboardingTexts } from '../../../src/shared/onboarding.ts';
import { slugMessages } from '../../../src/shared/slug.ts';
import { panelPaths } from '../../../src/web/painel/layout/panel-paths.ts';
import { uniqueEmail } from '../auth/auth-helpers.ts';
import { seedRsvp } from '../guests/guests-helpers.ts';
import {
  createOnboardingCouple,
  signInOnPanel,
  stepUrl,
  uniqueSlug,
} from '../onboarding/onboarding-helpers.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { saving, siteState, storedOrder } from '../site-editor/site-editor-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { tabTo, typeDate } from '../support/keyboard.ts';

test.use({ reducedMotion: 'reduce' });

test('signs up with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const step = (n: number) => `${hosts.public}/crie-sua-conta/passo-${n}`;
  await page.goto(step(1));
  await tabTo(page, page.getByLabel('E-mail', { exact: true }));
  await page.keyboard.type(uniqueEmail());
  await page.keyboard.press('Escape'); // closes the domain suggestions
  await tabTo(page, page.getByLabel('Li e aceito os Termos de Uso e a Política de Privacidade'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(step(2));

  await tabTo(page, page.getByLabel('Seu nome'));
  await page.keyboard.type('Beatriz');
  await tabTo(page, page.getByLabel('Você é'));
  await page.keyboard.type('Noiva');
  await tabTo(page, page.getByLabel('Nome do(a) parceiro(a)'));
  await page.keyboard.type('Tiago');
  await tabTo(page, page.getByLabel('Seu par é'));
  await page.keyboard.type('Noivo');
  await tabTo(page, page.getByLabel('Data do casamento'));
  await typeDate(page, page.getByLabel('Data do casamento'), '2028-03-11');
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(step(3));

  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type('Casamento#Lindo2027');
  await tabTo(page, page.getByRole('button', { name: 'Criar conta' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${hosts.painel}/onboarding`, { timeout: 15_000 });
});

test('goes through onboarding with the keyboard alone', async ({ page, database }) => {
  test.setTimeout(120_000);
  const couple = await createOnboardingCouple(database.db);
  await signInOnPanel(page, couple.email);
  await page.goto(`${hosts.painel}/onboarding`);
  const advance = page.getByRole('button', { name: onboardingTexts.advance });

  await tabTo(page, page.getByRole('link', { name: onboardingTexts.start }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(stepUrl(1));
  await tabTo(page, page.getByRole('radio', { name: 'Animados' }));
  await page.keyboard.press('Space');
  await tabTo(page, advance);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(stepUrl(2));
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('ArrowDown'); // arrows move through a radio group
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await tabTo(page, advance);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(stepUrl(3));
  await tabTo(page, page.getByRole('checkbox', { name: 'Mural de recados' }));
  await page.keyboard.press('Space');
  await tabTo(page, advance);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(stepUrl(4));
  await tabTo(page, advance);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(stepUrl(5));
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await tabTo(page, advance);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(stepUrl(6));
  await tabTo(page, page.getByLabel('Link do site', { exact: true }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(uniqueSlug('teclado'));
  await expect(page.getByText(slugMessages.available)).toBeVisible();
  await tabTo(page, advance);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(stepUrl(7));
  await tabTo(page, page.getByRole('button', { name: 'Praia', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(stepUrl(8));
  await tabTo(page, page.getByRole('button', { name: onboardingTexts.goToDashboard }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
});

test('reorders sections and edits the introduction in the site editor with the keyboard alone', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple, panelPaths.siteSections);
  const before = await storedOrder(page, couple.wedding.id);
  const second = before[1] as string;
  const third = before[2] as string;

  // The drag handle answers the keyboard: Space picks up, arrows move, Space drops.
  await tabTo(page, page.getByRole('button', { name: `Arrastar ${second}` }), 80);
  await page.keyboard.press('Space');
  const picked = page.getByText(`${second} selecionada, na posição 2 de ${before.length}.`);
  await expect(picked).toBeAttached();
  // dnd-kit measures the rows just after the pick-up; an arrow pressed before that moves nothing
  // (and announces nothing), so it is pressed again only while the pick-up is still the news.
  await expect(async () => {
    if (await picked.count()) await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${second} sobre a posição 3 de ${before.length}.`)).toBeAttached({
      timeout: 3_000,
    });
  }).toPass();
  await saving(page, /\/site\/sections\/order$/, 'PUT', () => page.keyboard.press('Space'));
  await expect
    .poll(() => storedOrder(page, couple.wedding.id))
    .toEqual([before[0], third, second, ...before.slice(3)]);

  // And every row has buttons to move it without dragging.
  await tabTo(page, page.getByRole('button', { name: `Mover ${second} para cima` }), 80);
  await page.keyboard.press('Enter');
  await expect.poll(() => storedOrder(page, couple.wedding.id)).toEqual(before);

  // Content is edited and saved from the keyboard too.
  await page.goto(`${hosts.painel}${panelPaths.siteIntro}`);
  await tabTo(page, page.getByLabel('Frase de abertura'), 80);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Vem aí o nosso sim!');
  await tabTo(page, page.getByRole('switch', { name: 'Mostrar contagem regressiva' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Salvar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Alterações salvas').first()).toBeVisible();
  const intro = (await siteState(page, couple.wedding.id)).settings.intro;
  expect(intro).toMatchObject({ headline: 'Vem aí o nosso sim!', countdown: false });
});

test('a guest confirms presence and leaves a message with the keyboard alone', async ({ page, database }) => {
  test.setTimeout(90_000);
  const couple = await createPanelCouple(database.db, { sitePublished: true });
  await seedRsvp(database.db, couple.wedding.id, { name: 'Outra pessoa' });
  await page.goto(couple.siteUrl);

  const rsvp = page.locator('#confirme-sua-presenca');
  await tabTo(page, rsvp.getByLabel('Seu nome completo'), 80);
  await page.keyboard.type('Tia Cida');
  await tabTo(page, rsvp.getByRole('button', { name: 'Confirmar presença' }));
  await page.keyboard.press('Enter');
  await expect(rsvp.getByText('Presença confirmada! Os noivos vão adorar ver você.')).toBeVisible();

  const wall = page.locator('#recados');
  await tabTo(page, wall.getByLabel('Seu nome'), 40);
  await page.keyboard.type('Vó Lurdes');
  await tabTo(page, wall.getByLabel('Sua mensagem'));
  await page.keyboard.type('Felicidades ao casal!');
  await tabTo(page, wall.getByRole('button', { name: 'Enviar recado' }));
  await page.keyboard.press('Enter');
  await expect(wall.getByText('Felicidades ao casal!')).toBeVisible();
});

test('asks for less motion and gets none', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db, { sitePublished: true });
  await page.goto(couple.siteUrl);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  const guestButton = await page
    .locator('.button')
    .first()
    .evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(Number.parseFloat(guestButton)).toBeLessThan(0.001);

  await openPanel(page, couple);
  const panelButton = page.getByRole('banner').getByRole('link', { name: 'Editar meu site' });
  const duration = await panelButton.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(Number.parseFloat(duration)).toBeLessThan(0.001);
});
