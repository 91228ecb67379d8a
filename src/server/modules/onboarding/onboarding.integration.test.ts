import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couples, media, onboardingAnswers, rsvps, siteSections, themes, weddings } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import {
  expectKeptOut,
  TEST_PASSWORD as password,
  signedInCouple as signedInCoupleOf,
} from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const signedInCouple = () => signedInCoupleOf(app, db, {}, '10.3.0.1');

async function coupleRow(userId: string) {
  const [row] = await db.select().from(couples).where(eq(couples.userId, userId));
  return row;
}

describe('onboarding API', () => {
  it('stores every kind of answer exactly: choices, the JSON list of step 3, pular and padrao', async () => {
    const { b, wedding, user } = await signedInCouple();
    const id = wedding.id;
    expect((await b.post('painel', '/api/onboarding/wedding')).json()).toEqual({ weddingId: id });
    const post = (step: number, answer: unknown) =>
      b.post('painel', `/api/weddings/${id}/onboarding/answers`, { step, answer });
    expect((await post(1, 'animados')).json()).toEqual({ progress: 1 });
    expect((await post(2, 'pular')).statusCode).toBe(200);
    expect((await post(3, ['about-couple', 'message-board', 'about-couple'])).statusCode).toBe(200);
    await b.post('painel', `/api/weddings/${id}/onboarding/progress`, { step: 4 });
    expect((await post(5, 'padrao')).json()).toEqual({ progress: 5 });

    const rows = await db
      .select({ step: onboardingAnswers.step, answer: onboardingAnswers.answer })
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.weddingId, id))
      .orderBy(onboardingAnswers.step);
    expect(rows).toEqual([
      { step: 1, answer: 'animados' },
      { step: 2, answer: 'pular' },
      { step: 3, answer: '["about-couple","message-board"]' },
      { step: 5, answer: 'padrao' },
    ]);
    const [w] = await db
      .select({ giftListType: weddings.giftListType })
      .from(weddings)
      .where(eq(weddings.id, id));
    expect(w?.giftListType).toBe('padrao');

    const state = (await b.get('painel', '/api/onboarding')).json();
    expect(state).toMatchObject({
      weddingId: id,
      progress: 5,
      completed: false,
      answers: { '1': 'animados', '3': '["about-couple","message-board"]' },
    });

    await b.post('painel', `/api/weddings/${id}/onboarding/complete`);
    expect((await coupleRow(user.id))?.onboardingCompletedAt).toBeInstanceOf(Date);
  });

  it('completing hides the sections step 3 left out, once, and a skipped step 3 hides none', async () => {
    const visibility = async (weddingId: string) =>
      Object.fromEntries(
        (
          await db
            .select({ kind: siteSections.kind, visible: siteSections.visible })
            .from(siteSections)
            .where(eq(siteSections.weddingId, weddingId))
        ).map((s) => [s.kind, s.visible]),
      );
    const chose = await signedInCouple();
    const id = chose.wedding.id;
    await chose.b.post('painel', `/api/weddings/${id}/onboarding/answers`, {
      step: 3,
      answer: ['about-couple', 'message-board'],
    });
    await chose.b.post('painel', `/api/weddings/${id}/onboarding/complete`);
    expect(await visibility(id)).toMatchObject({
      'o-casal': true,
      recados: true,
      cerimonia: false,
      recepcao: false,
      padrinhos: false,
      home: true,
      'lista-de-presentes': true,
    });
    // Shown again by the couple, a section stays shown when the step is completed again.
    await db.update(siteSections).set({ visible: true }).where(eq(siteSections.weddingId, id));
    await chose.b.post('painel', `/api/weddings/${id}/onboarding/complete`);
    expect(Object.values(await visibility(id)).every(Boolean)).toBe(true);

    const skipped = await signedInCouple();
    await skipped.b.post('painel', `/api/weddings/${skipped.wedding.id}/onboarding/answers`, {
      step: 3,
      answer: 'pular',
    });
    await skipped.b.post('painel', `/api/weddings/${skipped.wedding.id}/onboarding/complete`);
    expect(Object.values(await visibility(skipped.wedding.id)).every(Boolean)).toBe(true);
  });

  it('refuses answers outside the step choices and changes nothing', async () => {
    const { b, wedding } = await signedInCouple();
    for (const [step, answer] of [
      [1, 'felizes'],
      [3, []],
      [3, ['about-couple', 'x']],
      [5, 'pular'],
      [4, 'x'],
    ] as const) {
      const res = await b.post('painel', `/api/weddings/${wedding.id}/onboarding/answers`, { step, answer });
      expect(res.statusCode, `${step} ${JSON.stringify(answer)}`).toBe(400);
    }
    expect(
      await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.weddingId, wedding.id)),
    ).toEqual([]);
  });

  it('creates and activates a wedding at step 1 when the couple has none', async () => {
    const email = `${unique()}@exemplo.com`;
    const { user, wedding } = await createCoupleWithWedding(db, {
      email,
      password,
      name1: 'Lia',
      name2: 'Davi',
      weddingDate: '2030-01-02',
    });
    await db.update(couples).set({ activeWeddingId: null }).where(eq(couples.userId, user.id));
    await db.delete(weddings).where(eq(weddings.id, wedding.id));
    const b = browser(app, '10.3.0.2');
    await b.post('painel', '/api/auth/login', { email, password });
    const { weddingId } = (await b.post('painel', '/api/onboarding/wedding')).json();
    const [created] = await db
      .select()
      .from(weddings)
      .where(and(eq(weddings.id, weddingId), eq(weddings.coupleId, user.id)));
    expect(created?.slug).toMatch(/^lia-e-davi(-2030(-\d+)?)?$/);
    expect((await coupleRow(user.id))?.activeWeddingId).toBe(weddingId);
  });

  it('saves any of the nine themes', async () => {
    const { b, wedding } = await signedInCouple();
    const list = (await b.get('painel', '/api/themes')).json() as { id: string; name: string }[];
    expect(list.slice(0, 9).map((t) => t.name)).toEqual([
      'Clássico',
      'Rústico',
      'Moderno',
      'Elegante',
      'Minimalista',
      'Boho',
      'Praia',
      'Jardim',
      'Floral',
    ]);
    for (const theme of list.slice(0, 9)) {
      expect(
        (await b.put('painel', `/api/weddings/${wedding.id}/theme`, { themeId: theme.id })).statusCode,
      ).toBe(200);
      const [w] = await db
        .select({ themeId: weddings.themeId })
        .from(weddings)
        .where(eq(weddings.id, wedding.id));
      expect(w?.themeId).toBe(theme.id);
    }
    const [draft] = await db
      .insert(themes)
      .values({ name: 'Rascunho', design: {}, status: 'rascunho' })
      .returning();
    expect(
      (await b.put('painel', `/api/weddings/${wedding.id}/theme`, { themeId: draft!.id })).statusCode,
    ).toBe(404);
  });
});

