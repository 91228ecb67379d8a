// A second answer for the same guest from another phone is kept apart; on a phone, the couple
// replaces the current answer with it from "Respostas para conferir".
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { couplePanel, guestConfirms, openGuestSite, rsvpsPath, total } from './guests-helpers.ts';

test.use({ viewport: { width: 375, height: 780 } });

test('an answer from another phone waits for the couple, who replaces the current one', async ({
  page,
  browser,
  database,
}) => {
  const couple = await couplePanel(page, database.db, rsvpsPath);
  const slug = couple.wedding.slug as string;

  const first = await openGuestSite(browser, slug);
  await guestConfirms(first.page, { name: 'Tia Rosa' });
  await first.close();
  const other = await openGuestSite(browser, slug);
  await guestConfirms(
    other.page,
    { name: 'Tia Rosa', companions: ['Tio Ivo'] },
    'Resposta recebida! Já havia uma confirmação com este nome, então os noivos vão conferir antes de atualizá-la.',
  );
  await other.close();

  await page.reload();
  const review = page.getByRole('region', { name: 'Respostas para conferir' });
  await expect(review).toContainText('Tia Rosa');
  await expect(review).toContainText('Vai ao casamento com 1 acompanhante');
  await expect(total(page, 'Total de pessoas')).toHaveText('1');
  await expectNoAxeViolations(page, 'respostas para conferir 375');
  await fullPageShot(page, 'rsvp-conflicts-375');
  await review.getByRole('button', { name: 'Substituir' }).click();
  await expect(page.getByText('Resposta substituída pela nova.')).toBeVisible();
  await expect(review).toBeHidden();
  await expect(total(page, 'Total de pessoas')).toHaveText('2');
});
