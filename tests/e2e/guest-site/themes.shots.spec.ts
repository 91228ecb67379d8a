// Pictures of the guest site in three themes at 375 and 1280 px (`npm run shots`).
import { expect, test } from '../support/db.ts';
import { hosts } from '../support/hosts.ts';
import { publishedSite } from './guest-site-helpers.ts';

for (const theme of ['classico', 'elegante', 'praia']) {
  for (const width of [375, 1280]) {
    test(`screenshot: ${theme} theme at ${width} px`, async ({ page, database }, testInfo) => {
      const { slug } = await publishedSite(database.db, { theme });
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await page.goto(`${hosts.noivos}/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');
      await page.screenshot({
        path: `${process.env.SHOTS_DIR ?? testInfo.outputDir}/guest-${theme}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
}
