// Open answers on a wedding with a guest list (issue 21): an unambiguous name is matched to its
// household and counts for its member; anything else waits in "Respostas sem convite" for the
// couple to link or dismiss; an open answer never overwrites a personal link's answer nor another
// guest's of the same name; and the RSVP deadline closes the open form too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates.ts';
import { answerField } from '../../../shared/invitation.ts';
import { rsvpMessages } from '../../../shared/rsvp.ts';
import { invitedHouseholds, rsvps, weddings } from '../../db/schema.ts';
import { expectWeddingNotFound, signedInCouple } from '../../testing/couples.ts';
import { browsersFrom, formBody } from '../../testing/http.ts';
import { insertEvent, insertHousehold, memberAnswers } from '../../testing/invited-households.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const guest = browsersFrom(app, '10.28.0');

const answer = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  attending: true,
  companions: 0,
  companionNames: [],
  ...extra,
});

/** A guest, from an address of their own, sends the site's open RSVP form. */
const openAnswer = (site: { rsvpsUrl: string }, name: string, extra: Record<string, unknown> = {}) =>
  guest().post('noivos', site.rsvpsUrl, answer(name, extra));

async function listedSite(ip = '10.28.1.1') {
  const couple = await signedInCouple(app, db, { sitePublished: true }, ip);
  const weddingId = couple.wedding.id;
  const igreja = await insertEvent(db, weddingId, { name: 'Cerimônia religiosa', position: 1 });
  const festa = await insertEvent(db, weddingId, { name: 'Festa', position: 2 });
  const souza = await insertHousehold(db, weddingId, {
    name: 'Família Souza',
    members: [{ name: 'Ana Souza' }, { name: 'Leo Souza', ageGroup: 'crianca' }],
    maxCompanions: 1,
    eventIds: [igreja.id, festa.id],
  });
  const silva = await insertHousehold(db, weddingId, {
    name: 'Família Silva',
    members: [{ name: 'Maria Silva' }],
    eventIds: [festa.id],
  });
  const outraSilva = await insertHousehold(db, weddingId, {
    name: 'Maria e Jorge',
    members: [{ name: 'Maria Silva' }, { name: 'Jorge Silva' }],
    eventIds: [igreja.id, festa.id],
  });
  const slug = couple.wedding.slug!;
  const rsvpsUrl = `/api/sites/${slug}/rsvps`;
  const unlinkedUrl = `/api/weddings/${weddingId}/rsvp-unlinked`;
  return { ...couple, weddingId, slug, rsvpsUrl, unlinkedUrl, igreja, festa, souza, silva, outraSilva };
}

/** The Souzas answer every event through their personal link, without JavaScript. */
async function answerThroughPersonalLink(site: Awaited<ReturnType<typeof listedSite>>, reply: 'sim' | 'nao') {
  const [ana, leo] = site.souza.members;
  const fields: [string, string][] = [
    [answerField(ana!.id, site.igreja.id), reply],
    [answerField(ana!.id, site.festa.id), reply],
    [answerField(leo!.id, site.igreja.id), reply],
    [answerField(leo!.id, site.festa.id), reply],
  ];
  return guest().postForm('noivos', `/${site.slug}/convite/${site.souza.code}`, formBody(fields));
}

async function answerRow(id: string) {
  const [row] = await db.select().from(rsvps).where(eq(rsvps.id, id));
  return row;
}

/** The festa's extra companions in "Eventos" and the household's in its printable summary. */
async function festaCompanions(site: Awaited<ReturnType<typeof listedSite>>, householdId: string) {
  const w = `/api/weddings/${site.weddingId}/wedding-events`;
  const events = (await site.b.get('painel', w)).json() as { id: string; counts: { companions: number } }[];
  const summary = (await site.b.get('painel', `${w}/summary`)).json() as {
    events: { id: string; households: { id: string; companions: number }[] }[];
  };
  const festa = summary.events.find((e) => e.id === site.festa.id);
  return {
    counted: events.find((e) => e.id === site.festa.id)?.counts.companions,
    household: festa?.households.find((h) => h.id === householdId)?.companions,
  };
}

