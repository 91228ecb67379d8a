import { eq } from 'drizzle-orm';
import { couples } from '../../../src/server/db/schema.ts';
import { authMessages } from '../../../src/shared/auth/messages.ts';
import { formatDateLong, todayIn } from '../../../src/shared/dates.ts';
import { accountMessages } from '../../../src/web/painel/account/account-messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { createPanelCouple, daysFromToday, openPanel, openUserMenu } from './panel-helpers.ts';

test('Dados do Casal validates like sign-up, saves and the panel shows the new names', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple, '/dashboard/dados-do-casal');
  await expect(page.getByRole('heading', { level: 1, name: 'Dados do Casal' })).toBeVisible();
  const name1 = page.getByLabel('Nome do(a) noivo(a) 1');
  const name2 = page.getByLabel('Nome do(a) noivo(a) 2');
  const phone = page.getByLabel('Telefone (opcional)');
  await expect(name1).toHaveValue('Helena');
  await expect(name2).toHaveValue('Rafael');
  await expect(page.getByLabel('Noivo(a) 1 é')).toHaveValue('noiva');
  await expect(page.getByLabel('Noivo(a) 2 é')).toHaveValue('noivo');
  const save = page.getByRole('button', { name: 'Salvar dados' });

  await name1.fill('  ');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: authMessages.requiredFields })).toBeVisible();

  await name1.fill('Helena Maria');
  await phone.fill('1198765');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: authMessages.invalidPhone })).toBeVisible();

  await name2.fill('Bianca');
  await page.getByLabel('Noivo(a) 2 é').selectOption('noiva');
  await phone.fill('11a987654321999');
  await expect(phone).toHaveValue('(11) 98765-4321');
  await save.click();
  await expect(page.getByText(accountMessages.saved)).toBeVisible();

  const [row] = await database.db.select().from(couples).where(eq(couples.userId, couple.user.id));
  expect(row).toMatchObject({
    name1: 'Helena Maria',
    gender1: 'noiva',
    name2: 'Bianca',
    gender2: 'noiva',
    phone: '11987654321',
  });
  await expect(page.getByRole('banner').getByRole('button', { name: /Helena Maria & Bianca/ })).toBeVisible();
  await page.getByRole('link', { name: 'Nosso Sim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Helena Maria & Bianca!' })).toBeVisible();
});

test('Dados do Casamento refuses a past date and saves a new one', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db, { weddingDate: daysFromToday(200) });
  await openPanel(page, couple, '/dashboard/dados-do-casamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Dados do Casamento' })).toBeVisible();
  const date = page.getByLabel('Data do casamento');
  await expect(date).toHaveValue(daysFromToday(200));
  await expect(date).toHaveAttribute('min', todayIn());
  const save = page.getByRole('button', { name: 'Salvar data' });

  await date.fill('');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: authMessages.requiredFields })).toBeVisible();
  await date.fill(daysFromToday(-1));
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: authMessages.pastWeddingDate })).toBeVisible();

  const next = daysFromToday(30);
  await date.fill(next);
  await save.click();
  await expect(page.getByText(accountMessages.saved)).toBeVisible();
  await expect(page.getByText(`Data atual: ${formatDateLong(next)}`)).toBeVisible();
  const [row] = await database.db
    .select({ weddingDate: couples.weddingDate })
    .from(couples)
    .where(eq(couples.userId, couple.user.id));
  expect(row?.weddingDate).toBe(next);

  await page.getByRole('link', { name: 'Nosso Sim' }).click();
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
  await expect(page.getByText('Faltam 30 dias')).toBeVisible();
  await expect((await openUserMenu(page)).getByText(`Casamento: ${formatDateLong(next)}`)).toBeVisible();
});
