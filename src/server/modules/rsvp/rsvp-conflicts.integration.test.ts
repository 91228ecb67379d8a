import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rsvpMessages } from '../../../shared/rsvp.ts';
import { rsvpConflicts, rsvps } from '../../db/schema.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const answer = (extra: Record<string, unknown> = {}) => ({
  name: 'Tia Rosa',
  attending: true,
  companions: 0,
  companionNames: [],
  ...extra,
});

async function site() {
  const couple = await signedInCouple(app, db, { sitePublished: true }, '10.7.1.1');
  return { ...couple, slug: couple.wedding.slug as string };
}

async function answersOf(weddingId: string) {
  return db.select().from(rsvps).where(eq(rsvps.weddingId, weddingId));
}

describe('"Editar resposta"', () => {
  it("updates the answer this browser gave, even renamed, and never another browser's", async () => {
    const { wedding, slug } = await site();
    const guest = browser(app, '10.7.9.1');
    const first = await guest.post('noivos', `/api/sites/${slug}/rsvps`, answer());
    const answerId = first.json().answer.id as string;
    const mine = await guest.get('noivos', `/api/sites/${slug}/rsvps/mine`);
    expect(mine.json().answer).toMatchObject({ id: answerId });

    const stranger = browser(app, '10.7.9.2');
    expect((await stranger.get('noivos', `/api/sites/${slug}/rsvps/mine`)).json()).toEqual({ answer: null });
    await stranger.post('noivos', `/api/sites/${slug}/rsvps`, answer({ name: 'Outra Pessoa', answerId }));
    const edited = await guest.post(
      'noivos',
      `/api/sites/${slug}/rsvps`,
      answer({ name: 'Glória Souza', answerId }),
    );
    expect(edited.json()).toMatchObject({
      status: 'updated',
      answer: { id: answerId, name: 'Glória Souza' },
    });

    const names = (await answersOf(wedding.id)).map((r) => r.name).sort();
    expect(names).toEqual(['Glória Souza', 'Outra Pessoa']);
  });
});

