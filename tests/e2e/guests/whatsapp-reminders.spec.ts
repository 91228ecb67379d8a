// WhatsApp reminders (issue 25) as a guest on a phone asks for them: a household on its personal
// invitation (a wrong number is explained on its field, then "Lembretes ativos para ..."), and a
// guest on the open RSVP form by ticking the box under the phone. Screenshots at 375 px.
import { eq } from 'drizzle-orm';
import { whatsappGuestReminders } from '../../../src/server/db/schema.ts';
import { insertEvent, insertHousehold } from '../../../src/server/testing/invited-households.ts';
import { guestTexts } from '../../../src/shared/guest-texts.ts';
import { invitationTexts } from '../../../src/shared/invitation.ts';
import { rsvpMessages } from '../../../src/shared/rsvp.ts';
import { createPanelCouple } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fullPageShot, shotPath, shotsWanted } from '../support/screenshots.ts';
import { openGuestSite } from './guests-helpers.ts';

test('a household asks for WhatsApp reminders on its invitation at 375 px', async ({ browser, database }) => {
  const couple = await createPanelCouple(database.db, { sitePublished: true });
  const festa = await insertEvent(database.db, couple.wedding.id, {
    name: 'Festa',
    date: '2027-09-18',
    time: '19:00',
    placeName: 'Sítio das Palmeiras',
  });
  const souza = await insertHousehold(database.db, couple.wedding.id, {
    name: 'Família Souza',
    members: [{ name: 'Ana Souza' }],
    eventIds: [festa.id],
  });
  const guest = await openGuestSite(browser, `${couple.slug}/convite/${souza.code}`);
  const { page } = guest;
  const reminders = page.getByRole('form', { name: invitationTexts.remindersTitle });
  await expect(reminders.getByText(invitationTexts.remindersLead)).toBeVisible();

  const phone = reminders.getByLabel(invitationTexts.remindersPhone);
  await phone.fill('1234-5678');
  await reminders.getByRole('button', { name: invitationTexts.remindersSubmit }).click();
  await expect(page.getByLabel(invitationTexts.remindersPhone)).toHaveAccessibleDescription(
    rsvpMessages.whatsappPhone,
  );
  await expect(page).toHaveURL(/#lembretes-whatsapp$/);

  await page.getByLabel(invitationTexts.remindersPhone).fill('(11) 98765-4321');
  await page.getByRole('button', { name: invitationTexts.remindersSubmit }).click();
  await expect(page.getByText(invitationTexts.remindersSaved)).toBeVisible();
  await expect(page.getByText(invitationTexts.remindersActive('(11) 98765-4321'))).toBeVisible();
  await expect(page.getByRole('button', { name: invitationTexts.remindersChange })).toBeVisible();
  await expectNoAxeViolations(page, 'lembretes no convite (375 px)');
  if (shotsWanted)
    await page
      .getByRole('form', { name: invitationTexts.remindersTitle })
      .screenshot({ path: shotPath('whatsapp-reminders-invitation-375') });
  await fullPageShot(page, 'whatsapp-reminders-invitation-page-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await fullPageShot(page, 'whatsapp-reminders-invitation-page-1280');
  const saved = await database.db
    .select()
    .from(whatsappGuestReminders)
    .where(eq(whatsappGuestReminders.householdId, souza.id));
  expect(saved.map((r) => r.phone)).toEqual(['5511987654321']);
  await guest.close();
});

test('a guest ticks the WhatsApp reminder on the RSVP form at 375 px', async ({ browser, database }) => {
  const couple = await createPanelCouple(database.db, { sitePublished: true });
  const guest = await openGuestSite(browser, couple.slug);
  const rsvp = guest.page.locator('#confirme-sua-presenca');
  await rsvp.getByLabel('Seu nome completo').fill('Bia Lima');
  const tick = rsvp.getByRole('checkbox', { name: guestTexts.rsvpWhatsapp });
  await expect(tick).toHaveAccessibleDescription(guestTexts.rsvpWhatsappHint);
  await tick.check();
  await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(rsvp.getByLabel(guestTexts.rsvpPhone)).toHaveAccessibleDescription(rsvpMessages.whatsappPhone);

  if (shotsWanted) await rsvp.screenshot({ path: shotPath('whatsapp-reminders-rsvp-375') });
  await rsvp.getByLabel(guestTexts.rsvpPhone).fill('(21) 99876-1234');
  await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(rsvp.getByText('Presença confirmada! Os noivos vão adorar ver você.')).toBeVisible();
  await expect
    .poll(async () =>
      (
        await database.db
          .select({ phone: whatsappGuestReminders.phone })
          .from(whatsappGuestReminders)
          .where(eq(whatsappGuestReminders.weddingId, couple.wedding.id))
      ).map((r) => r.phone),
    )
    .toEqual(['5521998761234']);
  await guest.close();
});