describe('an open answer on a wedding with a guest list', () => {
  it('with an unambiguous name (accents and case aside) is linked to its household and counts for its member', async () => {
    const site = await listedSite();
    const res = await openAnswer(site, '  ANA souza ', { companions: 1, companionNames: ['Rui'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'created', message: rsvpMessages.thanksYes });
    const row = await answerRow(res.json().answer.id);
    expect(row).toMatchObject({ householdId: site.souza.id, needsLink: false });

    const [ana, leo] = site.souza.members;
    expect(await memberAnswers(db, [ana!.id, leo!.id])).toEqual({
      [`${ana!.id}.${site.igreja.id}`]: true,
      [`${ana!.id}.${site.festa.id}`]: true,
    });
    const [household] = await db
      .select()
      .from(invitedHouseholds)
      .where(eq(invitedHouseholds.id, site.souza.id));
    expect(household).toMatchObject({ answeredBy: 'ANA souza' });
    expect(household!.answeredAt).not.toBeNull();
    expect((await site.b.get('painel', site.unlinkedUrl)).json()).toEqual([]);

    // Answering again from the same browser changes the member's answer, not the household.
    const b = guest();
    const first = await b.post('noivos', site.rsvpsUrl, answer('Leo Souza'));
    const again = await b.post('noivos', site.rsvpsUrl, answer('Leo Souza', { attending: false }));
    expect(again.json()).toMatchObject({ status: 'updated', answer: { id: first.json().answer.id } });
    expect((await memberAnswers(db, [leo!.id]))[`${leo!.id}.${site.festa.id}`]).toBe(false);
  });

  it('counts its companions as the household’s, as a personal link’s answer would, and follows a new answer', async () => {
    const site = await listedSite();
    const b = guest();
    await b.post('noivos', site.rsvpsUrl, answer('Ana Souza', { companions: 1, companionNames: ['Rui'] }));
    expect(await festaCompanions(site, site.souza.id)).toEqual({ counted: 1, household: 1 });
    const [household] = await db
      .select({ names: invitedHouseholds.companionNames })
      .from(invitedHouseholds)
      .where(eq(invitedHouseholds.id, site.souza.id));
    expect(household!.names).toEqual(['Rui']);

    await b.post('noivos', site.rsvpsUrl, answer('Ana Souza', { companions: 0, companionNames: [] }));
    expect((await festaCompanions(site, site.souza.id)).counted).toBe(0);
  });

  it('follows the couple’s corrections of that answer in "Presenças confirmadas"', async () => {
    const site = await listedSite();
    const given = answer('Ana Souza', { companions: 1, companionNames: ['Rui'] });
    const id = (await guest().post('noivos', site.rsvpsUrl, given)).json().answer.id;
    const url = `/api/weddings/${site.weddingId}/rsvps/${id}`;
    const fixed = await site.b.put('painel', url, { ...given, companions: 0, companionNames: [] });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await festaCompanions(site, site.souza.id)).counted).toBe(0);
    await site.b.put('painel', url, given);
    expect((await festaCompanions(site, site.souza.id)).counted).toBe(1);
    expect((await site.b.request('painel', { method: 'DELETE', url })).statusCode).toBe(200);
    const [household] = await db
      .select({ companions: invitedHouseholds.companionsAnswer })
      .from(invitedHouseholds)
      .where(eq(invitedHouseholds.id, site.souza.id));
    expect(household!.companions).toBe(0);
  });

  it('keeps the household’s companion limit', async () => {
    const site = await listedSite();
    const res = await openAnswer(site, 'Ana Souza', { companions: 2, companionNames: ['Rui', 'Lia'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(rsvpMessages.tooManyCompanions(1));
  });

  it('with a name of several households, or of nobody on the list, is kept unlinked and listed for the couple', async () => {
    const site = await listedSite();
    const maria = await openAnswer(site, 'Maria Silva', { note: 'Vou!' });
    expect(maria.json()).toMatchObject({ status: 'created', message: rsvpMessages.thanksYes });
    const penetra = await openAnswer(site, 'Pedro Penetra', { attending: false });
    expect(penetra.json()).toMatchObject({ status: 'created', message: rsvpMessages.thanksNo });

    expect(await answerRow(maria.json().answer.id)).toMatchObject({ householdId: null, needsLink: true });
    const members = [...site.silva.members, ...site.outraSilva.members].map((m) => m.id);
    expect(await memberAnswers(db, members)).toEqual({});

    const listed = (await site.b.get('painel', site.unlinkedUrl)).json();
    expect(listed).toEqual([
      expect.objectContaining({ name: 'Pedro Penetra', attending: false, sameName: 0 }),
      expect.objectContaining({ name: 'Maria Silva', note: 'Vou!', sameName: 2 }),
    ]);
    // Still an answer: it is in the couple's list and totals.
    const all = (await site.b.get('painel', `/api/weddings/${site.weddingId}/rsvps`)).json();
    expect(all.totals.answers).toBe(2);
  });
});

describe('"Vincular a..." and "Descartar"', () => {
  it('link an answer to the chosen household (its member of that name answers) and dismiss another', async () => {
    const site = await listedSite();
    const maria = (await openAnswer(site, 'Maria Silva')).json().answer.id;
    const penetra = (await openAnswer(site, 'Pedro Penetra')).json().answer.id;

    const linked = await site.b.post('painel', `${site.unlinkedUrl}/${maria}/link`, {
      householdId: site.outraSilva.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ householdName: 'Maria e Jorge' });
    expect(await answerRow(maria)).toMatchObject({ householdId: site.outraSilva.id, needsLink: false });
    const [mariaMember, jorge] = site.outraSilva.members;
    expect(await memberAnswers(db, [mariaMember!.id, jorge!.id, site.silva.members[0]!.id])).toEqual({
      [`${mariaMember!.id}.${site.igreja.id}`]: true,
      [`${mariaMember!.id}.${site.festa.id}`]: true,
    });

    const dismissed = await site.b.post('painel', `${site.unlinkedUrl}/${penetra}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(await answerRow(penetra)).toBeUndefined();
    expect((await site.b.get('painel', site.unlinkedUrl)).json()).toEqual([]);

    // Neither twice: a linked answer no longer waits.
    const twice = await site.b.post('painel', `${site.unlinkedUrl}/${maria}/dismiss`);
    expect(twice.statusCode).toBe(404);
  });

  it('count the linked answer’s companions within the household’s allowed extras', async () => {
    const site = await listedSite();
    // "Maria Silva" is in two households: the answer waits, then the couple links it to one of them.
    const maria = await openAnswer(site, 'Maria Silva', { companions: 2, companionNames: ['Zé', 'Bia'] });
    expect(await festaCompanions(site, site.outraSilva.id)).toEqual({ counted: 0, household: undefined });
    await db
      .update(invitedHouseholds)
      .set({ maxCompanions: 1 })
      .where(eq(invitedHouseholds.id, site.outraSilva.id));
    const linked = await site.b.post('painel', `${site.unlinkedUrl}/${maria.json().answer.id}/link`, {
      householdId: site.outraSilva.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(await festaCompanions(site, site.outraSilva.id)).toEqual({ counted: 1, household: 1 });
  });

  it('are the owning couple’s only: another couple gets 404, and another wedding’s household is not found', async () => {
    const site = await listedSite('10.28.1.2');
    const other = await listedSite('10.28.1.3');
    const maria = (await openAnswer(site, 'Maria Silva')).json().answer.id;

    await expectWeddingNotFound([
      other.b.get('painel', site.unlinkedUrl),
      other.b.post('painel', `${site.unlinkedUrl}/${maria}/link`, { householdId: other.silva.id }),
      other.b.post('painel', `${site.unlinkedUrl}/${maria}/dismiss`),
    ]);
    // Their own wedding's path with this answer: not theirs.
    const foreign = await other.b.post('painel', `${other.unlinkedUrl}/${maria}/dismiss`);
    expect(foreign.statusCode).toBe(404);
    const foreignHousehold = await site.b.post('painel', `${site.unlinkedUrl}/${maria}/link`, {
      householdId: other.silva.id,
    });
    expect(foreignHousehold.statusCode).toBe(404);
    expect(await answerRow(maria)).toMatchObject({ needsLink: true, householdId: null });
  });
});

describe('an open answer never overwrites', () => {
  it('an answer given through the personal link', async () => {
    const site = await listedSite();
    const [ana, leo] = site.souza.members;
    const personal = await answerThroughPersonalLink(site, 'nao');
    expect(personal.headers.location).toContain('resposta=ok');
    const before = await memberAnswers(db, [ana!.id, leo!.id]);

    const open = await openAnswer(site, 'Ana Souza');
    expect(open.statusCode).toBe(200);
    expect(await memberAnswers(db, [ana!.id, leo!.id])).toEqual(before);
    expect(Object.values(before)).toEqual([false, false, false, false]);
    const [household] = await db
      .select()
      .from(invitedHouseholds)
      .where(eq(invitedHouseholds.id, site.souza.id));
    expect(household!.answeredBy).toBe('convite');
  });

  it('the companions of an answer given through the personal link', async () => {
    const site = await listedSite();
    const personal = await answerThroughPersonalLink(site, 'sim');
    expect(personal.headers.location).toContain('resposta=ok');
    await openAnswer(site, 'Ana Souza', { companions: 1, companionNames: ['Rui'] });
    expect(await festaCompanions(site, site.souza.id)).toEqual({ counted: 0, household: 0 });
  });

  it('another guest’s answer with the same name: the second waits for the couple', async () => {
    const site = await listedSite();
    const [ana] = site.souza.members;
    const first = await openAnswer(site, 'Ana Souza', { email: 'ana@exemplo.com' });
    const second = await openAnswer(site, 'Ana Souza', { attending: false, email: 'outra.ana@exemplo.com' });
    expect(second.json().status).toBe('created');
    expect(second.json().answer.id).not.toBe(first.json().answer.id);
    expect(await memberAnswers(db, [ana!.id])).toEqual({
      [`${ana!.id}.${site.igreja.id}`]: true,
      [`${ana!.id}.${site.festa.id}`]: true,
    });
    expect(await answerRow(second.json().answer.id)).toMatchObject({ needsLink: true, householdId: null });
    const listed = (await site.b.get('painel', site.unlinkedUrl)).json();
    expect(listed).toEqual([expect.objectContaining({ id: second.json().answer.id, sameName: 1 })]);

    // Linked by the couple to the same household, it still leaves the first guest's answer alone.
    await site.b.post('painel', `${site.unlinkedUrl}/${second.json().answer.id}/link`, {
      householdId: site.souza.id,
    });
    expect((await memberAnswers(db, [ana!.id]))[`${ana!.id}.${site.festa.id}`]).toBe(true);
  });
});

describe('a wedding without a guest list', () => {
  it('takes any name, as before, with nothing to link', async () => {
    const couple = await signedInCouple(app, db, { sitePublished: true }, '10.28.1.4');
    const res = await guest().post(
      'noivos',
      `/api/sites/${couple.wedding.slug}/rsvps`,
      answer('Quem Quer Que Seja'),
    );
    expect(res.json()).toMatchObject({ status: 'created' });
    expect(await answerRow(res.json().answer.id)).toMatchObject({ householdId: null, needsLink: false });
    expect((await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/rsvp-unlinked`)).json()).toEqual(
      [],
    );
  });
});