describe('an answer matching a guest who already answered', () => {
  it('from the same browser updates the answer', async () => {
    const { wedding, slug } = await site();
    const guest = browser(app, '10.7.1.2');
    await guest.post('noivos', `/api/sites/${slug}/rsvps`, answer());
    const again = await guest.post('noivos', `/api/sites/${slug}/rsvps`, answer({ attending: false }));
    expect(again.json()).toEqual({
      status: 'updated',
      message: rsvpMessages.updated,
      answer: expect.objectContaining({ attending: false }),
    });
    expect((await answersOf(wedding.id)).map((r) => r.attending)).toEqual([false]);
  });

  it('from another browser without the first answer’s contact is kept apart, never overwriting', async () => {
    const { wedding, slug } = await site();
    await browser(app, '10.7.1.3').post('noivos', `/api/sites/${slug}/rsvps`, answer({ note: 'Vou sim!' }));
    const stranger = browser(app, '10.7.1.4');
    const res = await stranger.post('noivos', `/api/sites/${slug}/rsvps`, answer({ attending: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'conflict', message: rsvpMessages.keptForReview, answer: null });
    const [kept] = await answersOf(wedding.id);
    expect(kept).toMatchObject({ attending: true, note: 'Vou sim!' });
    expect(await db.$count(rsvps, eq(rsvps.weddingId, wedding.id))).toBe(1);

    // The no-JavaScript form says the same and changes nothing either.
    const form = await browser(app, '10.7.1.5').postForm(
      'noivos',
      `/${slug}/rsvp`,
      'name=Tia+Rosa&attending=nao',
    );
    expect(form.headers.location).toBe(`/${slug}?rsvp=conferir#confirme-sua-presenca`);
    const page = await browser(app).get('noivos', `/${slug}?rsvp=conferir`);
    expect(page.body).toContain(rsvpMessages.keptForReview);
    expect((await answersOf(wedding.id))[0]).toMatchObject({ attending: true });
    expect(await db.$count(rsvpConflicts, eq(rsvpConflicts.weddingId, wedding.id))).toBe(2);
  });

  it('from another browser with the contact the first answer gave updates it', async () => {
    const { wedding, slug } = await site();
    await browser(app, '10.7.1.6').post(
      'noivos',
      `/api/sites/${slug}/rsvps`,
      answer({ email: 'rosa@exemplo.com' }),
    );
    const phone = browser(app, '10.7.1.7');
    const res = await phone.post(
      'noivos',
      `/api/sites/${slug}/rsvps`,
      answer({ email: 'ROSA@exemplo.com', attending: false }),
    );
    expect(res.json().status).toBe('updated');
    expect((await answersOf(wedding.id)).map((r) => r.attending)).toEqual([false]);
    expect(await db.$count(rsvpConflicts, eq(rsvpConflicts.weddingId, wedding.id))).toBe(0);
  });

  it('is shown to the couple, who keeps the current answer or replaces it', async () => {
    const { b, wedding, slug } = await site();
    await browser(app, '10.7.1.8').post(
      'noivos',
      `/api/sites/${slug}/rsvps`,
      answer({ companions: 1, companionNames: ['Zé'] }),
    );
    await browser(app, '10.7.1.9').post(
      'noivos',
      `/api/sites/${slug}/rsvps`,
      answer({ attending: false, note: 'Não vou' }),
    );
    await browser(app, '10.7.1.10').post('noivos', `/api/sites/${slug}/rsvps`, answer({ note: 'Outra' }));

    const listed = await b.get('painel', `/api/weddings/${wedding.id}/rsvp-conflicts`);
    expect(listed.statusCode).toBe(200);
    const conflicts = listed.json() as {
      id: string;
      answer: { note: string | null };
      current: { companions: number };
    }[];
    expect(conflicts).toHaveLength(2);
    expect(conflicts.every((c) => c.current.companions === 1)).toBe(true);
    const refused = conflicts.find((c) => c.answer.note === 'Não vou');
    const other = conflicts.find((c) => c.answer.note === 'Outra');

    const url = (id: string | undefined) => `/api/weddings/${wedding.id}/rsvp-conflicts/${id}`;
    expect((await b.post('painel', url(other?.id), { action: 'keep' })).statusCode).toBe(200);
    expect((await answersOf(wedding.id))[0]).toMatchObject({ attending: true, companions: 1 });
    expect((await b.post('painel', url(refused?.id), { action: 'replace' })).statusCode).toBe(200);
    expect((await answersOf(wedding.id))[0]).toMatchObject({
      attending: false,
      companions: 0,
      note: 'Não vou',
    });
    expect((await b.get('painel', `/api/weddings/${wedding.id}/rsvp-conflicts`)).json()).toEqual([]);
    expect((await b.post('painel', url(refused?.id), { action: 'keep' })).statusCode).toBe(404);
    const bad = await b.post('painel', url(other?.id), { action: 'apagar' });
    expect(bad.statusCode).toBe(400);
  });

  it('cannot be listed or resolved by another couple', async () => {
    const { wedding, slug } = await site();
    await browser(app, '10.7.1.11').post('noivos', `/api/sites/${slug}/rsvps`, answer());
    await browser(app, '10.7.1.12').post('noivos', `/api/sites/${slug}/rsvps`, answer({ attending: false }));
    const [conflict] = await db.select().from(rsvpConflicts).where(eq(rsvpConflicts.weddingId, wedding.id));
    const intruder = await signedInCouple(app, db, {}, '10.7.1.13');
    expect((await intruder.b.get('painel', `/api/weddings/${wedding.id}/rsvp-conflicts`)).statusCode).toBe(
      404,
    );
    const steal = await intruder.b.post(
      'painel',
      `/api/weddings/${intruder.wedding.id}/rsvp-conflicts/${conflict?.id}`,
      {
        action: 'replace',
      },
    );
    expect(steal.statusCode).toBe(404);
    expect((await answersOf(wedding.id))[0]).toMatchObject({ attending: true });
  });
});
