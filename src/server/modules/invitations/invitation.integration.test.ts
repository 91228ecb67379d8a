// The personal invitation page over HTTP: who a code opens (and who it does not), guessing, the
// answer per member and event through the plain form, the deadline, the remembered link on the
// site's home, and the open form in "só convidados com convite" mode.
import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates.ts';
import { answerField, dietaryField, invitationTexts } from '../../../shared/invitation.ts';
import { householdMembers, invitedHouseholds, memberEventAnswers } from '../../db/schema.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browsersFrom, formBody } from '../../testing/http.ts';
import {
  insertEvent,
  insertHousehold,
  memberAnswers,
  testInviteCode,
} from '../../testing/invited-households.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
/** Each test's guest browses from an address of its own: the per-address limits never carry over. */
const guest = browsersFrom(app, '10.42.0');

async function invitedSite() {
  const couple = await signedInCouple(
    app,
    db,
    { sitePublished: true, weddingDate: '2031-10-11' },
    '10.42.1.1',
  );
  const weddingId = couple.wedding.id;
  const igreja = await insertEvent(db, weddingId, {
    name: 'Cerimônia religiosa',
    date: '2031-10-11',
    time: '16:00',
    placeName: 'Paróquia São José',
    isPublic: false,
    position: 1,
  });
  const festa = await insertEvent(db, weddingId, {
    name: 'Festa',
    time: '19:00',
    placeName: 'Sítio das Flores',
    dressCode: 'Esporte fino',
    position: 2,
  });
  const souza = await insertHousehold(db, weddingId, {
    name: 'Família Souza',
    members: [{ name: 'Ana Souza' }, { name: 'Leo Souza', ageGroup: 'crianca' }],
    maxCompanions: 1,
    eventIds: [igreja.id, festa.id],
  });
  const slug = couple.wedding.slug!;
  return { ...couple, slug, igreja, festa, souza, page: `/${slug}/convite/${souza.code}` };
}

type Site = Awaited<ReturnType<typeof invitedSite>>;

/** The answer as a browser without JavaScript posts it. */
function postForm(b: ReturnType<typeof guest>, url: string, fields: [string, string][]) {
  return b.postForm('noivos', url, formBody(fields));
}

function fullAnswer(site: Site, festaLeo: 'sim' | 'nao', extra: [string, string][] = []): [string, string][] {
  const [ana, leo] = site.souza.members;
  return [
    [answerField(ana!.id, site.igreja.id), 'sim'],
    [answerField(ana!.id, site.festa.id), 'sim'],
    [answerField(leo!.id, site.igreja.id), 'nao'],
    [answerField(leo!.id, site.festa.id), festaLeo],
    ...extra,
  ];
}

function savedAnswers(site: Site) {
  return memberAnswers(
    db,
    site.souza.members.map((m) => m.id),
  );
}

async function household(site: Site) {
  const [row] = await db.select().from(invitedHouseholds).where(eq(invitedHouseholds.id, site.souza.id));
  return row!;
}

const yesterday = () => todayIn('America/Sao_Paulo', new Date(Date.now() - 86_400_000));

