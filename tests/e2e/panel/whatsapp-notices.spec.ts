// Issue 25, "Avisos pelo WhatsApp" on Dados do Casal, on a phone: the couple turns the notices on
// with their number (a wrong number is refused on its field), chooses the daily RSVP digest and
// saves; the choice is kept. Axe at 375 px, nothing wider than the screen.
import { eq } from 'drizzle-orm';
import { whatsappCoupleNotices } from '../../../src/server/db/schema.ts';
import { coupleNoticesTexts as t, whatsappMessages } from '../../../src/shared/whatsapp.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test, toast } from '../support/fixtures.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { createPanelCouple, openPanel } from './panel-helpers.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('the couple turns WhatsApp notices on, with their number and the daily digest', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db, { phone: '11987654321' });
  await openPanel(page, couple, '/dashboard/dados-do-casal');
  const card = page.getByRole('region', { name: t.title });
  await expect(card.getByText(t.lead)).toBeVisible();
  const enabled = card.getByRole('switch', { name: t.enabled });
  await expect(enabled).not.toBeChecked();
  await enabled.click();

  const phone = card.getByLabel(t.phone);
  await expect(phone).toHaveValue('(11) 98765-4321');
  await phone.fill('1198');
  await card.getByRole('button', { name: t.save }).click();
  await expect(card.getByText(whatsappMessages.phoneInvalid)).toBeVisible();

  await phone.fill('21998761234');
  await card.getByRole('switch', { name: t.rsvpDigest }).click();
  await expect(card.getByRole('switch', { name: t.giftReceived })).toBeChecked();
  await card.getByRole('button', { name: t.save }).click();
  await expect(toast(page, t.saved)).toBeVisible();
  const [row] = await database.db
    .select()
    .from(whatsappCoupleNotices)
    .where(eq(whatsappCoupleNotices.weddingId, couple.wedding.id));
  expect(row).toMatchObject({
    phone: '5521998761234',
    giftReceived: true,
    payoutPaid: true,
    rsvpDigest: true,
  });

  await page.reload();
  await expect(card.getByRole('switch', { name: t.enabled })).toBeChecked();
  await expect(card.getByLabel(t.phone)).toHaveValue('(21) 99876-1234');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'avisos whatsapp 375');
  await fullPageShot(page, 'painel-avisos-whatsapp-375');
});
