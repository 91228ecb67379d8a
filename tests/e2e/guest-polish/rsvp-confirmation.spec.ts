// A guest confirms presence on a 390 px phone: the confirmation card comes into view with focus, a
// reload still shows it, and "Editar resposta" updates that same answer.
import { eq } from 'drizzle-orm';
import { rsvps } from '../../../src/server/db/schema.ts';
import { publishedSite } from '../guest-site/guest-site-helpers.ts';
import { expect, test } from '../support/db.ts';
import { hosts } from '../support/hosts.ts';
import { shotPath } from '../support/screenshots.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the confirmation card is in view after confirming and after a reload, and edits the same answer', async ({
  page,
  database,
}) => {
  const { slug, wedding } = await publishedSite(database.db);
  await page.goto(`${hosts.noivos}/${slug}#confirme-sua-presenca`);
  const rsvp = page.locator('#confirme-sua-presenca');
  await rsvp.getByLabel('Seu nome completo').fill('Tia Glória');
  await rsvp.getByLabel('Número de acompanhantes').fill('1');
  await rsvp.getByLabel('Nome do acompanhante 1').fill('Tio Ruy');
  await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();

  const card = rsvp.locator('.rsvp-card');
  await expect(card).toContainText('Presença confirmada! Os noivos vão adorar ver você.');
  await expect(card).toContainText('Tia Glória');
  await expect(card).toContainText('1 acompanhante: Tio Ruy');
  await expect(card).toBeFocused();
  // Whole on screen, not a sliver of it at the top or bottom edge.
  await expect(card).toBeInViewport({ ratio: 0.9 });
  await page.screenshot({ path: shotPath('guest-polish/rsvp-card-390') });

  await page.reload();
  await expect(card).toContainText('Tia Glória');
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport({ ratio: 0.9 });
  await expect(rsvp.getByRole('link', { name: 'Editar resposta' })).toBeVisible();

  await rsvp.getByRole('link', { name: 'Editar resposta' }).click();
  await expect(rsvp.getByLabel('Seu nome completo')).toHaveValue('Tia Glória');
  await rsvp.getByLabel('Seu nome completo').fill('Glória Souza');
  await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(card).toContainText('Glória Souza');

  const answers = await database.db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id));
  expect(answers.map((a) => a.name)).toEqual(['Glória Souza']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the post lands on the card, and "Editar resposta" reopens the answer prefilled', async ({
    page,
    database,
  }) => {
    const { slug, wedding } = await publishedSite(database.db);
    await page.goto(`${hosts.noivos}/${slug}`);
    const rsvp = page.locator('#confirme-sua-presenca');
    await rsvp.getByLabel('Seu nome completo').fill('Primo Davi');
    await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
    const card = rsvp.locator('.rsvp-card');
    await expect(card).toContainText('Primo Davi');
    await rsvp.getByRole('link', { name: 'Editar resposta' }).click();
    await expect(rsvp.getByLabel('Seu nome completo')).toHaveValue('Primo Davi');
    await rsvp.getByLabel('Infelizmente não poderei ir').check();
    await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
    await expect(card).toContainText('não poderá ir');
    const answers = await database.db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id));
    expect(answers.map((a) => [a.name, a.attending])).toEqual([['Primo Davi', false]]);
  });
});
