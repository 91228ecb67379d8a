// Issue 21's acceptance journey, second half (the first is invitations-journey.spec.ts): with
// Cerimônia and Festa and three households sent their invitations, a guest at 375 px opens the
// household's personal link, is greeted by its name and answers for each member and event; the
// couple's guest list shows it opened and answered, and "Eventos" counts adults and children, all
// without a reload; the reminder queue lists only the households that have not answered; at the
// door, check-in by the household's code marks arrivals. Screenshot: check-in at 375 px.
import type { Page } from '@playwright/test';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { invitedHouseholds } from '../../../src/server/db/schema.ts';
import { insertEvent, insertHousehold } from '../../../src/server/testing/invited-households.ts';
import { invitationTexts } from '../../../src/shared/invitation.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';

async function sentInvitations(db: Db) {
  const couple = await createPanelCouple(db, { sitePublished: true });
  const weddingId = couple.wedding.id;
  const igreja = await insertEvent(db, weddingId, {
    name: 'Cerimônia religiosa',
    date: '2027-09-18',
    position: 1,
  });
  const festa = await insertEvent(db, weddingId, { name: 'Festa', date: '2027-09-18', position: 2 });
  const souza = await insertHousehold(db, weddingId, {
    name: 'Família Souza',
    members: [{ name: 'Ana Souza' }, { name: 'Leo Souza', ageGroup: 'crianca' }],
    eventIds: [igreja.id, festa.id],
  });
  const lima = await insertHousehold(db, weddingId, {
    name: 'Família Lima',
    members: [{ name: 'Pedro Lima' }],
    eventIds: [igreja.id, festa.id],
  });
  const rocha = await insertHousehold(db, weddingId, {
    name: 'Camila e Thiago',
    members: [{ name: 'Camila Rocha' }, { name: 'Thiago Rocha' }],
    eventIds: [festa.id],
  });
  await db
    .update(invitedHouseholds)
    .set({ sentAt: new Date(), sentVia: 'whatsapp' })
    .where(inArray(invitedHouseholds.id, [souza.id, lima.id, rocha.id]));
  return { ...couple, souza, link: `${hosts.noivos}/${couple.slug}/convite/${souza.code}` };
}

/** The radio of one member at one event. */
function choice(page: Page, member: string, event: string, label: 'Vou' | 'Não vou') {
  return page
    .getByRole('group', { name: member, exact: true })
    .getByRole('group', { name: event, exact: true })
    .getByRole('radio', { name: label, exact: true });
}

test('a guest answers the personal link at 375 px; the couple sees it answered and counted, and whom to remind', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(90_000);
  const couple = await sentInvitations(database.db);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPanel(page, couple, '/dashboard/convidados/lista');
  const souzaRow = page.getByRole('row', { name: /Família Souza/ });
  await expect(souzaRow).toContainText('Enviado');

  const guest = await browser.newContext({
    viewport: { width: 375, height: 780 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const phone = await guest.newPage();
  await phone.goto(couple.link);
  await expect(phone.getByRole('heading', { name: invitationTexts.greeting('Família Souza') })).toBeVisible();
  // Opening the link shows on the couple's list at once.
  await expect(souzaRow).toContainText('Aberto');
  await choice(phone, 'Ana Souza', 'Cerimônia religiosa', 'Vou').check();
  await choice(phone, 'Ana Souza', 'Festa', 'Vou').check();
  await choice(phone, 'Leo Souza', 'Cerimônia religiosa', 'Não vou').check();
  await choice(phone, 'Leo Souza', 'Festa', 'Vou').check();
  await phone.getByRole('button', { name: invitationTexts.submit }).click();
  await expect(phone.getByText(invitationTexts.saved)).toBeVisible();
  await guest.close();

  await expect(souzaRow).toContainText('Respondido');
  await expect(souzaRow).toContainText('pelo link pessoal');

  await page.goto(`${hosts.painel}/dashboard/convidados/eventos`);
  await expect(page.getByRole('row', { name: /Festa/ })).toContainText('1 adulto · 1 criança');
  await expect(page.getByRole('row', { name: /Cerimônia religiosa/ })).toContainText('1 adulto · 0 crianças');

  await page.goto(`${hosts.painel}/dashboard/convidados/enviar-convites`);
  await page.getByRole('tab', { name: /Lembrar quem não respondeu/ }).click();
  await expect(page.getByRole('article', { name: 'Família Lima' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Camila e Thiago' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Família Souza' })).toHaveCount(0);

  // The day itself, at the door on a phone: the household's code typed, arrivals marked.
  await page.setViewportSize({ width: 375, height: 780 });
  await page.goto(`${hosts.painel}/dashboard/convidados/check-in`);
  await page.getByLabel('Evento').selectOption({ label: 'Festa' });
  const counter = page.getByRole('status').filter({ hasText: 'chegaram' });
  await expect(counter).toHaveText('0 de 2 chegaram');
  await page.getByLabel('Nome ou código do convite').fill(couple.souza.code);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const card = page.getByRole('article', { name: 'Família Souza' });
  await card.getByRole('button', { name: 'Chegou: Ana Souza' }).click();
  await expect(counter).toHaveText('1 de 2 chegaram');
  await card.getByRole('button', { name: 'Desfazer chegada de Ana Souza' }).click();
  await expect(counter).toHaveText('0 de 2 chegaram');
  await card.getByRole('button', { name: 'Todos chegaram' }).click();
  await expect(counter).toHaveText('2 de 2 chegaram');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'check-in');
  await fullPageShot(page, 'guests/check-in-375');

  const [souza] = await database.db
    .select({ answeredAt: invitedHouseholds.answeredAt })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.id, couple.souza.id));
  expect(souza?.answeredAt).toBeTruthy();
});
