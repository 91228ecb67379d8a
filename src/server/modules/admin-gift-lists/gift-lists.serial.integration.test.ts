import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GiftListDetails, GiftListPage, GiftListStats } from '../../../shared/admin-gift-lists.ts';
import { catalogProducts, giftListItems, giftPayments } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { insertGiftPayment } from '../../testing/gift-payments.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { mainListId } from '../gift-list/gift-list-service.ts';
import { applyChargeState } from '../payments/apply-charge-state.ts';
import { weddingSearch } from './gift-lists-queries.ts';

const { app, db } = await createTestApp();

async function coupleWithList(
  token: string,
  name1: string,
  options: { published: boolean; catalogue: number; custom: number },
) {
  const email = `${unique('lista-')}@exemplo.com`;
  const created = await createCoupleWithWedding(db, {
    email,
    name1: `${name1} ${token}`,
    name2: 'Conceição',
    giftListPublished: options.published,
  });
  const listId = await mainListId(db, created.wedding);
  const products = await db.select({ id: catalogProducts.id }).from(catalogProducts).limit(options.catalogue);
  const rows = [
    ...products.map((p, i) => ({
      productId: p.id,
      name: `Produto ${i}`,
      priceCents: 10_000,
      quantityAvailable: 1,
    })),
    ...Array.from({ length: options.custom }, (_, i) => ({
      productId: null,
      name: `Feito à mão ${i}`,
      priceCents: 5_000,
      quantityAvailable: 3,
    })),
  ];
  if (rows.length)
    await db.insert(giftListItems).values(rows.map((r) => ({ ...r, weddingId: created.wedding.id, listId })));
  return { ...created, email };
}

async function payment(weddingId: string, grossCents: number, confirm: boolean, name = 'Tia Cida') {
  const fee = Math.round(grossCents * 0.0389);
  const row = await insertGiftPayment(db, weddingId, {
    itemName: 'Presente',
    contributorName: name,
    contributorEmail: 'tia@exemplo.com',
    grossCents,
    feeCents: fee,
  });
  if (confirm) await applyChargeState(db, row.id, 'paid', { releaseDays: 3 });
  return { ...row, net: grossCents - fee };
}