describe('personal invitation page', () => {
  it('goes out already compressed to a browser that accepts it, the same page as the plain one', async () => {
    const site = await invitedSite();
    const b = guest();
    const plain = await b.get('noivos', site.page);
    const packed = await b.request('noivos', {
      method: 'GET',
      url: site.page,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['cache-control']).toBe('private, no-store');
    expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('greets the household, shows its events (private ones too) and records each opening', async () => {
    const site = await invitedSite();
    const b = guest();
    const res = await b.get('noivos', site.page);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(invitationTexts.greeting('Família Souza'));
    expect(res.body).toContain('Paróquia São José');
    expect(res.body).toContain('Sítio das Flores');
    expect(res.body).toContain(`name="${answerField(site.souza.members[0]!.id, site.festa.id)}"`);
    // The open form is not a second way in on this page.
    expect(res.body).not.toContain(`action="/${site.slug}/rsvp"`);
    const first = await household(site);
    expect(first.firstOpenedAt).not.toBeNull();
    expect(first.lastOpenedAt).toEqual(first.firstOpenedAt);

    // A reload within the minute writes nothing (household-parts.test.ts: a later one does).
    await b.get('noivos', site.page);
    expect(await household(site)).toMatchObject({
      firstOpenedAt: first.firstOpenedAt,
      lastOpenedAt: first.lastOpenedAt,
    });

    // The site's home: the public event for anyone, the private one for nobody.
    const home = await guest().get('noivos', `/${site.slug}`);
    expect(home.body).toContain('Sítio das Flores');
    expect(home.body).not.toContain('Paróquia São José');
    expect(home.body).not.toContain(invitationTexts.homeBanner('Família Souza'));
  });

  it('remembers the link on that browser: the home greets the household and leads back to its page', async () => {
    const site = await invitedSite();
    const b = guest();
    const opened = await b.get('noivos', site.page);
    const cookie = (opened.cookies as { name: string; path?: string }[]).find((c) => c.name === 'convite');
    expect(cookie?.path).toBe(`/${site.slug}`);
    const home = await b.get('noivos', `/${site.slug}`);
    expect(home.body).toContain(invitationTexts.homeBanner('Família Souza'));
    expect(home.body).toContain(`href="${site.page}"`);
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(home.headers.etag).toBeUndefined();
  });

  it('is the unknown page’s 404 for another wedding’s code, a revoked code and a made-up one', async () => {
    const site = await invitedSite();
    const other = await invitedSite();
    const b = guest();
    const unknown = await b.get('noivos', `/${site.slug}/convite/${testInviteCode()}`);
    expect(unknown.statusCode).toBe(404);
    const foreign = await b.get('noivos', `/${site.slug}/convite/${other.souza.code}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await b.get('noivos', `/${other.slug}/convite/${other.souza.code}`)).statusCode).toBe(200);

    await db
      .update(invitedHouseholds)
      .set({ inviteCode: null })
      .where(eq(invitedHouseholds.id, site.souza.id));
    const revoked = await b.get('noivos', site.page);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(unknown.body);
    const posted = await postForm(b, site.page, fullAnswer(site, 'sim'));
    expect(posted.statusCode).toBe(404);
    expect(await savedAnswers(site)).toEqual({});
  });

  it('stops an address that guesses codes, while others still open their links', async () => {
    const site = await invitedSite();
    const guesser = guest();
    for (let i = 0; i < 10; i++) {
      expect((await guesser.get('noivos', `/${site.slug}/convite/${testInviteCode()}`)).statusCode).toBe(404);
    }
    const stopped = await guesser.get('noivos', `/${site.slug}/convite/${testInviteCode()}`);
    expect(stopped.statusCode).toBe(429);
    expect((await guesser.get('noivos', site.page)).statusCode).toBe(429);
    expect((await guest().get('noivos', site.page)).statusCode).toBe(200);
  });

  it('saves an answer per member and event through the plain form, shows it back, and a new answer replaces it', async () => {
    const site = await invitedSite();
    const b = guest();
    const [ana, leo] = site.souza.members;
    // Opened first: its part is kept, and the answer must replace it.
    expect((await b.get('noivos', site.page)).body).not.toContain(invitationTexts.answerTitle);
    const posted = await postForm(
      b,
      site.page,
      fullAnswer(site, 'sim', [
        [dietaryField(ana!.id), 'Vegetariana'],
        [dietaryField(leo!.id), ''],
        ['c', 'Tio Ivo'],
        ['note', 'Até lá!'],
      ]),
    );
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${site.page}?resposta=ok#confirme-sua-presenca`);
    expect(await savedAnswers(site)).toEqual({
      [`${ana!.id}.${site.igreja.id}`]: true,
      [`${ana!.id}.${site.festa.id}`]: true,
      [`${leo!.id}.${site.igreja.id}`]: false,
      [`${leo!.id}.${site.festa.id}`]: true,
    });
    const saved = await household(site);
    expect(saved).toMatchObject({
      answeredBy: 'convite',
      companionsAnswer: 1,
      companionNames: ['Tio Ivo'],
      answerNote: 'Até lá!',
    });
    expect(saved.answeredAt).not.toBeNull();
    const [member] = await db
      .select({ dietary: householdMembers.dietary })
      .from(householdMembers)
      .where(eq(householdMembers.id, ana!.id));
    expect(member!.dietary).toBe('Vegetariana');

    expect((await b.get('noivos', site.page)).body).toContain('Ana Souza (vai), Leo Souza (não vai)');
    const page = await b.get('noivos', `${site.page}?resposta=ok`);
    expect(page.body).toContain(invitationTexts.saved);
    expect(page.body).toContain('Ana Souza (vai), Leo Souza (vai)');
    expect(page.body).toContain('Ana Souza (vai), Leo Souza (não vai)');
    expect(page.body).toContain('value="Tio Ivo"');

    const again = await postForm(b, site.page, fullAnswer(site, 'nao', [['note', '']]));
    expect(again.headers.location).toBe(`${site.page}?resposta=ok#confirme-sua-presenca`);
    expect((await savedAnswers(site))[`${leo!.id}.${site.festa.id}`]).toBe(false);
    expect(Object.keys(await savedAnswers(site))).toHaveLength(4);
    expect(await household(site)).toMatchObject({
      companionsAnswer: 0,
      companionNames: [],
      answerNote: null,
    });
  });

  it('refuses an answer that leaves someone out or brings too many companions, saving nothing', async () => {
    const site = await invitedSite();
    const b = guest();
    const partial = await postForm(b, site.page, fullAnswer(site, 'sim').slice(1));
    expect(partial.headers.location).toBe(
      `${site.page}?resposta=erro&motivo=INCOMPLETE#confirme-sua-presenca`,
    );
    expect((await b.get('noivos', `${site.page}?resposta=erro&motivo=INCOMPLETE`)).body).toContain(
      invitationTexts.answerAll,
    );
    const crowd = await postForm(
      b,
      site.page,
      fullAnswer(site, 'sim', [
        ['c', 'Lia'],
        ['c', 'Ivo'],
      ]),
    );
    expect(crowd.headers.location).toContain('motivo=COMPANIONS');
    expect((await b.get('noivos', `${site.page}?resposta=erro&motivo=COMPANIONS`)).body).toContain(
      'Seu convite permite até 1 acompanhante.',
    );
    expect(await savedAnswers(site)).toEqual({});
    expect((await household(site)).answeredAt).toBeNull();
  });

  it('closes answers after the deadline with a pt-BR message and changes nothing; the couple still can', async () => {
    const site = await invitedSite();
    const deadline = yesterday();
    const settings = await site.b.put('painel', `/api/weddings/${site.wedding.id}/rsvp-settings`, {
      rsvpMode: 'aberta',
      rsvpDeadline: deadline,
    });
    expect(settings.statusCode).toBe(200);
    const b = guest();
    const posted = await postForm(b, site.page, fullAnswer(site, 'sim'));
    expect(posted.headers.location).toBe(`${site.page}?resposta=encerrado#confirme-sua-presenca`);
    expect(await savedAnswers(site)).toEqual({});
    expect((await household(site)).answeredAt).toBeNull();
    const page = await b.get('noivos', `${site.page}?resposta=encerrado`);
    expect(page.body).toContain(invitationTexts.closed(deadline));
    expect(page.body).not.toContain(`action="${site.page}"`);

    const couple = await site.b.put(
      'painel',
      `/api/weddings/${site.wedding.id}/wedding-events/${site.festa.id}/answers/${site.souza.members[0]!.id}`,
      { attending: true },
    );
    expect(couple.statusCode).toBe(200);
    expect(await savedAnswers(site)).toEqual({ [`${site.souza.members[0]!.id}.${site.festa.id}`]: true });
    expect((await household(site)).answeredBy).toBe('noivos');
  });

  it('in "só convidados com convite" mode the open form refuses answers and says to use the personal link', async () => {
    const site = await invitedSite();
    await site.b.put('painel', `/api/weddings/${site.wedding.id}/rsvp-settings`, { rsvpMode: 'convite' });
    const b = guest();
    const json = await b.request('noivos', {
      method: 'POST',
      url: `/api/sites/${site.slug}/rsvps`,
      payload: { name: 'Tia Glória', attending: true },
    });
    expect(json.statusCode).toBe(403);
    expect(json.json().error).toEqual({ code: 'RSVP_INVITE_ONLY', message: invitationTexts.inviteOnly });
    const form = await postForm(b, `/${site.slug}/rsvp`, [
      ['name', 'Tia Glória'],
      ['attending', 'sim'],
    ]);
    expect(form.headers.location).toBe(
      `/${site.slug}?rsvp=erro&motivo=RSVP_INVITE_ONLY#confirme-sua-presenca`,
    );
    const home = await b.get('noivos', `/${site.slug}`);
    expect(home.body).toContain(invitationTexts.inviteOnly);
    expect(home.body).not.toContain(`action="/${site.slug}/rsvp"`);
    // The personal link still answers.
    const personal = await postForm(b, site.page, fullAnswer(site, 'sim'));
    expect(personal.headers.location).toContain('resposta=ok');
    const [row] = await db
      .select({ n: memberEventAnswers.attending })
      .from(memberEventAnswers)
      .where(
        and(
          eq(memberEventAnswers.memberId, site.souza.members[0]!.id),
          eq(memberEventAnswers.eventId, site.festa.id),
        ),
      );
    expect(row?.n).toBe(true);
  });
});
