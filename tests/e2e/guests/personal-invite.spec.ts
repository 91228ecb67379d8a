// A household's personal invitation (issue 21): a guest on a phone opens the link, is greeted by
// the household's name, answers for each member and event, and finds the answer after a reload;
// the couple's "Eventos" counts it as adults and children without a reload. The same answer goes
// through without JavaScript. Screenshots: the personal page at 375 px in two themes, the events
// page at 375 and 1280 px.
import type { Browser, Page } from '@playwright/test';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { memberEventAnswers, themes, weddings } from '../../../src/server/db/schema.ts';
import { seedDemoSite } from '../../../src/server/db/seed/demo-site.ts';
import { insertEvent, insertHousehold } from '../../../src/server/testing/invited-households.ts';
import { invitationTexts } from '../../../src/shared/invitation.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissToasts, expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';

const eventsPath = '/dashboard/convidados/eventos';

async function invitedCouple(db: Db, theme = 'classico') {
  const couple = await createPanelCouple(db, { sitePublished: true });
  const weddingId = couple.wedding.id;
  const [row] = await db.select({ id: themes.id }).from(themes).where(eq(themes.key, theme));
  await db.update(weddings).set({ themeId: row!.id }).where(eq(weddings.id, weddingId));
  await seedDemoSite(db, weddingId, row!.id);
  const igreja = await insertEvent(db, weddingId, {
    name: 'Cerimônia religiosa',
    date: '2027-09-18',
    time: '16:00',
    placeName: 'Paróquia São José',
    address: 'Rua das Flores, 100 - São Paulo - SP',
    dressCode: 'Passeio completo',
    position: 1,
  });
  const festa = await insertEvent(db, weddingId, {
    name: 'Festa',
    date: '2027-09-18',
    time: '19:00',
    placeName: 'Sítio das Palmeiras',
    address: 'Estrada do Sol, 2000 - Cotia - SP',
    dressCode: 'Esporte fino',
    notes: 'A festa vai até as 2h.',
    position: 2,
  });
  const souza = await insertHousehold(db, weddingId, {
    name: 'Família Souza',
    members: [{ name: 'Ana Souza' }, { name: 'Leo Souza', ageGroup: 'crianca' }],
    maxCompanions: 1,
    eventIds: [igreja.id, festa.id],
  });
  return { ...couple, igreja, festa, souza, link: `${hosts.noivos}/${couple.slug}/convite/${souza.code}` };
}