describe('/api/admin/gift-lists', () => {
  it('lists, searches without accents, filters by status and kind, pages and explains a couple', async () => {
    const { b } = await signedInAdmin(app, db, '10.32.0.1');
    const token = unique('zq');
    const mixed = await coupleWithList(token, 'Zélia', { published: true, catalogue: 2, custom: 1 });
    const custom = await coupleWithList(token, 'Úrsula', { published: false, catalogue: 0, custom: 2 });
    const ready = await coupleWithList(token, 'Íris', { published: true, catalogue: 3, custom: 0 });
    const paid = await payment(mixed.wedding.id, 10_000, true);
    await payment(mixed.wedding.id, 7_000, false);

    const list = async (query: string) => {
      const res = await b.get('admin', `/api/admin/gift-lists?${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json() as GiftListPage;
    };
    const all = await list(`q=${encodeURIComponent(`zelia ${token}`)}`);
    expect(all.total).toBe(1);
    expect(all.items[0]).toMatchObject({
      weddingId: mixed.wedding.id,
      coupleNames: `Zélia ${token} & Conceição`,
      email: mixed.email,
      kind: 'mista',
      items: 3,
      totalCents: 2 * 10_000 + 3 * 5_000,
      raisedCents: paid.net,
      balanceCents: paid.net,
      published: true,
    });

    const everyone = await list(`q=${token}`);
    // Newest first.
    expect(everyone.items.map((r) => r.weddingId)).toEqual([
      ready.wedding.id,
      custom.wedding.id,
      mixed.wedding.id,
    ]);
    expect((await list(`q=${token}&status=publicada`)).items.map((r) => r.weddingId)).toEqual([
      ready.wedding.id,
      mixed.wedding.id,
    ]);
    expect((await list(`q=${token}&status=rascunho`)).items.map((r) => r.weddingId)).toEqual([
      custom.wedding.id,
    ]);
    for (const [tipo, couple] of [
      ['personalizada', custom],
      ['lista-pronta', ready],
      ['mista', mixed],
    ] as const) {
      const page = await list(`q=${token}&tipo=${tipo}`);
      expect(page.total, tipo).toBe(1);
      expect(page.items[0]?.weddingId).toBe(couple.wedding.id);
      expect(page.items[0]?.kind).toBe(tipo);
    }
    expect(
      (await list(`q=${encodeURIComponent(custom.email.toUpperCase())}`)).items.map((r) => r.weddingId),
    ).toEqual([custom.wedding.id]);
    const beyond = await list(`q=${token}&page=2`);
    expect(beyond).toMatchObject({ items: [], total: 3 });

    const bad = await b.get('admin', '/api/admin/gift-lists?tipo=qualquer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Tipo de lista inválido.');

    // Details: four counters and the 10 most recent transactions, newest first.
    for (let i = 0; i < 10; i++) await payment(mixed.wedding.id, 1_000 + i, false, `Convidado ${i}`);
    const details = (
      await b.get('admin', `/api/admin/gift-lists/${mixed.wedding.id}`)
    ).json() as GiftListDetails;
    expect(details.counters).toEqual({
      items: 3,
      totalCents: 35_000,
      raisedCents: paid.net,
      giftsReceived: 1,
    });
    expect(details.transactions).toHaveLength(10);
    expect(details.transactions[0]).toMatchObject({ contributorName: 'Convidado 9', grossCents: 1_009 });
    expect(details.transactions.map((t) => t.contributorName)).not.toContain('Tia Cida');
    const missing = await b.get('admin', '/api/admin/gift-lists/00000000-0000-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('narrows by the same weddings whether a search gathers ids or, past the cap, keeps its condition', async () => {
    const token = unique('zc');
    const made = [
      await coupleWithList(token, 'Zuleica', { published: true, catalogue: 0, custom: 1 }),
      await coupleWithList(token, 'Zara', { published: false, catalogue: 0, custom: 0 }),
    ];
    const paid = await payment(made[1]?.wedding.id as string, 2_000, true);
    const byIds = await weddingSearch(db, token);
    const byCondition = await weddingSearch(db, token, 1);
    expect(byIds?.capped).toBe(false);
    expect(byCondition?.capped).toBe(true);
    for (const search of [byIds, byCondition]) {
      if (!search) throw new Error('no search');
      const weddingsFound = await db.execute(sql`
        SELECT w.id FROM weddings w JOIN couples c ON c.user_id = w.couple_id
        WHERE ${search.onCouple(sql`w.couple_id`)} ORDER BY w.id`);
      expect((weddingsFound as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(
        made.map((m) => m.wedding.id).sort(),
      );
      const paymentsFound = await db.execute(sql`
        SELECT p.id FROM gift_payments p JOIN weddings w ON w.id = p.wedding_id JOIN couples c ON c.user_id = w.couple_id
        WHERE ${search.onWedding(sql`p.wedding_id`)}`);
      expect((paymentsFound as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual([
        paid.id,
      ]);
    }
  });

  it('counts published lists, couples, the amount raised and the average fee', async () => {
    const { b } = await signedInAdmin(app, db, '10.32.0.2');
    const before = (await b.get('admin', '/api/admin/gift-lists/stats')).json() as GiftListStats;
    const couple = await coupleWithList(unique('st'), 'Olga', { published: true, catalogue: 0, custom: 1 });
    const paid = await payment(couple.wedding.id, 20_000, true);
    const after = (await b.get('admin', '/api/admin/gift-lists/stats')).json() as GiftListStats;
    expect(after.publishedLists - before.publishedLists).toBe(1);
    expect(after.lists - before.lists).toBe(1);
    expect(after.couples - before.couples).toBe(1);
    expect(after.raisedCents - before.raisedCents).toBe(paid.net);
    const [sums] = await db
      .select({ fees: giftPayments.feeCents, gross: giftPayments.grossCents })
      .from(giftPayments)
      .where(eq(giftPayments.id, paid.id));
    expect(sums?.fees).toBe(778);
    expect(after.averageFeeBasisPoints).toBeGreaterThan(0);
  });
});
