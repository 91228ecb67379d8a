// One "Publicar" in the site editor's header: the checklist before going live (the ceremony's place
// fixed from it), the gift list published along, placeholder sections left out of the live site,
// the WhatsApp share after, and "Publicação e senha" telling the site's state.
import { eq } from 'drizzle-orm';
import { weddings } from '../../../src/server/db/schema.ts';
import { addGift, createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath } from '../support/screenshots.ts';

const shot = (name: string) => shotPath(`site-publish/${name}`);

for (const width of [390, 1280]) {
  test(`one "Publicar" shows the checklist and puts site and list live at ${width} px`, async ({
    page,
    database,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const couple = await createPanelCouple(database.db, { sitePublished: false, giftListPublished: false });
    await addGift(database.db, couple.wedding);
    await openPanel(page, couple, '/dashboard/site/publicacao');
    await expect(page.getByText('Fora do ar: só vocês veem o site, pela prévia.')).toBeVisible();
    await page.screenshot({ path: shot(`publicacao-fora-do-ar-${width}`), timeout: 30_000 });

    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar o site' });
    const checklist = dialog.getByRole('list', { name: 'Lista de verificação' });
    await expect(checklist).toContainText('A lista de presentes ainda não está publicada.');
    await expect(checklist).toContainText('Ainda sem fotos.');
    await expect(checklist).toContainText('O local da cerimônia ainda não foi informado.');
    await expect(checklist).toContainText(
      'Seções vazias ficam ocultas até terem conteúdo: O Casal, Padrinhos.',
    );
    const withList = dialog.getByRole('switch', { name: 'Publicar a lista de presentes junto com o site' });
    await expect(withList).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: shot(`checklist-${width}`), timeout: 30_000 });
    await expectNoAxeViolations(page, 'publicar: lista de verificação');

    // The ceremony's place, from the checklist's link; the checklist then ticks it.
    await dialog.getByRole('link', { name: 'Informar o local' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Local', { exact: true }).fill('Paróquia São José');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Salvo$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(checklist).toContainText('Local da cerimônia informado');
    await expect(checklist).not.toContainText('O local da cerimônia ainda não foi informado.');

    await dialog.getByRole('button', { name: 'Publicar site' }).click();
    const live = page.getByRole('dialog', { name: 'Seu site está no ar!' });
    await expect(live).toContainText(couple.slug);
    const share = live.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    await expect(share).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.+${couple.slug}$`));
    await page.screenshot({ path: shot(`celebration-${width}`), timeout: 30_000 });

    const [stored] = await database.db
      .select({ published: weddings.sitePublished, list: weddings.giftListPublished })
      .from(weddings)
      .where(eq(weddings.id, couple.wedding.id));
    expect(stored).toEqual({ published: true, list: true });

    // "Publicação e senha" now says the site is live, and offers to take it down.
    await live.getByRole('button', { name: 'Fechar' }).click();
    await page.goto(`${hosts.painel}/dashboard/site/publicacao`);
    await expect(page.getByText('No ar: os convidados já podem abrir o site pelo link.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Despublicar' })).toBeVisible();
    await page.screenshot({ path: shot(`publicacao-no-ar-${width}`), timeout: 30_000 });

    // The live site leaves out the empty sections' placeholders and shows the list with its gift.
    const guest = await page.context().newPage();
    await guest.goto(couple.siteUrl);
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(guest.getByText('Os padrinhos serão apresentados em breve.')).toHaveCount(0);
    await expect(guest.getByText('Em breve, a nossa história.')).toHaveCount(0);
    await expect(guest.locator('#o-casal')).toHaveCount(0);
    await expect(guest.locator('#lista-de-presentes')).toContainText('Jantar romântico');
    await expect(guest.getByText('Paróquia São José')).toBeVisible();
  });
}
