import { describe, expect, it } from 'vitest';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { TEST_PASSWORD as password, signedInCouple } from '../../testing/couples.ts';
import { browser, csvLines } from '../../testing/http.ts';
import { openLiveStream } from '../../testing/live-stream.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, database } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

async function coupleWithAnswers() {
  const { b, wedding } = await signedInCouple(app, database.db, { sitePublished: true }, '10.7.0.1');
  const guest = browser(app, '10.7.0.2');
  await guest.post('noivos', `/api/sites/${wedding.slug}/rsvps`, {
    name: 'João Conceição',
    attending: true,
    companions: 2,
    companionNames: ['Maria', 'Zé'],
  });
  await guest.post('noivos', `/api/sites/${wedding.slug}/rsvps`, {
    name: 'Beatriz',
    attending: false,
    companions: 0,
    companionNames: [],
    email: 'bia@exemplo.com',
  });
  await guest.post('noivos', `/api/sites/${wedding.slug}/rsvps`, {
    name: '=HYPERLINK("x")',
    attending: true,
    companions: 0,
    companionNames: [],
  });
  return { b, wedding };
}

describe('Presenças confirmadas', () => {
  it('lists answers with the totals of people attending, and searches without accents', async () => {
    const { b, wedding } = await coupleWithAnswers();
    const list = (await b.get('painel', `/api/weddings/${wedding.id}/rsvps`)).json();
    expect(list.totals).toEqual({ answers: 3, attending: 2, declined: 1, people: 4 });
    const found = (await b.get('painel', `/api/weddings/${wedding.id}/rsvps?q=conceicao`)).json();
    expect(found.items.map((i: { name: string }) => i.name)).toEqual(['João Conceição']);
    expect(found.items[0].companionNames).toEqual(['Maria', 'Zé']);
  });

  it('edits and deletes an answer', async () => {
    const { b, wedding } = await coupleWithAnswers();
    const list = (await b.get('painel', `/api/weddings/${wedding.id}/rsvps?q=beatriz`)).json();
    const id = list.items[0].id;
    const edit = await b.put('painel', `/api/weddings/${wedding.id}/rsvps/${id}`, {
      name: 'Beatriz Souza',
      attending: true,
      companions: 1,
      companionNames: ['Caio'],
      email: 'bia@exemplo.com',
    });
    expect(edit.statusCode).toBe(200);
    expect((await b.get('painel', `/api/weddings/${wedding.id}/rsvps`)).json().totals).toEqual({
      answers: 3,
      attending: 3,
      declined: 0,
      people: 6,
    });
    expect(
      (await b.request('painel', { method: 'DELETE', url: `/api/weddings/${wedding.id}/rsvps/${id}` }))
        .statusCode,
    ).toBe(200);
    expect((await b.get('painel', `/api/weddings/${wedding.id}/rsvps`)).json().totals.answers).toBe(2);
  });

  it('exports CSV that opens in a pt-BR spreadsheet and cannot carry formulas', async () => {
    const { b, wedding } = await coupleWithAnswers();
    const res = await b.get('painel', `/api/weddings/${wedding.id}/rsvps.csv`);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('presencas-confirmadas.csv');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      '"Nome";"Vai ao casamento";"Acompanhantes";"Nomes dos acompanhantes";"Telefone";"E-mail";"Recado";"Convite";"Respondido em"',
    );
    expect(lines).toHaveLength(4);
    expect(res.body).toContain('"João Conceição";"Sim";"2";"Maria; Zé"');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('live events', () => {
  it('streams an "rsvp" event to the couple as soon as a guest answers', async () => {
    const email = `${unique()}@exemplo.com`;
    const { wedding } = await createCoupleWithWedding(database.db, {
      email,
      password,
      name1: 'Ana',
      name2: 'Rui',
      slug: unique('ev-'),
      sitePublished: true,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const port = new URL(address).port;
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { host: `painel.localhost:3000`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const live = await openLiveStream(`http://127.0.0.1:${port}`, wedding.id, cookie);
    expect(live.res.headers.get('content-type')).toContain('text/event-stream');
    await live.until(': conectado');
    await browser(app, '10.7.1.1').post('noivos', `/api/sites/${wedding.slug}/rsvps`, {
      name: 'Convidado',
      attending: true,
      companions: 0,
      companionNames: [],
    });
    const text = await live.until('event: rsvp');
    await live.close();
    expect(text).toContain('event: rsvp');
  });
});

describe('invited households', () => {
  it('tell which households have answered', async () => {
    const { b, wedding } = await signedInCouple(app, database.db, { sitePublished: true }, '10.7.2.1');
    await b.post('painel', `/api/weddings/${wedding.id}/households`, {
      name: 'Família Araújo',
      maxCompanions: 2,
    });
    await b.post('painel', `/api/weddings/${wedding.id}/households`, { name: 'Seu Zé', maxCompanions: 0 });
    await browser(app, '10.7.2.2').post('noivos', `/api/sites/${wedding.slug}/rsvps`, {
      name: 'familia araujo',
      attending: true,
      companions: 0,
      companionNames: [],
    });
    const list = (await b.get('painel', `/api/weddings/${wedding.id}/households`)).json();
    expect(list.map((h: { name: string; answered: boolean }) => [h.name, h.answered])).toEqual([
      ['Família Araújo', true],
      ['Seu Zé', false],
    ]);
  });
});

describe('dashboard summary', () => {
  it('counts confirmed presences and messages', async () => {
    const { b, wedding } = await coupleWithAnswers();
    await browser(app, '10.7.3.1').post('noivos', `/api/sites/${wedding.slug}/messages`, {
      authorName: 'Lia',
      body: 'Parabéns!',
    });
    const summary = (await b.get('painel', `/api/weddings/${wedding.id}/summary`)).json();
    expect(summary).toMatchObject({ rsvps: 2, messages: 1, giftsReceived: 0, balanceCents: 0 });
  });
});
