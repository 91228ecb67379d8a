import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { guessColumns, pastedRows, rowsFromTable } from '../../../shared/guest-import.ts';
import { type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const url = (c: SignedInCouple, path = '') => `/api/weddings/${c.wedding.id}/guest-list${path}`;

const csv = [
  'Família;Nome;Telefone;E-mail;Idade;Lado;Marcadores',
  'Família Souza;João Souza;(11) 98765-4321;joao@exemplo.com;adulto;noiva;família',
  'Família Souza;Lia Souza;;;7;;',
  'Família Lima;Ana Lima;21 2345-6789;ana@;adulto;noivo;amigos',
  'Família Lima;Pedro Lima;;;adulto;;amigos',
  ';;;;;;',
  'Tia Rosa;Rosa Maria;;;;;',
  'Família Souza;joão souza;;;;;',
  'Os Antigos;Bia Conceição;;;;;',
].join('\r\n');

async function upload(c: SignedInCouple, name: string, type: string, bytes: Buffer) {
  return c.b.request('painel', {
    method: 'POST',
    url: url(c, '/import/file'),
    ...multipartFile(name, type, bytes),
  });
}

async function listTotal(c: SignedInCouple) {
  return (await c.b.get('painel', url(c))).json().counts;
}

describe('importing a guest list', () => {
  it('reads a CSV, previews line by line without saving, then imports what is valid at once', async () => {
    const c = await signedInCouple(app, db, {}, '10.21.1.1');
    await c.b.post('painel', url(c, '/households'), {
      name: 'Os Antigos',
      members: [{ name: 'Bia Conceicao' }],
    });

    const file = await upload(c, 'convidados.csv', 'text/csv', Buffer.from(csv));
    expect(file.statusCode).toBe(200);
    const table = file.json();
    expect(table.headers).toEqual(['Família', 'Nome', 'Telefone', 'E-mail', 'Idade', 'Lado', 'Marcadores']);
    expect(table.rows).toHaveLength(8);
    expect(table.rows[4]).toEqual(['', '', '', '', '', '', '']);

    const rows = rowsFromTable(table.rows, guessColumns(table.headers));
    const preview = await c.b.post('painel', url(c, '/import/preview'), { rows });
    expect(preview.statusCode).toBe(200);
    const report = preview.json();
    expect(report.lines.filter((l: { status: string }) => l.status !== 'ok')).toEqual([
      {
        line: 4,
        household: 'Família Lima',
        name: 'Ana Lima',
        status: 'error',
        messages: ['E-mail inválido: confira o endereço.'],
      },
      {
        line: 8,
        household: 'Família Souza',
        name: 'joão souza',
        status: 'duplicate',
        messages: ['joão souza já aparece na linha 2.'],
      },
      {
        line: 9,
        household: 'Os Antigos',
        name: 'Bia Conceição',
        status: 'duplicate',
        messages: ['O convite “Os Antigos” já está na lista.'],
      },
    ]);
    expect(report.summary).toEqual({ lines: 7, errors: 1, duplicates: 2, households: 3, people: 4 });
    expect(report.households).toEqual([
      {
        name: 'Família Souza',
        side: 'noiva',
        tags: ['família'],
        members: [
          { name: 'João Souza', ageGroup: 'adulto' },
          { name: 'Lia Souza', ageGroup: 'crianca' },
        ],
      },
      {
        name: 'Família Lima',
        side: 'ambos',
        tags: ['amigos'],
        members: [{ name: 'Pedro Lima', ageGroup: 'adulto' }],
      },
      { name: 'Tia Rosa', side: 'ambos', tags: [], members: [{ name: 'Rosa Maria', ageGroup: 'adulto' }] },
    ]);
    expect((await listTotal(c)).households).toBe(1);

    const done = await c.b.post('painel', url(c, '/import'), { rows });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ households: 3, people: 4 });
    expect(await listTotal(c)).toMatchObject({ households: 4, people: 5, adults: 4, children: 1 });
    const souza = (await c.b.get('painel', url(c, '?q=souza'))).json().items[0];
    expect(souza.members[0]).toMatchObject({ phone: '5511987654321', email: 'joao@exemplo.com' });
    expect(souza.inviteCode).toMatch(/^[\w-]{22}$/);

    // The same file again: every household is already there, nothing is imported.
    const again = await c.b.post('painel', url(c, '/import'), { rows });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'Nenhuma linha pode ser importada: corrija a planilha e tente de novo.',
    );
  });

  it('reads an XLSX as Google Sheets or Excel saves it, and a CSV in Windows-1252', async () => {
    const c = await signedInCouple(app, db, {}, '10.21.1.2');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contatos');
    sheet.addRow(['First Name', 'Last Name', 'Phone 1 - Value', 'E-mail 1 - Value']);
    sheet.addRow(['Conceição', 'Lima', 11987654321, 'ceica@exemplo.com']);
    const xlsx = await upload(
      c,
      'contatos.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(xlsx.json()).toEqual({
      headers: ['First Name', 'Last Name', 'Phone 1 - Value', 'E-mail 1 - Value'],
      rows: [['Conceição', 'Lima', '11987654321', 'ceica@exemplo.com']],
    });
    const latin1 = await upload(
      c,
      'excel.csv',
      'text/csv',
      Buffer.from('Nome;Idade\r\nJoão;bebê\r\n', 'latin1'),
    );
    expect(latin1.json().rows).toEqual([['João', 'bebê']]);
    const junk = await upload(c, 'foto.csv', 'text/csv', Buffer.from('Nome\r\n'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.message).toBe('A planilha está vazia.');
  });

  it('imports a pasted list, one household a line', async () => {
    const c = await signedInCouple(app, db, {}, '10.21.1.3');
    const rows = pastedRows('Ana e Pedro Souza\nTia Rosa, Tio Ivo\n');
    const done = await c.b.post('painel', url(c, '/import'), { rows });
    expect(done.json()).toEqual({ households: 2, people: 4 });
    const list = (await c.b.get('painel', url(c))).json();
    expect(
      list.items.map((h: { name: string; members: { name: string }[] }) => [
        h.name,
        h.members.map((m) => m.name),
      ]),
    ).toEqual([
      ['Ana e Pedro Souza', ['Ana', 'Pedro Souza']],
      ['Tia Rosa, Tio Ivo', ['Tia Rosa', 'Tio Ivo']],
    ]);
  });
});