describe('site link (slug)', () => {
  it('reports availability only for valid values', async () => {
    const { b, wedding } = await signedInCouple();
    const other = await signedInCouple();
    const check = (slug: string) =>
      b.get(
        'painel',
        `/api/weddings/slug-availability?slug=${encodeURIComponent(slug)}&weddingId=${wedding.id}`,
      );
    expect((await check(other.wedding.slug!)).json()).toEqual({
      slug: other.wedding.slug,
      valid: true,
      available: false,
    });
    expect((await check(wedding.slug!)).json()).toMatchObject({ available: true });
    expect((await check(unique('livre-'))).json()).toMatchObject({ valid: true, available: true });
    expect((await check('---')).json()).toMatchObject({ valid: false });
  });

  it('one of two concurrent saves of the same link wins; the other gets "Link já existe"', async () => {
    const a = await signedInCouple();
    const c = await signedInCouple();
    const slug = unique('disputado-');
    const [r1, r2] = await Promise.all([
      a.b.put('painel', `/api/weddings/${a.wedding.id}/slug`, { slug }),
      c.b.put('painel', `/api/weddings/${c.wedding.id}/slug`, { slug }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    expect(loser.json().error.message).toBe('Link já existe');
    const owners = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.slug, slug));
    expect(owners).toHaveLength(1);
  });

  it('refuses an invalid link with the spec message', async () => {
    const { b, wedding } = await signedInCouple();
    const res = await b.put('painel', `/api/weddings/${wedding.id}/slug`, { slug: 'Com Espaço' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('O link deve conter apenas letras minúsculas, números e hífens.');
  });
});

describe('another couple’s wedding', () => {
  it('cannot be read or changed by id', async () => {
    const owner = await signedInCouple();
    await expectKeptOut(await signedInCouple(), owner, (intruder) => [
      intruder.get('/summary'),
      intruder.put('/slug', { slug: unique('roubado-') }),
      intruder.put('/theme', { themeId: '00000000-0000-0000-0000-000000000000' }),
      intruder.post('/onboarding/answers', { step: 1, answer: 'animados' }),
      intruder.post('/onboarding/progress', { step: 4 }),
      intruder.post('/onboarding/complete'),
    ]);
    const id = owner.wedding.id;
    const [w] = await db.select({ slug: weddings.slug }).from(weddings).where(eq(weddings.id, id));
    expect(w?.slug).toBe(owner.wedding.slug);
    expect(await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.weddingId, id))).toEqual([]);
    expect((await browser(app).get('painel', `/api/weddings/${id}/summary`)).statusCode).toBe(401);
  });

  it('the owner reads the summary with the days to the wedding and the steps still to do', async () => {
    const { b, wedding } = await signedInCouple();
    const read = async () => (await b.get('painel', `/api/weddings/${wedding.id}/summary`)).json();
    expect(await read()).toMatchObject({
      weddingId: wedding.id,
      slug: wedding.slug,
      rsvps: 0,
      messages: 0,
      giftsReceived: 0,
      balanceCents: 0,
      steps: { photos: false, story: false, giftListPublished: false, sitePublished: false, shared: false },
    });

    await db.insert(media).values({
      weddingId: wedding.id,
      kind: 'image',
      fileName: `${unique()}.webp`,
      mime: 'image/webp',
      bytes: 10,
    });
    await db.insert(siteSections).values({
      weddingId: wedding.id,
      kind: 'o-casal',
      title: 'O Casal',
      position: 1,
      content: { story: 'Nos conhecemos na faculdade.' },
    });
    await db
      .update(weddings)
      .set({ giftListPublished: true, sitePublished: true })
      .where(eq(weddings.id, wedding.id));
    await db
      .insert(rsvps)
      .values({ weddingId: wedding.id, name: 'Tia Lu', attending: false, nameKey: unique('tia-lu-') });
    expect((await read()).steps).toEqual({
      photos: true,
      story: true,
      giftListPublished: true,
      sitePublished: true,
      shared: true,
    });
  });
});
