// Issue 21, "Dashboard" and "The day itself" at 375 px: the printable summary of the events counts
// adults, children and babies per event and lists the confirmed households, and follows a new answer
// without a reload; at the door, the whole personal link pasted finds the household and a tap marks
// the arrival, with its time and the count. Both screens axe-clean. Screenshots: the summary (screen
// and print) and check-in. The summary is reached from "Eventos" (no menu entry of its own): on a
// phone its link shows on the first screen.
import { memberEventAnswers } from '../../../src/server/db/schema.ts';
import { publishWeddingEvent } from '../../../src/server/modules/live/wedding-events.ts';
import { insertEvent, insertHousehold } from '../../../src/server/testing/invited-households.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot, shotPath, shotsWanted } from '../support/screenshots.ts';

test('the events summary follows answers live and check-in marks an arrival, at 375 px', async ({
  page,
  database,
}) => {
  const db = database.db;
  const couple = await createPanelCouple(db);
  const weddingId = couple.wedding.id;
  const igreja = await insertEvent(db, weddingId, { name: 'Cerimônia religiosa', position: 1 });
  const festa = await insertEvent(db, weddingId, { name: 'Festa', position: 2 });
  const souza = await insertHousehold(db, weddingId, {
    name: 'Família Souza',
    members: [
      { name: 'João Souza' },
      { name: 'Lia Souza', ageGroup: 'crianca' },
      { name: 'Téo Souza', ageGroup: 'bebe' },
    ],
    eventIds: [igreja.id, festa.id],
  });
  const lima = await insertHousehold(db, weddingId, {
    name: 'Família Lima',
    members: [{ name: 'Pedro Lima' }],
    eventIds: [festa.id],
  });
  await db
    .insert(memberEventAnswers)
    .values([
      ...souza.members.map((m) => ({ memberId: m.id, eventId: festa.id, attending: true })),
      { memberId: souza.members[0]!.id, eventId: igreja.id, attending: true },
    ]);

  await page.setViewportSize({ width: 375, height: 780 });
  await openPanel(page, couple, '/dashboard/convidados/eventos/resumo');
  const party = page.getByRole('region', { name: 'Festa' });
  await expect(party).toContainText('Confirmados: 1 adulto · 1 criança · 1 bebê');
  await expect(party).toContainText('João Souza, Lia Souza (criança), Téo Souza (bebê)');
  await expect(party.getByText('Aguardando').locator('+ dd')).toHaveText('1');

  // Pedro answers: the summary counts him and lists his household without a reload.
  await db
    .insert(memberEventAnswers)
    .values({ memberId: lima.members[0]!.id, eventId: festa.id, attending: true });
  await publishWeddingEvent(db, weddingId, 'rsvp');
  await expect(party).toContainText('Confirmados: 2 adultos · 1 criança · 1 bebê');
  await expect(party).toContainText('Famílias confirmadas (2 de 2 convidadas)');
  await expect(party.getByText('Pedro Lima')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'events summary');
  await fullPageShot(page, 'guests/events-summary-375');
  if (shotsWanted) {
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: shotPath('guests/events-summary-print'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  }

  await page.goto(`${hosts.painel}/dashboard/convidados/check-in`);
  await page.getByLabel('Evento').selectOption({ label: 'Festa' });
  const counter = page.getByRole('status').filter({ hasText: 'chegaram' });
  await expect(counter).toHaveText('0 de 4 chegaram');
  await page
    .getByLabel('Nome ou código do convite')
    .fill(`${hosts.noivos}/${couple.slug}/convite/${souza.code}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const card = page.getByRole('article', { name: 'Família Souza' });
  await card.getByRole('button', { name: 'Chegou: João Souza' }).click();
  await expect(counter).toHaveText('1 de 4 chegaram');
  await expect(card.getByText(/^Chegou às \d\dh\d\d$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'check-in');
  await fullPageShot(page, 'guests/check-in-arrived-375');
});

test('on a phone, "Eventos" shows the link to the printable summary at once, and it opens it', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await insertEvent(database.db, couple.wedding.id, { name: 'Festa', position: 1 });
  await page.setViewportSize({ width: 375, height: 780 });
  await openPanel(page, couple, '/dashboard/convidados/eventos');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Resumo para imprimir' });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/convidados\/eventos\/resumo$/);
  await expect(page.getByRole('region', { name: 'Festa' })).toBeVisible();
});
