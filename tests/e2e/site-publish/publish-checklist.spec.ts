// One "Publicar" in the site editor's header: the checklist before going live, the gift list
// published along, placeholder sections left out of the live site, and the WhatsApp share after.
import { eq } from 'drizzle-orm';
import { weddings } from '../../../src/server/db/schema.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const shots = '/work/reports/shots/c1-editor';

for (const width of [390, 1280]) {
  test(`one "Publicar" shows the checklist and puts site and list live at ${width} px`, async ({
    page,
    database,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const couple = await createPanelCouple(database.db, { sitePublished: false, giftListPublished: false });
    await openPanel(page, couple, '/dashboard/site/secoes');

    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar o site' });
    const checklist = dialog.getByRole('list', { name: 'Lista de verificação' });
    await expect(checklist).toContainText('A lista de presentes ainda não está publicada.');
    await expect(checklist).toContainText('Ainda sem fotos.');
    await expect(checklist).toContainText('Seções vazias ficam ocultas até terem conteúdo: Padrinhos.');
    const withList = dialog.getByRole('switch', { name: 'Publicar a lista de presentes junto com o site' });
    await expect(withList).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: `${shots}/publish-checklist-${width}.png`, timeout: 30_000 });
    await expectNoAxeViolations(page, 'publicar: lista de verificação');

    await dialog.getByRole('button', { name: 'Publicar site' }).click();
    const live = page.getByRole('dialog', { name: 'Seu site está no ar!' });
    await expect(live).toContainText(couple.slug);
    const share = live.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    await expect(share).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.+${couple.slug}$`));
    await page.screenshot({ path: `${shots}/publish-celebration-${width}.png`, timeout: 30_000 });

    const [stored] = await database.db
      .select({ published: weddings.sitePublished, list: weddings.giftListPublished })
      .from(weddings)
      .where(eq(weddings.id, couple.wedding.id));
    expect(stored).toEqual({ published: true, list: true });

    // The live site leaves out the godparents' placeholder.
    const guest = await page.context().newPage();
    await guest.goto(couple.siteUrl);
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(guest.getByText('Os padrinhos serão apresentados em breve.')).toHaveCount(0);
    await expect(guest.locator('#lista-de-presentes')).toBeVisible();
  });
}
