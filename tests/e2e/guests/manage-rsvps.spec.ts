// The couple searches, corrects, deletes and exports answers on "Presenças confirmadas".
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { rsvps } from '../../../src/server/db/schema.ts';
import { expect, test } from '../support/fixtures.ts';
import { couplePanel, rsvpsPath, seedRsvp, total } from './guests-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('search is accent- and case-insensitive and says when nobody matches', async ({ page, database }) => {
  const couple = await couplePanel(page, database.db, '/dashboard');
  const id = couple.wedding.id;
  await seedRsvp(database.db, id, { name: 'Ângela Conceição', companionNames: ['Beto'] });
  await seedRsvp(database.db, id, { name: 'João Silva' });
  await seedRsvp(database.db, id, { name: 'Maria Souza', attending: false });
  await page.goto(page.url().replace('/dashboard', rsvpsPath));

  const table = page.getByRole('table', { name: 'Respostas dos convidados' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByLabel('Buscar convidado').fill('ANGELA conceicao');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Ângela Conceição/ })).toContainText('Beto');
  await expect(page.getByText('1 resposta encontrada')).toBeVisible();

  await page.getByLabel('Buscar convidado').fill('Xavier');
  await expect(page.getByText('Nenhum convidado encontrado para “Xavier”.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  // Totals count every answer, whatever the search.
  await expect(total(page, 'Respostas')).toHaveText('3');
  await expect(total(page, 'Não vão')).toHaveText('1');
  await expect(total(page, 'Total de pessoas')).toHaveText('3');
});

test('edits an answer with the guest form’s rules and deletes another', async ({ page, database }) => {
  const couple = await couplePanel(page, database.db, '/dashboard');
  const joao = await seedRsvp(database.db, couple.wedding.id, { name: 'João Silva', phone: '11987654321' });
  await seedRsvp(database.db, couple.wedding.id, { name: 'Maria Souza', attending: false });
  await page.goto(page.url().replace('/dashboard', rsvpsPath));
  await expect(total(page, 'Total de pessoas')).toHaveText('1');

  await page.getByRole('button', { name: 'Editar resposta de João Silva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar resposta' });
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('João Silva');
  await expect(dialog.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
  await dialog.getByLabel('Número de acompanhantes').fill('2');
  await dialog.getByLabel('Nome do acompanhante 1').fill('Ana Silva');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe o nome de cada acompanhante.');
  await dialog.getByLabel('Nome do acompanhante 2').fill('Caio Silva');
  await dialog.getByLabel('E-mail (opcional)').fill('joao@exemplo');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor, insira um e-mail válido');
  await dialog.getByLabel('E-mail (opcional)').fill('joao@exemplo.com');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Resposta atualizada.')).toBeVisible();

  const row = page.getByRole('row', { name: /João Silva/ });
  await expect(row).toContainText('Ana Silva');
  await expect(row).toContainText('Caio Silva');
  await expect(row).toContainText('joao@exemplo.com');
  await expect(total(page, 'Total de pessoas')).toHaveText('3');
  const [saved] = await database.db.select().from(rsvps).where(eq(rsvps.id, joao.id));
  expect(saved).toMatchObject({ companions: 2, companionNames: ['Ana Silva', 'Caio Silva'] });

  await page.getByRole('button', { name: 'Excluir resposta de Maria Souza' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir esta resposta?' });
  await expect(confirm).toContainText('A resposta de Maria Souza sai da lista e dos totais.');
  await confirm.getByRole('button', { name: 'Excluir resposta' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Resposta excluída.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Maria Souza/ })).toHaveCount(0);
  await expect(total(page, 'Respostas')).toHaveText('1');
  await expect(total(page, 'Não vão')).toHaveText('0');
});

test('"Exportar CSV" downloads every answer with the header row', async ({ page, database }) => {
  const couple = await couplePanel(page, database.db, '/dashboard');
  await seedRsvp(database.db, couple.wedding.id, { name: 'Tia Glória', companionNames: ['Tio Ruy'] });
  await page.goto(page.url().replace('/dashboard', rsvpsPath));
  await expect(page.getByRole('row', { name: /Tia Glória/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('presencas-confirmadas.csv');
  const [header, first] = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').split('\r\n');
  expect(header).toBe(
    '"Nome";"Vai ao casamento";"Acompanhantes";"Nomes dos acompanhantes";"Telefone";"E-mail";"Recado";"Convite";"Respondido em"',
  );
  expect(first).toContain('"Tia Glória";"Sim";"1";"Tio Ruy"');
});

test('answers come in pages of 50', async ({ page, database }) => {
  const couple = await couplePanel(page, database.db, '/dashboard');
  for (let i = 1; i <= 52; i++)
    await seedRsvp(database.db, couple.wedding.id, { name: `Convidado ${String(i).padStart(2, '0')}` });
  await page.goto(page.url().replace('/dashboard', rsvpsPath));
  const table = page.getByRole('table', { name: 'Respostas dos convidados' });
  await expect(table.getByRole('row')).toHaveCount(51);
  const pages = page.getByRole('navigation', { name: 'Páginas de respostas' });
  await expect(pages).toContainText('Página 1 de 2');
  await pages.getByRole('button', { name: 'Próxima' }).click();
  await expect(pages).toContainText('Página 2 de 2');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(pages.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await expect(total(page, 'Respostas')).toHaveText('52');
});