async function phone(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 780 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    javaScriptEnabled,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The radio of one member at one event: "Vou" or "Não vou". */
function choice(page: Page, member: string, event: string, label: 'Vou' | 'Não vou') {
  return page
    .getByRole('group', { name: member, exact: true })
    .getByRole('group', { name: event, exact: true })
    .getByRole('radio', { name: label, exact: true });
}

async function answer(page: Page) {
  await expect(page.getByRole('heading', { name: invitationTexts.greeting('Família Souza') })).toBeVisible();
  await choice(page, 'Ana Souza', 'Cerimônia religiosa', 'Vou').check();
  await choice(page, 'Ana Souza', 'Festa', 'Vou').check();
  await choice(page, 'Leo Souza', 'Cerimônia religiosa', 'Não vou').check();
  await choice(page, 'Leo Souza', 'Festa', 'Vou').check();
  await page
    .getByRole('group', { name: 'Ana Souza', exact: true })
    .getByLabel(invitationTexts.dietary)
    .fill('Vegetariana');
  await page.getByLabel(invitationTexts.companionName(1)).fill('Tio Ivo');
  await page.getByRole('button', { name: invitationTexts.submit }).click();
  await expect(page.getByText(invitationTexts.saved)).toBeVisible();
}

async function expectAnswered(page: Page) {
  await expect(choice(page, 'Ana Souza', 'Cerimônia religiosa', 'Vou')).toBeChecked();
  await expect(choice(page, 'Leo Souza', 'Cerimônia religiosa', 'Não vou')).toBeChecked();
  await expect(choice(page, 'Leo Souza', 'Festa', 'Vou')).toBeChecked();
  await expect(page.getByLabel(invitationTexts.companionName(1))).toHaveValue('Tio Ivo');
  await expect(page.getByRole('region', { name: invitationTexts.answerTitle })).toContainText(
    'Festa: Ana Souza (vai), Leo Souza (vai)',
  );
  await expect(page.getByRole('button', { name: invitationTexts.change })).toBeVisible();
}

test('a guest answers through the personal link at 375 px and the couple’s events count it live', async ({
  page,
  browser,
  database,
}) => {
  // Two browsers, a reload, two axe checks and three screenshots: the time a busy machine needs.
  test.setTimeout(90_000);
  const couple = await invitedCouple(database.db);
  await openPanel(page, couple, eventsPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  const festaRow = page.getByRole('row', { name: /Festa/ });
  const igrejaRow = page.getByRole('row', { name: /Cerimônia religiosa/ });
  await expect(festaRow).toContainText('0 adultos · 0 crianças');
  await expect(festaRow).toContainText('1 família convidada');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const guest = await phone(browser);
  await guest.page.goto(couple.link);
  await answer(guest.page);
  await guest.page.reload();
  await expectAnswered(guest.page);
  await expectNoAxeViolations(guest.page, 'convite pessoal');
  await guest.page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(guest.page, 'convite-pessoal-375-classico');

  // The site's home now greets the household and leads back to its invitation.
  await guest.page.goto(`${hosts.noivos}/${couple.slug}`);
  await expect(guest.page.getByText(invitationTexts.homeBanner('Família Souza'))).toBeVisible();
  await guest.page.getByRole('link', { name: invitationTexts.homeBannerLink }).click();
  await expect(guest.page).toHaveURL(couple.link);
  await guest.close();

  await expect(festaRow).toContainText('1 adulto · 1 criança');
  await expect(festaRow).toContainText('+ 1 acompanhante');
  await expect(igrejaRow).toContainText('1 adulto · 0 crianças');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'eventos');
  await fullPageShot(page, 'eventos-1280');
  await page.setViewportSize({ width: 375, height: 780 });
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await fullPageShot(page, 'eventos-375');
});

test('the couple creates an event from a suggestion and invites the guest list to it', async ({
  page,
  database,
}) => {
  test.setTimeout(60_000);
  const couple = await createPanelCouple(database.db, { sitePublished: true });
  for (const name of ['Família Alves', 'Família Borges'])
    await insertHousehold(database.db, couple.wedding.id, { name, members: [{ name: `${name} 1` }] });
  await openPanel(page, couple, eventsPath);
  await page.getByRole('button', { name: 'Criar o primeiro evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo evento' });
  await dialog.getByRole('button', { name: 'Festa', exact: true }).click();
  await expect(dialog.getByLabel('Nome do evento')).toHaveValue('Festa');
  await dialog.getByLabel('Data').fill('2027-09-18');
  await dialog.getByLabel('Horário').fill('19:00');
  await dialog.getByLabel('Local', { exact: true }).fill('Sítio das Palmeiras');
  await dialog.getByLabel('Traje (opcional)').fill('Esporte fino');
  await fullPageShot(page, 'eventos-novo-1280');
  await dialog.getByRole('button', { name: 'Criar evento' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Festa/ });
  await expect(row).toContainText('18/09/2027 · 19h00');
  await expect(row).toContainText('0 famílias convidadas');

  await page.getByRole('button', { name: 'Convidados de Festa' }).click();
  const guests = page.getByRole('dialog', { name: 'Convidados: Festa' });
  await guests.getByRole('button', { name: 'Marcar todas', exact: true }).click();
  await expect(guests.getByText('2 de 2 famílias convidadas')).toBeVisible();
  await guests.getByRole('button', { name: 'Salvar convidados' }).click();
  await expect(guests).toBeHidden();
  await expect(row).toContainText('2 famílias convidadas');
  await expect(row).toContainText('0 adultos · 0 crianças');
});

test('the personal page in another theme at 375 px', async ({ browser, database }) => {
  const couple = await invitedCouple(database.db, 'jardim');
  const guest = await phone(browser);
  await guest.page.goto(couple.link);
  await expect(
    guest.page.getByRole('heading', { name: invitationTexts.greeting('Família Souza') }),
  ).toBeVisible();
  await fullPageShot(guest.page, 'convite-pessoal-375-jardim');
  await guest.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same answer goes through the plain form and stays after a reload', async ({
    browser,
    database,
  }) => {
    const couple = await invitedCouple(database.db);
    const guest = await phone(browser, false);
    await guest.page.goto(couple.link);
    await answer(guest.page);
    await guest.page.reload();
    await expectAnswered(guest.page);
    await guest.close();
    const saved = await database.db
      .select({ attending: memberEventAnswers.attending })
      .from(memberEventAnswers)
      .where(
        inArray(
          memberEventAnswers.memberId,
          couple.souza.members.map((m) => m.id),
        ),
      );
    expect(saved.map((s) => s.attending).sort()).toEqual([false, true, true, true]);
  });
});
