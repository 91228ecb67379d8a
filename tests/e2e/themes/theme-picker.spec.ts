// "Alterar tema" offers every published theme as a miniature, filtered by the studio's tags (a radio
// group), at phone and desktop widths; a theme chosen from a filter dresses the guest site in its
// cover layout.
import { eq } from 'drizzle-orm';
import { themes, weddings } from '../../../src/server/db/schema.ts';
import { themeSeeds } from '../../../src/server/db/seed/themes/index.ts';
import { publishedSite } from '../guest-site/guest-site-helpers.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';

const published = (db: import('../../../src/server/db/client.ts').Db) =>
  db
    .select({ id: themes.id, name: themes.name, tags: themes.tags })
    .from(themes)
    .where(eq(themes.status, 'publicado'));

for (const viewport of [
  { name: '375', width: 375, height: 800 },
  { name: '1280', width: 1280, height: 900 },
]) {
  test(`"Alterar tema" filters the themes by tag at ${viewport.name} px`, async ({ page, database }) => {
    await page.setViewportSize(viewport);
    const couple = await createPanelCouple(database.db);
    const offered = await published(database.db);
    await openPanel(page, couple, '/dashboard/site/tema');
    const list = page.getByRole('list', { name: 'Temas disponíveis' });
    const cards = list.getByRole('button');
    await expect(cards).toHaveCount(offered.length);
    expect(offered.length).toBeGreaterThan(30);
    const filter = page.getByRole('group', { name: 'Filtrar temas por estilo' });
    await expect(filter.getByRole('radio', { name: 'Todos' })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'temas' })).toHaveText(`${offered.length} temas`);
    await expectNoAxeViolations(page, `Alterar tema ${viewport.name}`);
    await fullPageShot(page, `temas-alterar-tema-${viewport.name}`);

    // "Praia": exactly the published themes tagged Praia, and the count says so.
    await filter.getByText('Praia', { exact: true }).click();
    await expect(filter.getByRole('radio', { name: 'Praia' })).toBeChecked();
    const beach = offered.filter((t) => t.tags.includes('Praia')).map((t) => t.name);
    await expect(cards).toHaveCount(beach.length);
    expect((await cards.evaluateAll((b) => b.map((x) => x.getAttribute('aria-label') ?? ''))).sort()).toEqual(
      beach.sort(),
    );
    await expect(page.getByRole('status').filter({ hasText: 'temas' })).toHaveText(
      `Mostrando ${beach.length} de ${offered.length} temas`,
    );
    await fullPageShot(page, `temas-alterar-tema-praia-${viewport.name}`);

    // A theme chosen from the filter is saved and pressed; "Todos" brings every theme back.
    await list.getByRole('button', { name: 'Coqueiral' }).click();
    await expect(toast(page, 'Tema salvo')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Coqueiral' })).toHaveAttribute('aria-pressed', 'true');
    const [coqueiral] = offered.filter((t) => t.name === 'Coqueiral');
    const [stored] = await database.db
      .select({ themeId: weddings.themeId })
      .from(weddings)
      .where(eq(weddings.id, couple.wedding.id));
    expect(stored?.themeId).toBe(coqueiral?.id);
    await filter.getByText('Todos', { exact: true }).click();
    await expect(cards).toHaveCount(offered.length);
  });
}

test('a guest on a phone sees each theme in its own cover layout', async ({ page, database }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const seeded of themeSeeds) {
    const { slug } = await publishedSite(database.db, { theme: seeded.key });
    await page.goto(`${hosts.noivos}/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');
    const layout = seeded.design.heroLayout;
    const cover = page.locator('header#home');
    if (layout === 'centered') await expect(cover).not.toHaveClass(/\bcover-(left|framed|arch)\b/);
    else await expect(cover).toHaveClass(new RegExp(`\\bcover-${layout}\\b`));
    // The cover's box (frame and outline included) fits the phone's width.
    const box = await page.locator('.cover-inner').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const outline = Number.parseFloat(getComputedStyle(el).outlineOffset) + 1 || 0;
      return { left: r.left - outline, right: r.right + outline };
    });
    expect(box.left, seeded.key).toBeGreaterThanOrEqual(0);
    expect(box.right, seeded.key).toBeLessThanOrEqual(375);
    await fullPageShot(page, `temas-site-${seeded.key}-375`);
  }
});
