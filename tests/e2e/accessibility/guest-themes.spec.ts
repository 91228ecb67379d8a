// WCAG 2.1 A/AA on the guest site in every published theme (the spec's nine and the studio's others),
// at 375 and then 1280 px in one test a theme (with a message on the wall), after a form post, on its password gate, and with colours a couple might pick
// that the theme never would: a light yellow primary still gives readable buttons and headings.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { weddings } from '../../../src/server/db/schema.ts';
import { publishedThemeKeys } from '../../../src/server/db/seed/themes/index.ts';
import { hashPassword } from '../../../src/server/modules/auth/password-hash.ts';
import { AA_LARGE, AA_TEXT, contrastRatio } from '../../../src/shared/contrast.ts';
import type { SiteSettings } from '../../../src/shared/site.ts';
import { publishedSite } from '../guest-site/guest-site-helpers.ts';
import { seedMessage } from '../guests/guests-helpers.ts';
import { axeViewports, softAxeCheck } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

async function siteInTheme(db: Db, theme: string, design?: Partial<SiteSettings['design']>) {
  const site = await publishedSite(db, { theme, design });
  await seedMessage(db, site.wedding.id, { authorName: 'Vó Lurdes', body: 'Que Deus abençoe vocês!' });
  return site;
}

/** The colours the browser paints an element with (text, and the fill behind it). */
function paint(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const hex = (rgb: string) =>
        `#${(rgb.match(/\d+/g) ?? [])
          .slice(0, 3)
          .map((n) => Number(n).toString(16).padStart(2, '0'))
          .join('')}`;
      const style = getComputedStyle(el);
      let fill = 'rgba(0, 0, 0, 0)';
      for (let node: Element | null = el; node && fill === 'rgba(0, 0, 0, 0)'; node = node.parentElement) {
        fill = getComputedStyle(node).backgroundColor;
      }
      return { color: hex(style.color), background: hex(fill) };
    });
}

for (const key of publishedThemeKeys) {
  test(`the guest site in the theme ${key}`, async ({ page, database }) => {
    const { slug } = await siteInTheme(database.db, key);
    const [phone, laptop] = axeViewports;
    await page.setViewportSize(phone);
    await page.goto(`${hosts.noivos}/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');
    await softAxeCheck(page, `tema ${key} a ${phone.name} px`);
    await page.setViewportSize(laptop);
    await softAxeCheck(page, `tema ${key} a ${laptop.name} px`);
  });
}

for (const viewport of axeViewports) {
  test.describe(`${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the notices after a form post, the password gate with its error, and an unknown site', async ({
      page,
      database,
    }) => {
      test.setTimeout(90_000);
      const { slug, wedding } = await siteInTheme(database.db, 'praia');
      // The no-JavaScript forms come back with their outcome in the query string.
      for (const query of [
        'rsvp=sim',
        'rsvp=erro&motivo=RSVP_NAME',
        'recado=pendente',
        'recado=erro&motivo=MESSAGE_BODY',
      ]) {
        await page.goto(`${hosts.noivos}/${slug}?${query}`);
        await expect(page.locator('.notice').first()).toBeVisible();
        await softAxeCheck(page, `aviso ${query}`);
      }
      await database.db
        .update(weddings)
        .set({ sitePasswordHash: await hashPassword('amor2031') })
        .where(eq(weddings.id, wedding.id));
      await page.goto(`${hosts.noivos}/${slug}`);
      await page.getByLabel('Senha do site').fill('errada');
      await page.getByRole('button', { name: 'Entrar no site' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await softAxeCheck(page, 'portão de senha com erro');
      await page.goto(`${hosts.noivos}/site-que-nao-existe-${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await softAxeCheck(page, 'site inexistente (404)');
    });
  });
}

test('a light yellow primary colour keeps buttons and headings readable', async ({ page, database }) => {
  const yellow = '#FFF176';
  const { slug } = await siteInTheme(database.db, 'classico', {
    colors: { primary: yellow, sectionTitleColor: '#FFE082', background: '#FFFFFF' },
  });
  await page.goto(`${hosts.noivos}/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');

  const button = await paint(page, '.button:not(.button-outline)');
  expect(button.background).toBe(yellow.toLowerCase());
  expect(contrastRatio(button.color, button.background)).toBeGreaterThanOrEqual(AA_TEXT);

  const names = await paint(page, '.cover-names');
  expect(contrastRatio(names.color, '#ffffff')).toBeGreaterThanOrEqual(AA_LARGE);
  const title = await paint(page, '.section-title');
  expect(contrastRatio(title.color, title.background)).toBeGreaterThanOrEqual(AA_LARGE);
  const link = await paint(page, '.place a');
  expect(contrastRatio(link.color, link.background)).toBeGreaterThanOrEqual(AA_TEXT);
  await softAxeCheck(page, 'primária amarelo-clara');
});
