// Pictures of "Presenças confirmadas" and "Recados recebidos" for review (GUESTS_SHOTS_DIR,
// default test-results/guests-shots), at 1280 and 375 px, with answers, households and messages.
import type { Page } from '@playwright/test';
import type { Database } from '../../../src/server/db/client.ts';
import { invitedHouseholds } from '../../../src/server/db/schema.ts';
import { searchKey } from '../../../src/shared/text.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { couplePanel, messagesPath, rsvpsPath, seedMessage, seedRsvp } from './guests-helpers.ts';

const shotsDir = process.env.GUESTS_SHOTS_DIR ?? 'test-results/guests-shots';

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage });
}

async function seedGuests(db: Database['db'], weddingId: string) {
  await db.insert(invitedHouseholds).values([
    { weddingId, name: 'Família Souza', nameKey: searchKey('Família Souza'), maxCompanions: 3 },
    { weddingId, name: 'Tia Glória', nameKey: searchKey('Tia Glória'), maxCompanions: 2 },
    { weddingId, name: 'Vó Cida', nameKey: searchKey('Vó Cida'), maxCompanions: 0 },
  ]);
  await seedRsvp(db, weddingId, {
    name: 'Tia Glória',
    companionNames: ['Tio Ruy', 'Prima Lia'],
    phone: '11987654321',
    email: 'gloria.mendes.de.albuquerque@exemplo.com.br',
    note: 'Não vejo a hora! Vamos levar o bolo de rolo que vocês adoram.',
  });
  await seedRsvp(db, weddingId, {
    name: 'Seu Jorge Ben',
    attending: false,
    note: 'Estarei viajando, mil desculpas!',
  });
  await seedRsvp(db, weddingId, { name: 'Ana Beatriz Carvalho', phone: '21912345678' });
  await seedMessage(db, weddingId, {
    authorName: 'Tia Glória',
    body: 'Que a vida de vocês seja cheia de amor e alegria!\nContem sempre com a gente.',
  });
  await seedMessage(db, weddingId, {
    authorName: 'Prima Lia',
    body: 'Mal posso esperar pela festa! 💃',
    status: 'pending',
  });
  await seedMessage(db, weddingId, {
    authorName: 'Anônimo',
    body: 'Compre agora: http://spam.example',
    status: 'hidden',
  });
}

for (const width of [1280, 375] as const) {
  test(`guests pages at ${width} px`, async ({ page, database }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const errors = watchConsole(page);
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const empty = await couplePanel(page, database.db, rsvpsPath);
    await expect(page.getByRole('heading', { name: 'Nenhuma resposta ainda' })).toBeVisible();
    await expect(page.getByRole('link', { name: empty.siteUrl.replace('http://', '') })).toBeVisible();
    await noSideScroll();
    await shot(page, `rsvps-empty-${width}`);
    await page.goto(`${hosts.painel}${messagesPath}`);
    await expect(page.getByRole('heading', { name: 'Nenhum recado ainda' })).toBeVisible();
    await noSideScroll();
    await shot(page, `messages-empty-${width}`);

    const couple = await couplePanel(page, database.db, '/dashboard');
    await seedGuests(database.db, couple.wedding.id);

    await page.goto(`${hosts.painel}${rsvpsPath}`);
    await expect(page.getByText('Tio Ruy')).toBeVisible();
    await expect(page.getByText('Não respondeu').first()).toBeVisible();
    await noSideScroll();
    await shot(page, `rsvps-${width}`);
    await page.getByRole('button', { name: 'Editar resposta de Tia Glória' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar resposta' })).toBeVisible();
    await shot(page, `rsvp-edit-${width}`, false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Excluir resposta de Seu Jorge Ben' }).click();
    await shot(page, `rsvp-delete-${width}`, false);
    await page.keyboard.press('Escape');

    await page.goto(`${hosts.painel}${messagesPath}`);
    await expect(page.getByText('Mal posso esperar pela festa!')).toBeVisible();
    await noSideScroll();
    await shot(page, `messages-${width}`);
    await page.getByRole('tab', { name: /Aguardando aprovação/ }).click();
    await shot(page, `messages-pending-${width}`, false);
    expect(errors).toEqual([]);
  });
}
