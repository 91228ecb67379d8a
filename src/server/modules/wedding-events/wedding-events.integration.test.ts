// "Eventos" over HTTP: the couple's events, who each one invites, the counts per event, the
// couple's correction of an answer and the RSVP settings; and nobody else's hands on them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weddingEventMessages } from '../../../shared/wedding-events.ts';
import { weddings } from '../../db/schema.ts';
import { expectWeddingNotFound, signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { insertHousehold } from '../../testing/invited-households.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const festa = {
  name: 'Festa',
  date: '2027-05-15',
  time: '18:30',
  placeName: 'Casa Jardim Botânico',
  address: 'Av. Miguel Stéfano, 3031 - São Paulo - SP',
  mapsUrl: 'https://maps.google.com/?q=Casa+Jardim',
  dressCode: 'Esporte fino',
  notes: 'A festa vai até as 2h.',
  isPublic: true,
};

describe('wedding events', () => {
  it('creates, lists in order, edits, reorders and deletes the couple’s events', async () => {
    const { b, wedding } = await signedInCouple(app, db);
    const url = `/api/weddings/${wedding.id}/wedding-events`;
    const created = await b.post('painel', url, festa);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...festa, position: 1, counts: { households: 0, adults: 0 } });
    const igreja = await b.post('painel', url, { name: 'Cerimônia religiosa', time: '', isPublic: false });
    expect(igreja.json()).toMatchObject({
      name: 'Cerimônia religiosa',
      time: null,
      isPublic: false,
      position: 2,
    });

    const list = await b.get('painel', url);
    expect(list.json().map((e: { name: string }) => e.name)).toEqual(['Festa', 'Cerimônia religiosa']);

    const festaId = created.json().id;
    const igrejaId = igreja.json().id;
    expect((await b.put('painel', `${url}/order`, { ids: [igrejaId, festaId] })).statusCode).toBe(200);
    expect(
      (await b.put('painel', `${url}/${festaId}`, { ...festa, dressCode: 'Traje a rigor' })).statusCode,
    ).toBe(200);
    const after = (await b.get('painel', url)).json();
    expect(after.map((e: { name: string }) => e.name)).toEqual(['Cerimônia religiosa', 'Festa']);
    expect(after[1].dressCode).toBe('Traje a rigor');

    expect((await b.request('painel', { method: 'DELETE', url: `${url}/${igrejaId}` })).statusCode).toBe(200);
    expect((await b.get('painel', url)).json()).toHaveLength(1);
    expect((await b.request('painel', { method: 'DELETE', url: `${url}/${igrejaId}` })).statusCode).toBe(404);
  });

  it('says what is wrong in pt-BR, on the field', async () => {
    const { b, wedding } = await signedInCouple(app, db);
    const res = await b.post('painel', `/api/weddings/${wedding.id}/wedding-events`, {
      name: ' ',
      time: '7h',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: weddingEventMessages.nameRequired },
        { path: 'time', message: weddingEventMessages.timeInvalid },
      ]),
    );
  });

  it('lets only the couple who owns the wedding see or change its events', async () => {
    const owner = await signedInCouple(app, db);
    const other = await signedInCouple(app, db);
    const url = `/api/weddings/${owner.wedding.id}/wedding-events`;
    const event = (await owner.b.post('painel', url, festa)).json();
    const household = await insertHousehold(db, owner.wedding.id, { name: 'Família Souza', members: [] });

    await expectWeddingNotFound([
      other.b.get('painel', url),
      other.b.post('painel', url, festa),
      other.b.put('painel', `${url}/${event.id}`, festa),
      other.b.request('painel', { method: 'DELETE', url: `${url}/${event.id}` }),
      other.b.put('painel', `${url}/${event.id}/households`, { householdIds: [household.id] }),
      other.b.get('painel', `/api/weddings/${owner.wedding.id}/rsvp-settings`),
    ]);
    // Through its own wedding, another couple still finds nothing of this one.
    const theirs = `/api/weddings/${other.wedding.id}`;
    expect((await other.b.put('painel', `${theirs}/wedding-events/${event.id}`, festa)).statusCode).toBe(404);
    expect((await other.b.get('painel', `${theirs}/wedding-events/${event.id}/households`)).statusCode).toBe(
      404,
    );
    expect(
      (await other.b.put('painel', `${theirs}/households/${household.id}/wedding-events`, { eventIds: [] }))
        .statusCode,
    ).toBe(404);

    const anonymous = browser(app, '10.31.0.9');
    for (const res of [
      await anonymous.get('painel', url),
      await anonymous.post('painel', url, festa),
      await anonymous.put('painel', `/api/weddings/${owner.wedding.id}/rsvp-settings`, {
        rsvpMode: 'convite',
      }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect((await owner.b.get('painel', url)).json()[0]).toMatchObject({
      name: 'Festa',
      dressCode: 'Esporte fino',
    });
  });

  it('invites households to events both ways and counts adults, children, babies, companions, declines and waiting', async () => {
    const { b, wedding } = await signedInCouple(app, db);
    const base = `/api/weddings/${wedding.id}`;
    const igreja = (await b.post('painel', `${base}/wedding-events`, { name: 'Cerimônia religiosa' })).json();
    const party = (await b.post('painel', `${base}/wedding-events`, festa)).json();
    const souza = await insertHousehold(db, wedding.id, {
      name: 'Família Souza',
      members: [
        { name: 'Ana Souza' },
        { name: 'Leo Souza', ageGroup: 'crianca' },
        { name: 'Bia', ageGroup: 'bebe' },
      ],
      maxCompanions: 1,
    });
    const lima = await insertHousehold(db, wedding.id, {
      name: 'Ana e Pedro Lima',
      members: [{ name: 'Pedro' }],
    });
    const someoneElse = await signedInCouple(app, db);
    const stranger = await insertHousehold(db, someoneElse.wedding.id, {
      name: 'De outro casamento',
      members: [],
    });

    expect(
      (
        await b.put('painel', `${base}/wedding-events/${party.id}/households`, {
          householdIds: [souza.id, lima.id, stranger.id],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await b.put('painel', `${base}/households/${souza.id}/wedding-events`, {
          eventIds: [igreja.id, party.id],
        })
      ).statusCode,
    ).toBe(200);
    expect((await b.get('painel', `${base}/households/${souza.id}/wedding-events`)).json()).toEqual({
      eventIds: [igreja.id, party.id],
    });
    const chosen = (await b.get('painel', `${base}/wedding-events/${party.id}/households`)).json();
    expect(chosen).toEqual([
      { id: lima.id, name: 'Ana e Pedro Lima', members: 1, invited: true },
      { id: souza.id, name: 'Família Souza', members: 3, invited: true },
    ]);

    const answer = (memberId: string, eventId: string, attending: boolean | null) =>
      b.put('painel', `${base}/wedding-events/${eventId}/answers/${memberId}`, { attending });
    const [ana, leo, bia] = souza.members;
    expect((await answer(ana!.id, party.id, true)).statusCode).toBe(200);
    await answer(leo!.id, party.id, true);
    await answer(bia!.id, party.id, true);
    await answer(lima.members[0]!.id, party.id, false);
    await answer(ana!.id, igreja.id, true);
    await answer(leo!.id, igreja.id, true);
    await answer(leo!.id, igreja.id, null);
    // Lima is not invited to the ceremony: the couple cannot answer for it there.
    const refused = await answer(lima.members[0]!.id, igreja.id, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(weddingEventMessages.notInvitedToEvent);

    const events = (await b.get('painel', `${base}/wedding-events`)).json();
    expect(events.find((e: { id: string }) => e.id === party.id).counts).toEqual({
      households: 2,
      adults: 1,
      children: 1,
      babies: 1,
      companions: 0,
      declined: 1,
      waiting: 0,
    });
    expect(events.find((e: { id: string }) => e.id === igreja.id).counts).toEqual({
      households: 1,
      adults: 1,
      children: 0,
      babies: 0,
      companions: 0,
      declined: 0,
      waiting: 2,
    });
  });

  it('keeps the site’s RSVP mode and deadline', async () => {
    const { b, wedding } = await signedInCouple(app, db);
    const url = `/api/weddings/${wedding.id}/rsvp-settings`;
    expect((await b.get('painel', url)).json()).toEqual({ rsvpMode: 'aberta', rsvpDeadline: null });
    const saved = await b.put('painel', url, { rsvpMode: 'convite', rsvpDeadline: '2027-04-15' });
    expect(saved.json()).toEqual({ rsvpMode: 'convite', rsvpDeadline: '2027-04-15' });
    const [row] = await db
      .select({ mode: weddings.rsvpMode, deadline: weddings.rsvpDeadline })
      .from(weddings)
      .where(eq(weddings.id, wedding.id));
    expect(row).toEqual({ mode: 'convite', deadline: '2027-04-15' });
    const wrong = await b.put('painel', url, { rsvpMode: 'convite', rsvpDeadline: '2027-02-30' });
    expect(wrong.json().error.issues[0]).toEqual({
      path: 'rsvpDeadline',
      message: weddingEventMessages.deadlineInvalid,
    });
  });
});
