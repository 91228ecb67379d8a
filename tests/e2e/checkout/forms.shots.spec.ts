// Screenshots of the guest's forms people look at on a phone and a laptop: the RSVP form and the card
// checkout (with a card refused, so the kept values and the error show), at 390 and 1280 px.
import { publishedSite } from '../guest-site/guest-site-helpers.ts';
import { expect, test } from '../support/db.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { coupleWithGifts } from '../wallet/wallet-helpers.ts';
import { fillGuest } from './checkout-helpers.ts';

for (const width of [390, 1280]) {
  test(`screenshots: RSVP form and card checkout at ${width} px`, async ({ page, database }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const { slug } = await publishedSite(database.db);
    await page.goto(`${hosts.noivos}/${slug}#confirme-sua-presenca`);
    const rsvp = page.locator('#confirme-sua-presenca');
    await rsvp.getByLabel('Número de acompanhantes').fill('1');
    await rsvp.screenshot({ path: shot(`rsvp-${width}`) });

    const couple = await coupleWithGifts(database.db);
    await page.goto(`${couple.siteUrl}/presentes/${couple.gift.id}`);
    await fillGuest(page);
    await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
    await page.getByLabel('Número do cartão').pressSequentially('4000000000000002');
    await page.getByLabel('Nome impresso no cartão').fill('CIDA SOUZA');
    await page.getByLabel('Validade (MM/AA)').pressSequentially('12/30');
    await page.getByLabel('Código de segurança (CVV)').fill('123');
    await fullPageShot(page, `checkout-card-${width}`);
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page.getByRole('alert')).toContainText('Pagamento recusado');
    await fullPageShot(page, `checkout-card-refused-${width}`);
  });
}

function shot(name: string) {
  return `${process.env.SHOTS_DIR ?? 'test-results/screenshots'}/${name}.png`;
}
