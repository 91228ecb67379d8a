// "Eventos" as a dashboard (issue 21, section 4): per event the confirmed adults, children and
// babies, declines and who is still to answer, and the printable summary with the confirmed
// households and members; another couple's wedding is a 404.
import { describe, expect, it } from 'vitest';
import type { EventSummary } from '../../../shared/event-summary.ts';
import { memberEventAnswers } from '../../db/schema.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { insertEvent, insertHousehold } from '../../testing/invited-households.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('event dashboard and printable summary', () => {
  it('counts each event apart and lists the confirmed households with their confirmed members', async () => {
    const c = await signedInCouple(app, db, { name1: 'Ana', name2: 'Bruno' }, '10.72.0.1');
    const igreja = await insertEvent(db, c.wedding.id, { name: 'Cerimônia', position: 0 });
    const festa = await insertEvent(db, c.wedding.id, { name: 'Festa', position: 1 });
    const souza = await insertHousehold(db, c.wedding.id, {
      name: 'Família Souza',
      members: [
        { name: 'João Souza' },
        { name: 'Lia Souza', ageGroup: 'crianca' },
        { name: 'Téo Souza', ageGroup: 'bebe' },
      ],
      eventIds: [igreja.id, festa.id],
    });
    const araujo = await insertHousehold(db, c.wedding.id, {
      name: 'Ana e Pedro Araújo',
      members: [{ name: 'Ana Araújo' }, { name: 'Pedro Araújo' }],
      eventIds: [festa.id],
    });
    await insertHousehold(db, c.wedding.id, {
      name: 'Zeca',
      members: [{ name: 'Zeca' }],
      eventIds: [festa.id],
    });
    const [joao, lia, teo] = souza.members;
    await db.insert(memberEventAnswers).values([
      { memberId: joao!.id, eventId: festa.id, attending: true },
      { memberId: lia!.id, eventId: festa.id, attending: true },
      { memberId: teo!.id, eventId: festa.id, attending: true },
      { memberId: joao!.id, eventId: igreja.id, attending: true },
      { memberId: lia!.id, eventId: igreja.id, attending: false },
      { memberId: araujo.members[0]!.id, eventId: festa.id, attending: true },
      { memberId: araujo.members[1]!.id, eventId: festa.id, attending: false },
    ]);

    const events = (await c.b.get('painel', `/api/weddings/${c.wedding.id}/wedding-events`)).json();
    const countsOf = (id: string) => events.find((e: { id: string }) => e.id === id).counts;
    expect(countsOf(festa.id)).toEqual({
      households: 3,
      adults: 2,
      children: 1,
      babies: 1,
      companions: 0,
      declined: 1,
      waiting: 1,
    });
    expect(countsOf(igreja.id)).toMatchObject({ adults: 1, children: 0, babies: 0, declined: 1, waiting: 1 });

    const res = await c.b.get('painel', `/api/weddings/${c.wedding.id}/wedding-events/summary`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as EventSummary;
    expect(summary.couple).toBe('Ana & Bruno');
    expect(summary.events.map((e) => e.name)).toEqual(['Cerimônia', 'Festa']);
    const [cerimonia, party] = summary.events;
    expect(cerimonia!.households).toEqual([
      {
        id: souza.id,
        name: 'Família Souza',
        companions: 0,
        members: [{ name: 'João Souza', ageGroup: 'adulto' }],
      },
    ]);
    // By name, accents aside; who declined or has not answered stays out.
    expect(party!.households.map((h) => [h.name, h.members.map((m) => m.name)])).toEqual([
      ['Ana e Pedro Araújo', ['Ana Araújo']],
      ['Família Souza', ['João Souza', 'Lia Souza', 'Téo Souza']],
    ]);
    expect(party!.counts).toEqual(countsOf(festa.id));
  });

  it("answers 404 to another couple's summary", async () => {
    const one = await signedInCouple(app, db, {}, '10.72.0.2');
    const other = await signedInCouple(app, db, {}, '10.72.0.3');
    const res = await one.b.get('painel', `/api/weddings/${other.wedding.id}/wedding-events/summary`);
    expect(res.statusCode).toBe(404);
  });
});
