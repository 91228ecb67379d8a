// "Lista de convidados": a couple imports a spreadsheet of six households with one bad line; the
// preview reports it and nothing is saved until they confirm; then five households are on the list
// with their counts, as cards at 375 px and as a table at 1280 px, each with its personal link.
import { count, eq } from 'drizzle-orm';
import { invitedHouseholds } from '../../../src/server/db/schema.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { dismissToasts, expect, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';

const csv = [
  'Família,Nome,Telefone,E-mail,Idade,Lado,Marcadores',
  'Família Souza,João Souza,(11) 98765-4321,joao@exemplo.com,adulto,noiva,família',
  'Família Souza,Lia Souza,,,7,,',
  'Família Lima,Ana Lima,21 98765-1234,ana.lima@exemplo.com,adulto,noivo,amigos',
  'Família Lima,Pedro Lima,,,bebê,,',
  'Tia Glória,Glória Mendes,,,,noiva,família',
  'Rafael Torres,Rafael Torres,,rafael@,,noivo,trabalho',
  'Vó Cida,Aparecida Moraes,11 3456-7890,,,noiva,família',
  'Camila e Thiago,Camila Rocha,,camila@exemplo.com,,ambos,amigos',
  'Camila e Thiago,Thiago Rocha,,,,,',
].join('\n');

test('a couple imports a spreadsheet, checks the preview and finds five households on the list', async ({
  page,
  database,
}) => {
  const { db } = database;
  const saved = async (weddingId: string) =>
    (
      await db
        .select({ n: count() })
        .from(invitedHouseholds)
        .where(eq(invitedHouseholds.weddingId, weddingId))
    )[0]?.n;
  await page.setViewportSize({ width: 375, height: 800 });
  const couple = await createPanelCouple(db);
  await openPanel(page, couple, '/dashboard/convidados/lista');
  await expect(page.getByRole('heading', { name: 'Lista de convidados', level: 1 })).toBeVisible();
  await expect(page.getByText('A lista está vazia.')).toBeVisible();

  await page.getByRole('link', { name: 'Importar ou colar lista' }).click();
  await page.getByLabel('Escolher planilha').setInputFiles({
    name: 'convidados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('convidados.csv: 9 linhas')).toBeVisible();
  // The columns were guessed from the headers.
  await expect(page.getByLabel('Nome da pessoa')).toHaveValue('1');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('3');
  await page.getByRole('button', { name: 'Conferir linhas' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'serão importados' })).toHaveText(
    '5 convites com 8 pessoas serão importados. 1 linha com erro fica de fora. Nada foi salvo ainda.',
  );
  await expect(page.getByRole('list', { name: 'Linhas que não serão importadas' })).toHaveText(
    'Linha 7 (Rafael Torres): E-mail inválido: confira o endereço.',
  );
  await expect(page.getByRole('list', { name: 'Convites a importar' }).locator(':scope > li')).toHaveCount(5);
  expect(await saved(couple.wedding.id)).toBe(0);
  await fullPageShot(page, 'guests/guest-list-import-preview-375');

  await page.getByRole('button', { name: 'Importar 5 convites' }).click();
  await expect(toast(page, '5 convites importados com 8 pessoas.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/convidados\/lista$/);
  expect(await saved(couple.wedding.id)).toBe(5);

  const counts = page.getByRole('region', { name: 'Contagens da lista' });
  const tile = (label: string) =>
    counts
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');
  await expect(tile('Convites')).toHaveText('5');
  await expect(tile('Pessoas')).toHaveText('8');
  await expect(tile('Adultos')).toHaveText('6');
  await expect(tile('Crianças')).toHaveText('1');
  await expect(tile('Bebês')).toHaveText('1');
  await expect(page.getByText('Mostrando 5 de 5 convites')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Convites da lista' }).locator(':scope > li');
  await expect(cards).toHaveCount(5);
  await expect(cards.filter({ hasText: 'Família Lima' })).toContainText('Pedro Lima (bebê)');
  await dismissToasts(page);
  await fullPageShot(page, 'guests/guest-list-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  const table = page.getByRole('table', { name: 'Convites da lista' });
  await expect(table.getByRole('row')).toHaveCount(6);
  const souza = table.getByRole('row', { name: /Família Souza/ });
  await expect(souza).toContainText('Lia Souza (criança)');
  await expect(souza).toContainText('Não enviado');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hosts.painel });
  await souza.getByRole('button', { name: 'Copiar link do convite Família Souza' }).click();
  await expect(toast(page, 'Link do convite copiado!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${hosts.noivos}/${couple.slug}/convite/[A-Za-z0-9_-]{22}$`));

  // Searching without accents finds the household by a member's name.
  await page.getByLabel('Buscar na lista').fill('gloria');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Tia Glória');
  await page.getByLabel('Buscar na lista').fill('');
  await expect(table.getByRole('row')).toHaveCount(6);
  await dismissToasts(page);
  await fullPageShot(page, 'guests/guest-list-1280');
});
