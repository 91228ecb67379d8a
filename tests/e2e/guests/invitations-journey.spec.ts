// Issue 21's acceptance journey, first half, in the couple's panel at 1280 px: a spreadsheet of six
// households (one bad line reported, nothing saved until confirmed), Cerimônia and Festa, four
// households invited to both and two to the Festa only, then one invitation sent by WhatsApp (the
// wa.me address read: the Brazilian number and the household's personal link) and marked sent.
// The second half (the guest answers, live counts, reminders, check-in) is guest-journey.spec.ts.
import { and, count, eq } from 'drizzle-orm';
import { invitedHouseholds } from '../../../src/server/db/schema.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { dismissToasts, expect, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

const csv = [
  'Família,Nome,Telefone,E-mail,Idade',
  'Família Souza,João Souza,(11) 98765-4321,joao@exemplo.com,adulto',
  'Família Souza,Lia Souza,,,7',
  'Família Lima,Ana Lima,21 98765-1234,,adulto',
  'Tia Glória,Glória Mendes,,,',
  'Vó Cida,Aparecida Moraes,,,',
  'Camila e Thiago,Camila Rocha,,camila@,',
  'Camila e Thiago,Thiago Rocha,,,',
  'Primos Alves,Bruno Alves,,,',
].join('\n');

const both = ['Família Souza', 'Família Lima', 'Tia Glória', 'Vó Cida'];
const festaOnly = ['Camila e Thiago', 'Primos Alves'];

test('a couple imports six households, invites them to Cerimônia and Festa and sends one by WhatsApp', async ({
  page,
  database,
}) => {
  // Import, two events, two guest dialogs and the send queue: the time a busy machine needs.
  test.setTimeout(90_000);
  const { db } = database;
  await page.setViewportSize({ width: 1280, height: 900 });
  const couple = await createPanelCouple(db, { sitePublished: true });
  const saved = async () =>
    (
      await db
        .select({ n: count() })
        .from(invitedHouseholds)
        .where(eq(invitedHouseholds.weddingId, couple.wedding.id))
    )[0]?.n;

  await openPanel(page, couple, '/dashboard/convidados/lista/importar');
  await page.getByLabel('Escolher planilha').setInputFiles({
    name: 'convidados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Conferir linhas' }).click();
  // The bad e-mail is one line of a household: the line is reported, the household comes with Thiago.
  await expect(page.getByRole('list', { name: 'Linhas que não serão importadas' })).toHaveText(
    'Linha 7 (Camila Rocha): E-mail inválido: confira o endereço.',
  );
  await expect(page.getByRole('list', { name: 'Convites a importar' }).locator(':scope > li')).toHaveCount(6);
  expect(await saved()).toBe(0);
  await page.getByRole('button', { name: 'Importar 6 convites' }).click();
  await expect(toast(page, '6 convites importados com 7 pessoas.')).toBeVisible();
  expect(await saved()).toBe(6);
  await dismissToasts(page);

  await page.goto(`${hosts.painel}/dashboard/convidados/eventos`);
  for (const [name, date, place] of [
    ['Cerimônia religiosa', '2027-09-18', 'Paróquia São José'],
    ['Festa', '2027-09-18', 'Sítio das Palmeiras'],
  ] as const) {
    await page.getByRole('button', { name: 'Novo evento', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo evento' });
    await dialog.getByRole('button', { name, exact: true }).click();
    await dialog.getByLabel('Data').fill(date);
    await dialog.getByLabel('Horário').fill(name === 'Festa' ? '19:00' : '16:00');
    await dialog.getByLabel('Local', { exact: true }).fill(place);
    await dialog.getByRole('button', { name: 'Criar evento' }).click();
    await expect(dialog).toBeHidden();
  }

  for (const [event, invited] of [
    ['Cerimônia religiosa', both],
    ['Festa', [...both, ...festaOnly]],
  ] as const) {
    await page.getByRole('button', { name: `Convidados de ${event}` }).click();
    const guests = page.getByRole('dialog', { name: `Convidados: ${event}` });
    for (const name of invited) await guests.getByRole('checkbox', { name: new RegExp(name) }).check();
    await expect(guests.getByText(`${invited.length} de 6 famílias convidadas`)).toBeVisible();
    await guests.getByRole('button', { name: 'Salvar convidados' }).click();
    await expect(guests).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(event) })).toContainText(
      `${invited.length} famílias convidadas`,
    );
  }

  await page.goto(`${hosts.painel}/dashboard/convidados/enviar-convites`);
  const souza = page.getByRole('article', { name: 'Família Souza' });
  const href = await souza.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href');
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511987654321');
  const [household] = await db
    .select({ code: invitedHouseholds.inviteCode })
    .from(invitedHouseholds)
    .where(
      and(eq(invitedHouseholds.weddingId, couple.wedding.id), eq(invitedHouseholds.name, 'Família Souza')),
    );
  expect(url.searchParams.get('text')).toContain(`${hosts.noivos}/${couple.slug}/convite/${household?.code}`);
  await souza.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(toast(page, 'Convite de “Família Souza” marcado como enviado.')).toBeVisible();

  await page.goto(`${hosts.painel}/dashboard/convidados/lista`);
  await expect(page.getByRole('row', { name: /Família Souza/ })).toContainText('Enviado via WhatsApp');
  await expect(page.getByRole('row', { name: /Família Lima/ })).toContainText('Não enviado');
});
