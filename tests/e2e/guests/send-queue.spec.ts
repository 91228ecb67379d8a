// "Enviar convites" on a phone (issue 21, section 4): the queue shows one household at a time, its
// "Enviar pelo WhatsApp" opens wa.me with the Brazilian number and the message carrying the
// household's personal link; "Marcar como enviado" moves it to "Lembrar quem não respondeu".
// Screenshots: both queues at 375 px.
import { eq } from 'drizzle-orm';
import { householdMembers } from '../../../src/server/db/schema.ts';
import { insertEvent, insertHousehold } from '../../../src/server/testing/invited-households.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissToasts, expect, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';

test.use({ viewport: { width: 375, height: 780 } });

test('the couple sends an invitation by WhatsApp at 375 px and finds it in the reminders', async ({
  page,
  database,
}) => {
  test.setTimeout(60_000);
  const db = database.db;
  const couple = await createPanelCouple(db, { sitePublished: true });
  const festa = await insertEvent(db, couple.wedding.id, { name: 'Festa', position: 1 });
  const souza = await insertHousehold(db, couple.wedding.id, {
    name: 'Família Souza',
    members: [{ name: 'Ana Souza' }, { name: 'Leo Souza', ageGroup: 'crianca' }],
    eventIds: [festa.id],
  });
  await db
    .update(householdMembers)
    .set({ phone: '5511987654321' })
    .where(eq(householdMembers.id, souza.members[0]!.id));
  await insertHousehold(db, couple.wedding.id, { name: 'Tia Rosa', members: [{ name: 'Rosa Moraes' }] });

  await openPanel(page, couple, '/dashboard/convidados/enviar-convites');
  await expect(page.getByRole('heading', { level: 1, name: 'Enviar convites' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Convite 1 de 2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Família Souza' })).toBeVisible();

  const href = await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href');
  const url = new URL(href!);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511987654321');
  const text = url.searchParams.get('text')!;
  expect(text).toContain(`${hosts.noivos}/${couple.slug}/convite/${souza.code}`);
  expect(text).toContain('Olá, Família Souza!');
  expect(text).toContain('O convite vale para: Festa.');

  // Nothing wider than the phone: the long personal link wraps inside the card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'enviar convites');
  await fullPageShot(page, 'enviar-convites-375');

  await page.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(toast(page, 'Convite de “Família Souza” marcado como enviado.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Convite 1 de 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tia Rosa' })).toBeVisible();
  await dismissToasts(page);

  await page.getByRole('tab', { name: /Lembrar quem não respondeu/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lembrete 1 de 1' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Família Souza' });
  await expect(card).toContainText('Enviado via WhatsApp em');
  await expectNoAxeViolations(page, 'lembrar quem não respondeu');
  await fullPageShot(page, 'lembrar-quem-nao-respondeu-375');
});
