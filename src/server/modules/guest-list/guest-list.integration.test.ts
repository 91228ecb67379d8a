import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isInviteCode } from '../../../shared/invite-code.ts';
import { invitedHouseholds } from '../../db/schema.ts';
import { expectWeddingNotFound, type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { browser, csvLines } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const souza = {
  name: 'Família Souza',
  side: 'noiva',
  tags: 'família, Família, vizinhos',
  notes: 'Mesa perto da pista',
  maxCompanions: 1,
  members: [
    { name: 'João Conceição Souza', ageGroup: 'adulto', phone: '(11) 98765-4321', email: 'JOAO@EXEMPLO.COM' },
    { name: 'Lia Souza', ageGroup: 'crianca' },
    { name: 'Téo Souza', ageGroup: 'bebe' },
  ],
};
const lima = {
  name: 'Ana e Pedro Lima',
  side: 'noivo',
  tags: ['amigos'],
  members: [{ name: 'Ana Lima' }, { name: 'Pedro Lima' }],
};

const url = (c: SignedInCouple, path = '') => `/api/weddings/${c.wedding.id}/guest-list${path}`;

async function withList(ip: string) {
  const c = await signedInCouple(app, db, {}, ip);
  const created = await c.b.post('painel', url(c, '/households'), souza);
  expect(created.statusCode).toBe(201);
  expect((await c.b.post('painel', url(c, '/households'), lima)).statusCode).toBe(201);
  return { c, souza: created.json() };
}

const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((h) => h.name);

describe('Lista de convidados', () => {
  it('creates a household with its members, a personal link and phones ready for WhatsApp', async () => {
    const { souza: created } = await withList('10.21.0.1');
    expect(created).toMatchObject({
      name: 'Família Souza',
      side: 'noiva',
      tags: ['família', 'vizinhos'],
      notes: 'Mesa perto da pista',
      maxCompanions: 1,
      state: 'nao-enviado',
      members: [
        {
          name: 'João Conceição Souza',
          ageGroup: 'adulto',
          phone: '5511987654321',
          email: 'joao@exemplo.com',
        },
        { name: 'Lia Souza', ageGroup: 'crianca', phone: null, email: null },
        { name: 'Téo Souza', ageGroup: 'bebe' },
      ],
    });
    expect(isInviteCode(created.inviteCode)).toBe(true);
  });

  it('refuses a bad phone on its member, and a second household with the same name on its name', async () => {
    const { c } = await withList('10.21.0.2');
    const bad = await c.b.post('painel', url(c, '/households'), {
      name: 'Tia Rosa',
      members: [{ name: 'Rosa', phone: '1234' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues).toEqual([
      { path: 'members.0.phone', message: 'Telefone inválido: use DDD e número, ex.: (11) 98765-4321.' },
    ]);
    const again = await c.b.post('painel', url(c, '/households'), { ...lima, name: 'ANA E PEDRO LIMA' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'HOUSEHOLD_TAKEN',
      message: 'Já existe um convite com este nome na lista.',
    });
  });

  it('edits a household: members kept by id, added and removed', async () => {
    const { c, souza: created } = await withList('10.21.0.3');
    const [joao, lia] = created.members;
    const res = await c.b.put('painel', url(c, `/households/${created.id}`), {
      ...souza,
      name: 'Família Souza Conceição',
      members: [{ ...joao, name: 'João Souza' }, { id: lia.id, name: 'Lia Souza' }, { name: 'Bia Souza' }],
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited.name).toBe('Família Souza Conceição');
    expect(edited.members.map((m: { name: string }) => m.name)).toEqual([
      'João Souza',
      'Lia Souza',
      'Bia Souza',
    ]);
    expect(edited.members[0].id).toBe(joao.id);
    expect(edited.members[1].id).toBe(lia.id);
    expect(edited.inviteCode).toBe(created.inviteCode);
  });

  it('deletes a household with its members', async () => {
    const { c, souza: created } = await withList('10.21.0.4');
    const res = await c.b.request('painel', { method: 'DELETE', url: url(c, `/households/${created.id}`) });
    expect(res.statusCode).toBe(200);
    const list = (await c.b.get('painel', url(c))).json();
    expect(list.items.map((h: { name: string }) => h.name)).toEqual(['Ana e Pedro Lima']);
    expect(list.counts).toMatchObject({ households: 1, people: 2 });
  });

  it('searches household and member names without accents or case', async () => {
    const { c } = await withList('10.21.0.5');
    expect(names(await c.b.get('painel', url(c, '?q=CONCEICAO')))).toEqual(['Família Souza']);
    expect(names(await c.b.get('painel', url(c, '?q=familia')))).toEqual(['Família Souza']);
    expect(names(await c.b.get('painel', url(c, '?q=pedro lima')))).toEqual(['Ana e Pedro Lima']);
    expect(names(await c.b.get('painel', url(c, '?q=ninguem')))).toEqual([]);
  });

  it('filters by state, side, tag and age group, and counts the whole list', async () => {
    const { c, souza: created } = await withList('10.21.0.6');
    await db
      .update(invitedHouseholds)
      .set({ sentAt: new Date(), sentVia: 'whatsapp' })
      .where(eq(invitedHouseholds.id, created.id));
    expect(names(await c.b.get('painel', url(c, '?state=enviado')))).toEqual(['Família Souza']);
    expect(names(await c.b.get('painel', url(c, '?state=nao-enviado')))).toEqual(['Ana e Pedro Lima']);
    expect(names(await c.b.get('painel', url(c, '?side=noivo')))).toEqual(['Ana e Pedro Lima']);
    expect(names(await c.b.get('painel', url(c, `?tag=${encodeURIComponent('família')}`)))).toEqual([
      'Família Souza',
    ]);
    const babies = await c.b.get('painel', url(c, '?ageGroup=bebe&side=noiva'));
    expect(names(babies)).toEqual(['Família Souza']);
    expect(babies.json().counts).toEqual({
      households: 2,
      people: 5,
      adults: 3,
      children: 1,
      babies: 1,
      byState: { 'nao-enviado': 1, enviado: 1, aberto: 0, respondido: 0 },
    });
    expect(babies.json().tags).toEqual(['amigos', 'família', 'vizinhos']);
  });

  it('revokes and renews a household’s personal link', async () => {
    const { c, souza: created } = await withList('10.21.0.7');
    const revoke = await c.b.post('painel', url(c, `/households/${created.id}/link/revoke`));
    expect(revoke.statusCode).toBe(200);
    const listed = (await c.b.get('painel', url(c, '?q=souza'))).json().items[0];
    expect(listed.inviteCode).toBeNull();
    const renew = await c.b.post('painel', url(c, `/households/${created.id}/link/renew`));
    expect(renew.statusCode).toBe(200);
    const { inviteCode } = renew.json();
    expect(isInviteCode(inviteCode)).toBe(true);
    expect(inviteCode).not.toBe(created.inviteCode);
    expect((await c.b.get('painel', url(c, '?q=souza'))).json().items[0].inviteCode).toBe(inviteCode);
  });

  it('keeps another couple and anonymous visitors out', async () => {
    const { c, souza: created } = await withList('10.21.0.8');
    const other = await signedInCouple(app, db, {}, '10.21.0.9');
    const household = url(c, `/households/${created.id}`);
    await expectWeddingNotFound([
      other.b.get('painel', url(c)),
      other.b.put('painel', household, souza),
      other.b.request('painel', { method: 'DELETE', url: household }),
      other.b.post('painel', `${household}/link/renew`),
      other.b.get('painel', url(c, '.csv')),
      other.b.post('painel', url(c, '/import/preview'), { rows: [{ line: 1, name: 'X' }] }),
    ]);
    // Their own wedding's path with this household: not theirs either.
    const foreign = await other.b.put('painel', `${url(other, `/households/${created.id}`)}`, souza);
    expect(foreign.statusCode).toBe(404);
    const anonymous = browser(app, '10.21.0.10');
    expect((await anonymous.get('painel', url(c))).statusCode).toBe(401);
    expect((await anonymous.post('painel', url(c, '/households'), souza)).statusCode).toBe(401);
  });

  it('exports one line per person as CSV and XLSX', async () => {
    const { c } = await withList('10.21.0.11');
    const csv = await c.b.get('painel', url(c, '.csv'));
    expect(csv.headers['content-disposition']).toContain('lista-de-convidados.csv');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe(
      '"Convite";"Pessoa";"Faixa etária";"Telefone";"E-mail";"Lado";"Marcadores";"Situação";"Acompanhantes extras";"Observações"',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      '"Ana e Pedro Lima";"Ana Lima";"Adulto";"";"";"Noivo";"amigos";"Não enviado";"0";""',
    );
    expect(lines).toContain(
      '"Família Souza";"João Conceição Souza";"Adulto";"(11) 98765-4321";"joao@exemplo.com";"Noiva";"família, vizinhos";"Não enviado";"1";"Mesa perto da pista"',
    );
    const xlsx = await c.b.get('painel', url(c, '.xlsx'));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(3).getCell(2).text).toBe('Pedro Lima');
  });
});