describe('the RSVP deadline', () => {
  it('closes the open form too, with and without JavaScript', async () => {
    const couple = await signedInCouple(app, db, { sitePublished: true }, '10.28.1.5');
    const yesterday = todayIn('America/Sao_Paulo', new Date(Date.now() - 86_400_000));
    await db.update(weddings).set({ rsvpDeadline: yesterday }).where(eq(weddings.id, couple.wedding.id));
    await app.siteChanged(couple.wedding.id);
    const slug = couple.wedding.slug!;
    const b = guest();
    const json = await b.post('noivos', `/api/sites/${slug}/rsvps`, answer('Tia Rosa'));
    expect(json.statusCode).toBe(403);
    expect(json.json().error).toMatchObject({ code: 'RSVP_CLOSED', message: rsvpMessages.closed });
    const form = await b.postForm('noivos', `/${slug}/rsvp`, 'name=Tia+Rosa&attending=sim');
    expect(form.headers.location).toContain('rsvp=erro&motivo=RSVP_CLOSED');
    // The site says so in place of the form.
    const home = await b.get('noivos', `/${slug}`);
    expect(home.body).toContain(rsvpMessages.closed);
    expect(home.body).not.toContain(`action="/${slug}/rsvp"`);
    expect(await db.$count(rsvps, eq(rsvps.weddingId, couple.wedding.id))).toBe(0);

    // Through the last day itself, answers are still open.
    await db.update(weddings).set({ rsvpDeadline: todayIn() }).where(eq(weddings.id, couple.wedding.id));
    await app.siteChanged(couple.wedding.id);
    expect((await b.post('noivos', `/api/sites/${slug}/rsvps`, answer('Tia Rosa'))).statusCode).toBe(200);
  });
});
