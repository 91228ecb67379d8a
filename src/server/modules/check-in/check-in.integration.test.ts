// Check-in on the day (issue 21, section 5): finding a household by code or name, marking and
// undoing arrivals per event, the live counts, another wedding's code, and the printable list.
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { CheckInSearchResult, CheckInSummary } from '../../../shared/check-in.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { memberEventAnswers } from '../../db/schema.ts';
import { type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { insertEvent, insertHousehold } from '../../testing/invited-households.ts';
import { pdfLines } from '../../testing/pdf-text.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const api = (c: SignedInCouple, path = '') => `/api/weddings/${c.wedding.id}/check-in${path}`;

async function coupleWithGuests(ip: string) {
  const c = await signedInCouple(app, db, { name1: 'Ana', name2: 'Bruno', weddingDate: '2027-05-15' }, ip);
  const festa = await insertEvent(db, c.wedding.id, { name: 'Festa', position: 0, date: '2027-05-15' });
  const souza = await insertHousehold(db, c.wedding.id, {
    name: 'Família Souza',
    members: [{ name: 'João Souza' }, { name: 'Lia Souza', ageGroup: 'crianca' }, { name: 'Mário Souza' }],
    eventIds: [festa.id],
  });
  const lima = await insertHousehold(db, c.wedding.id, {
    name: 'Ana e Pedro Lima',
    members: [{ name: 'Ana Lima' }],
    eventIds: [festa.id],
  });
  await db.insert(memberEventAnswers).values([
    { memberId: souza.members[0]!.id, eventId: festa.id, attending: true },
    { memberId: souza.members[1]!.id, eventId: festa.id, attending: true },
    { memberId: souza.members[2]!.id, eventId: festa.id, attending: false },
    { memberId: lima.members[0]!.id, eventId: festa.id, attending: true },
  ]);
  return { c, festa, souza, lima };
}

async function summary(c: SignedInCouple): Promise<CheckInSummary> {
  const res = await c.b.get('painel', api(c));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function search(c: SignedInCouple, eventId: string, q: string) {
  return c.b.get('painel', api(c, `/search?eventId=${eventId}&q=${encodeURIComponent(q)}`));
}

describe('check-in', () => {
  it('finds a household by its code or whole link, marks arrivals, undoes them, and counts', async () => {
    const { c, festa, souza } = await coupleWithGuests('10.71.0.1');
    expect(await summary(c)).toMatchObject({ eventId: festa.id, arrived: 0, expected: 3 });

    const byLink = await search(
      c,
      festa.id,
      `https://noivos.localhost/${c.wedding.slug}/convite/${souza.code}`,
    );
    expect(byLink.statusCode, byLink.body).toBe(200);
    const found = (byLink.json() as CheckInSearchResult).households;
    expect(found).toHaveLength(1);
    expect(found[0]!.members.map((m) => [m.name, m.confirmed])).toEqual([
      ['João Souza', true],
      ['Lia Souza', true],
      ['Mário Souza', false],
    ]);
    expect((await search(c, festa.id, souza.code)).json().households[0].id).toBe(souza.id);

    const mark = await c.b.post('painel', api(c, '/arrivals'), {
      eventId: festa.id,
      memberIds: [souza.members[0]!.id, souza.members[1]!.id],
      arrived: true,
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json()).toMatchObject({ arrived: 2, expected: 3 });
    const again = (await search(c, festa.id, souza.code)).json() as CheckInSearchResult;
    expect(again.households[0]!.members[0]!.arrivedAt).not.toBeNull();

    const undo = await c.b.post('painel', api(c, '/arrivals'), {
      eventId: festa.id,
      memberIds: [souza.members[1]!.id],
      arrived: false,
    });
    expect(undo.json()).toMatchObject({ arrived: 1, expected: 3 });
    expect(await summary(c)).toMatchObject({ arrived: 1 });
  });

  it('keeps arrivals per event only: a household member has no arrival column of its own', async () => {
    const columns = rowsOf(
      await db.execute(sql`SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'household_members'`),
    ).map((r) => r.column_name);
    expect(columns).toContain('name');
    expect(columns).not.toContain('arrived_at');
  });

  it('searches names without accents, households or members', async () => {
    const { c, festa } = await coupleWithGuests('10.71.0.2');
    const byMember = (await search(c, festa.id, 'mario')).json() as CheckInSearchResult;
    expect(byMember.households.map((h) => h.name)).toEqual(['Família Souza']);
    const byHousehold = (await search(c, festa.id, 'FAMILIA')).json() as CheckInSearchResult;
    expect(byHousehold.households.map((h) => h.name)).toEqual(['Família Souza']);
    const empty = await search(c, festa.id, '   ');
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 to another wedding's code, event or members", async () => {
    const one = await coupleWithGuests('10.71.0.3');
    const other = await coupleWithGuests('10.71.0.4');
    const res = await search(one.c, one.festa.id, other.souza.code);
    expect(res.statusCode).toBe(404);
    expect((await search(one.c, other.festa.id, 'souza')).statusCode).toBe(404);
    const mark = await one.c.b.post('painel', api(one.c, '/arrivals'), {
      eventId: one.festa.id,
      memberIds: [other.souza.members[0]!.id],
      arrived: true,
    });
    expect(mark.statusCode).toBe(404);
    expect((await one.c.b.get('painel', `/api/weddings/${other.c.wedding.id}/check-in`)).statusCode).toBe(
      404,
    );
  });

  it('prints an A4 PDF with the confirmed households by name, their boxes and accents', async () => {
    const { c, festa } = await coupleWithGuests('10.71.0.5');
    const wojcik = await insertHousehold(db, c.wedding.id, {
      name: 'Łukasz Wójcik',
      members: [{ name: 'Łukasz Wójcik' }, { name: 'Zoë Wójcik', ageGroup: 'bebe' }],
      eventIds: [festa.id],
    });
    await db
      .insert(memberEventAnswers)
      .values(wojcik.members.map((m) => ({ memberId: m.id, eventId: festa.id, attending: true })));
    const res = await c.b.get('painel', api(c, `/list.pdf?eventId=${festa.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('Lista de check-in - Festa');

    const [lines, ...more] = await pdfLines(res.rawPayload);
    expect(more).toEqual([]);
    expect(lines!.slice(0, 3)).toEqual([
      'Ana & Bruno',
      'Lista de check-in · Festa · 15/05/2027',
      'ChegouConvidado',
    ]);
    // Households by name, each with its confirmed members only (Mário declined).
    expect(lines!.slice(3, 11)).toEqual([
      'Ana e Pedro Lima1 confirmado',
      'Ana Lima',
      'Família Souza2 confirmados',
      'João Souza',
      'Lia SouzaCriança',
      'Łukasz Wójcik2 confirmados',
      'Łukasz Wójcik',
      'Zoë WójcikBebê',
    ]);
    expect(lines!.join('\n')).not.toContain('Mário');
    expect(lines!.at(-1)).toBe('5 pessoas confirmadas em 3 convitesPágina 1 de 1');
  });
});
