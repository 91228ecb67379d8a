import { and, eq } from 'drizzle-orm';
import { guestMessages, rsvps, siteSections } from '../../../src/server/db/schema.ts';
import { addGift } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/db.ts';
import { hosts } from '../support/hosts.ts';
import { publishedSite } from './guest-site-helpers.ts';

const phone = { width: 375, height: 780 };

test.describe('a guest on a phone', () => {
  test.use({ viewport: phone });

  test('passes the password gate, confirms presence with two companions and leaves a message', async ({
    page,
    database,
  }) => {
    const { slug, wedding } = await publishedSite(database.db, { password: 'amor2031' });
    await page.goto(`${hosts.noivos}/${slug}`);
    await expect(page.getByText('Este site é protegido por senha')).toBeVisible();
    await page.getByLabel('Senha do site').fill('errada');
    await page.getByRole('button', { name: 'Entrar no site' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Senha incorreta. Confira com os noivos e tente novamente.',
    );
    await page.getByLabel('Senha do site').fill('amor2031');
    await page.getByRole('button', { name: 'Entrar no site' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');
    await expect(page.getByText('20 de setembro de 2031').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Como chegar (Waze)' }).first()).toHaveAttribute(
      'href',
      /waze\.com\/ul\?q=/,
    );

    const rsvp = page.locator('#confirme-sua-presenca');
    await rsvp.getByLabel('Seu nome completo').fill('Tia Glória');
    await rsvp.getByLabel('Número de acompanhantes').fill('2');
    await rsvp.getByLabel('Nome do acompanhante 1').fill('Tio Ruy');
    await rsvp.getByLabel('Nome do acompanhante 2').fill('Prima Lia');
    await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
    await expect(rsvp.getByText('Presença confirmada! Os noivos vão adorar ver você.')).toBeVisible();

    const wall = page.locator('#recados');
    await wall.getByLabel('Seu nome').fill('Tia Glória');
    await wall.getByLabel('Sua mensagem').fill('Felicidades ao casal! <b>Muito amor</b>');
    await wall.getByRole('button', { name: 'Enviar recado' }).click();
    await expect(wall.getByText('Recado publicado! Obrigado pelo carinho.')).toBeVisible();
    await expect(wall.getByText('Felicidades ao casal! <b>Muito amor</b>')).toBeVisible();

    const [answer] = await database.db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id));
    expect(answer).toMatchObject({
      name: 'Tia Glória',
      attending: true,
      companions: 2,
      companionNames: ['Tio Ruy', 'Prima Lia'],
    });
    const messages = await database.db
      .select()
      .from(guestMessages)
      .where(eq(guestMessages.weddingId, wedding.id));
    expect(messages.map((m) => m.body)).toEqual(['Felicidades ao casal! <b>Muito amor</b>']);

    // No part of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('a guest confirms presence with a plain form post', async ({ page, database }) => {
    const { slug, wedding } = await publishedSite(database.db);
    await page.goto(`${hosts.noivos}/${slug}`);
    const rsvp = page.locator('#confirme-sua-presenca');
    await rsvp.getByLabel('Seu nome completo').fill('Seu Jorge');
    await rsvp.getByLabel('Número de acompanhantes').fill('1');
    await rsvp.getByLabel('Nome de cada acompanhante (um por linha)').fill('Dona Neide');
    await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}\\?rsvp=sim#confirme-sua-presenca$`));
    await expect(page.getByText('Presença confirmada! Os noivos vão adorar ver você.')).toBeVisible();
    const rows = await database.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.weddingId, wedding.id), eq(rsvps.name, 'Seu Jorge')));
    expect(rows[0]).toMatchObject({ companions: 1, companionNames: ['Dona Neide'] });
  });

  test('a guest who forgets a companion name gets a clear message and nothing is saved', async ({
    page,
    database,
  }) => {
    const { slug, wedding } = await publishedSite(database.db);
    await page.goto(`${hosts.noivos}/${slug}`);
    const rsvp = page.locator('#confirme-sua-presenca');
    await rsvp.getByLabel('Seu nome completo').fill('Seu Jorge');
    await rsvp.getByLabel('Número de acompanhantes').fill('2');
    await rsvp.getByLabel('Nome de cada acompanhante (um por linha)').fill('Dona Neide');
    await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
    await expect(page.getByRole('alert')).toHaveText('Informe o nome de cada acompanhante.');
    expect(await database.db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id))).toEqual([]);
  });
});

test('hidden sections stay off the page and the nav follows the couple’s order', async ({
  page,
  database,
}) => {
  const { slug, wedding } = await publishedSite(database.db);
  // A published list shows only with something to give.
  await addGift(database.db, wedding);
  await database.db
    .update(siteSections)
    .set({ visible: false })
    .where(and(eq(siteSections.weddingId, wedding.id), eq(siteSections.kind, 'padrinhos')));
  await page.goto(`${hosts.noivos}/${slug}`);
  const nav = page.getByRole('navigation', { name: 'Seções do site' });
  await expect(nav.getByRole('link', { name: 'Padrinhos' })).toHaveCount(0);
  await expect(nav.getByRole('link')).toHaveText([
    'H&R',
    'Home',
    'O Casal',
    'Cerimônia',
    'Recepção',
    'Lista de Presentes',
    'Confirme sua Presença',
    'Recados',
  ]);
});
