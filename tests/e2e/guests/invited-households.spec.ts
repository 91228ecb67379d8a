// "Lista de convidados (opcional)": with names on it, listed guests' answers are linked to their
// invitation, within its limit; a name not on the list waits in "Respostas sem convite".
import { sql } from 'drizzle-orm';
import { invitedHouseholds } from '../../../src/server/db/schema.ts';
import { searchKey } from '../../../src/shared/text.ts';
import { expect, test } from '../support/fixtures.ts';
import { couplePanel, guestConfirms, openGuestSite, rsvpsPath, seedRsvp } from './guests-helpers.ts';

test('a listed household answers, a guest not on the list waits for the couple', async ({
  page,
  browser,
  database,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const couple = await couplePanel(page, database.db, rsvpsPath);
  const section = page.getByRole('region', { name: 'Lista de convidados (opcional)' });
  await expect(section).toContainText('A lista está vazia');

  await section.getByLabel('Nome', { exact: true }).fill('Família Souza');
  await section.getByLabel('Máximo de acompanhantes').fill('1');
  await section.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Família Souza entrou na lista de convidados.')).toBeVisible();
  const list = section.getByRole('list', { name: 'Convites cadastrados' });
  const souza = list.getByRole('listitem').filter({ hasText: 'Família Souza' });
  await expect(souza).toContainText('Até 1 acompanhante');
  await expect(souza).toContainText('Não respondeu');
  await expect(section.getByLabel('Nome', { exact: true })).toHaveValue('');

  // The same name twice gets the server's message.
  await section.getByLabel('Nome', { exact: true }).fill('familia souza');
  await section.getByRole('button', { name: 'Adicionar' }).click();
  await expect(section.getByRole('alert')).toHaveText('Este nome já está na lista de convidados.');

  await section.getByLabel('Nome', { exact: true }).fill('Vó Cida');
  await section.getByLabel('Máximo de acompanhantes').fill('0');
  await section.getByRole('button', { name: 'Adicionar' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const guest = await openGuestSite(browser, couple.slug);
  const rsvp = guest.page.locator('#confirme-sua-presenca');
  await rsvp.getByLabel('Seu nome completo').fill('Pedro Penetra');
  await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(rsvp.getByText('Presença confirmada!', { exact: false })).toBeVisible();
  await guest.page.context().clearCookies();
  await guest.page.reload();
  await guestConfirms(guest.page, { name: 'FAMILIA SOUZA', companions: ['Lia Souza'] });
  await guest.close();

  await expect(
    page
      .getByRole('region', { name: 'Respostas sem convite' })
      .getByRole('listitem', { name: 'Pedro Penetra' }),
  ).toBeVisible();
  const answer = page.getByRole('row', { name: /FAMILIA SOUZA/ });
  await expect(answer).toContainText('Lia Souza');
  await expect(answer).toContainText('Convite: Família Souza');

  await list.getByRole('button', { name: 'Remover Vó Cida da lista' }).click();
  await expect(page.getByText('Vó Cida saiu da lista de convidados.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('the list tells which households have answered', async ({ page, database }) => {
  const couple = await couplePanel(page, database.db, '/dashboard');
  const [household] = await database.db
    .insert(invitedHouseholds)
    .values({ weddingId: couple.wedding.id, name: 'Família Lima', nameKey: searchKey('Família Lima') })
    .returning();
  await database.db
    .insert(invitedHouseholds)
    .values({ weddingId: couple.wedding.id, name: 'Tio Zé', nameKey: searchKey('Tio Zé') });
  const answer = await seedRsvp(database.db, couple.wedding.id, { name: 'Família Lima' });
  await database.db.execute(sql`update rsvps set household_id = ${household!.id} where id = ${answer.id}`);
  await page.goto(page.url().replace('/dashboard', rsvpsPath));
  const list = page.getByRole('list', { name: 'Convites cadastrados' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Família Lima' })).toContainText(
    /^(?!.*Não).*Respondeu/,
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'Tio Zé' })).toContainText('Não respondeu');
  await expect(page.getByText('2 convites na lista, 1 já respondeu.')).toBeVisible();
});
