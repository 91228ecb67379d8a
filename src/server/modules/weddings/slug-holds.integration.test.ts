import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultSlug } from '../../../shared/slug.ts';
import { slugHolds } from '../../db/schema.ts';
import { type SignedInCouple, signedInCouple as signedInCoupleOf } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { firstFreeSlug } from '../auth/slug-service.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const signedInCouple = () => signedInCoupleOf(app, db, { sitePublished: true }, '10.3.1.1');
const available = async (b: SignedInCouple['b'], slug: string, weddingId: string) =>
  (await b.get('painel', `/api/weddings/slug-availability?slug=${slug}&weddingId=${weddingId}`)).json()
    .available;

describe('a slug the wedding gave up', () => {
  it('is held for it: nobody else can check it as free or save it, and the wedding may take it back', async () => {
    const owner = await signedInCouple();
    const stranger = await signedInCouple();
    const old = owner.wedding.slug as string;
    const renamed = unique('novo-');
    expect(
      (await owner.b.put('painel', `/api/weddings/${owner.wedding.id}/slug`, { slug: renamed })).statusCode,
    ).toBe(200);

    expect(await available(stranger.b, old, stranger.wedding.id)).toBe(false);
    const taken = await stranger.b.put('painel', `/api/weddings/${stranger.wedding.id}/slug`, { slug: old });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Link já existe');

    expect(await available(owner.b, old, owner.wedding.id)).toBe(true);
    expect(
      (await owner.b.put('painel', `/api/weddings/${owner.wedding.id}/slug`, { slug: old })).statusCode,
    ).toBe(200);
    // Taking it back releases the other one, held in turn.
    const holds = await db.select().from(slugHolds).where(eq(slugHolds.weddingId, owner.wedding.id));
    expect(holds.map((h) => h.slug)).toEqual([renamed]);
  });

  it('is free for anyone once its hold has ended', async () => {
    const owner = await signedInCouple();
    const stranger = await signedInCouple();
    const old = owner.wedding.slug as string;
    await owner.b.put('painel', `/api/weddings/${owner.wedding.id}/slug`, { slug: unique('novo-') });
    await db
      .update(slugHolds)
      .set({ heldUntil: sql`now() - interval '1 second'` })
      .where(eq(slugHolds.slug, old));
    expect(await available(stranger.b, old, stranger.wedding.id)).toBe(true);
    expect(
      (await stranger.b.put('painel', `/api/weddings/${stranger.wedding.id}/slug`, { slug: old })).statusCode,
    ).toBe(200);
    expect(await db.select().from(slugHolds).where(eq(slugHolds.slug, old))).toEqual([]);
  });

  it('is skipped when a new couple gets its default link', async () => {
    const owner = await signedInCouple();
    const name = unique('Lia');
    const base = defaultSlug(name, 'Caio');
    await owner.b.put('painel', `/api/weddings/${owner.wedding.id}/slug`, { slug: base });
    await owner.b.put('painel', `/api/weddings/${owner.wedding.id}/slug`, { slug: unique('novo-') });
    expect(await firstFreeSlug(db, name, 'Caio', '2031-05-05')).toBe(`${base}-2031`);
  });

  it('is held for 12 months by default', async () => {
    const owner = await signedInCouple();
    const old = owner.wedding.slug as string;
    await owner.b.put('painel', `/api/weddings/${owner.wedding.id}/slug`, { slug: unique('novo-') });
    const [hold] = await db
      .select({
        months: sql<number>`round(extract(epoch from ${slugHolds.heldUntil} - now()) / 86400 / 30.4)::int`,
      })
      .from(slugHolds)
      .where(eq(slugHolds.slug, old));
    expect(hold?.months).toBe(12);
  });

  it('redirects its old address and sub-pages to the new one', async () => {
    const owner = await signedInCouple();
    const old = owner.wedding.slug as string;
    const renamed = unique('novo-');
    await owner.b.put('painel', `/api/weddings/${owner.wedding.id}/slug`, { slug: renamed });
    const guest = browser(app, '10.3.1.9');
    const page = await guest.get('noivos', `/${old}`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/${renamed}`);
    const sub = await guest.get('noivos', `/${old}/agenda.ics?x=1`);
    expect(sub.statusCode).toBe(301);
    expect(sub.headers.location).toBe(`/${renamed}/agenda.ics?x=1`);
    const gift = await guest.get('noivos', `/${old}/presentes/abc`);
    expect(gift.headers.location).toBe(`/${renamed}/presentes/abc`);
    expect((await guest.get('noivos', `/${renamed}`)).statusCode).toBe(200);
    // A slug never held is still a plain 404.
    expect((await guest.get('noivos', `/${unique('nunca-')}`)).statusCode).toBe(404);
  });
});
