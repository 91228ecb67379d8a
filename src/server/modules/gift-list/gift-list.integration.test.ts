import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftListMessages } from '../../../shared/gift-list.ts';
import { giftListItems, weddings } from '../../db/schema.ts';
import { createTestCategory, createTestProducts, readyListProductIds } from '../../testing/catalog.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

let ip = 0;
async function couple(giftListType: string | null = null) {
  const c = await signedInCouple(app, db, {}, `10.43.0.${++ip}`);
  await db.update(weddings).set({ giftListType }).where(eq(weddings.id, c.wedding.id));
  const base = `/api/weddings/${c.wedding.id}/gift-list`;
  const state = async () => {
    const res = await c.b.get('painel', base);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      lists: { id: string; name: string; isMain: boolean; itemCount: number; totalCents: number }[];
      published: boolean;
      feePayer: string;
      externalLinks: { id: string; storeName: string; url: string }[];
      categories: { id: string; name: string }[];
    };
  };
  const items = async (listId: string) =>
    (await c.b.get('painel', `${base}/lists/${listId}/items`)).json() as {
      id: string;
      productId: string | null;
      name: string;
      priceCents: number;
      imageUrl: string | null;
      quantityAvailable: number;
      isQuota: boolean;
    }[];
  return { ...c, base, state, items };
}

describe('starting the list from the onboarding choice', () => {
  it('fills a "home" couple\'s wedding list with the Casa ready-made list, once', async () => {
    const c = await couple('home');
    const expected = await readyListProductIds(db, 'home');
    expect(expected.length).toBeGreaterThan(20);
    const first = await c.state();
    expect(first.lists).toHaveLength(1);
    expect(first.lists[0]).toMatchObject({
      name: 'Lista de casamento',
      isMain: true,
      itemCount: expected.length,
    });
    const gifts = await c.items(first.lists[0]!.id);
    expect(gifts.map((g) => g.productId).sort()).toEqual(expected);
    // Cheapest first, as the editor opens.
    expect(gifts[0]!.priceCents).toBeLessThanOrEqual(gifts[1]!.priceCents);
    expect((await c.state()).lists[0]!.itemCount).toBe(expected.length);
  });

  it('fills once when several first visits arrive together', async () => {
    const c = await couple('travel');
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.b.get('painel', c.base)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const expected = await readyListProductIds(db, 'travel');
    const rows = await db.select().from(giftListItems).where(eq(giftListItems.weddingId, c.wedding.id));
    expect(rows).toHaveLength(expected.length);
    expect((await c.state()).lists).toHaveLength(1);
  });

  it('never refills a list the couple emptied', async () => {
    const c = await couple('fun');
    const [main] = (await c.state()).lists;
    expect(main!.itemCount).toBeGreaterThan(0);
    const cleared = await c.b.request('painel', {
      method: 'DELETE',
      url: `${c.base}/lists/${main!.id}/items`,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await c.state()).lists[0]!.itemCount).toBe(0);
    expect((await c.state()).lists[0]!.itemCount).toBe(0);
  });

  it('starts "custom", "padrao" and unanswered couples with an empty wedding list', async () => {
    for (const type of ['custom', 'padrao', null]) {
      const c = await couple(type);
      const { lists } = await c.state();
      expect(lists).toEqual([expect.objectContaining({ isMain: true, itemCount: 0, totalCents: 0 })]);
    }
  });
});

describe('editing the gifts', () => {
  it('adds a custom gift split into quotas, edits its price and quantity, and removes it', async () => {
    const c = await couple('custom');
    const [main] = (await c.state()).lists;
    const url = `${c.base}/lists/${main!.id}/items/custom`;
    const added = await c.b.post('painel', url, {
      name: 'Lua de mel em Paris',
      description: 'Uma semana na cidade luz',
      priceCents: 30000,
      quantity: 10,
      isQuota: true,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      priceCents: 30000,
      quantityAvailable: 10,
      quantitySold: 0,
      isQuota: true,
    });
    expect((await c.state()).lists[0]!.totalCents).toBe(300000);

    const id = added.json().id;
    const edited = await c.b.request('painel', {
      method: 'PATCH',
      url: `${c.base}/items/${id}`,
      payload: { priceCents: 25000, quantity: 12 },
    });
    expect(edited.json()).toMatchObject({ priceCents: 25000, quantityAvailable: 12 });

    await db.update(giftListItems).set({ quantitySold: 5 }).where(eq(giftListItems.id, id));
    const below = await c.b.request('painel', {
      method: 'PATCH',
      url: `${c.base}/items/${id}`,
      payload: { quantity: 4 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe(giftListMessages.belowSold(5));

    const removed = await c.b.request('painel', { method: 'DELETE', url: `${c.base}/items/${id}` });
    expect(removed.statusCode).toBe(200);
    expect(await c.items(main!.id)).toEqual([]);
  });

  it('refuses bad gifts with clear messages and changes nothing', async () => {
    const c = await couple('custom');
    const [main] = (await c.state()).lists;
    const url = `${c.base}/lists/${main!.id}/items/custom`;
    const cases: [object, string][] = [
      [{ name: ' ', priceCents: 100, quantity: 1 }, giftListMessages.nameRequired],
      [{ name: 'Jantar', priceCents: 0, quantity: 1 }, giftListMessages.pricePositive],
      [{ name: 'Jantar', priceCents: 100, quantity: 0 }, giftListMessages.quantityRange],
      [{ name: 'Jantar', priceCents: 100, quantity: 1, isQuota: true }, giftListMessages.quotasRange],
      [{ name: 'Jantar', quantity: 1 }, giftListMessages.pricePositive],
    ];
    for (const [body, message] of cases) {
      const res = await c.b.post('painel', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await c.items(main!.id)).toEqual([]);
  });

  it('adds catalogue products once, and only active ones', async () => {
    const c = await couple('custom');
    const [main] = (await c.state()).lists;
    const { category, subcategory } = await createTestCategory(db);
    const [active, inactive] = await createTestProducts(
      db,
      { categoryId: category.id, subcategoryId: subcategory.id },
      [
        { name: 'Cafeteira italiana azul', priceCents: 14990 },
        { name: 'Cafeteira antiga', priceCents: 9990, status: 'inativo' },
      ],
    );
    const url = `${c.base}/lists/${main!.id}/items/product`;
    const added = await c.b.post('painel', url, { productId: active!.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Cafeteira italiana azul',
      priceCents: 14990,
      categoryId: category.id,
      imageUrl: active!.imageUrl,
    });
    const again = await c.b.post('painel', url, { productId: active!.id });
    expect(again.json().error.message).toBe(giftListMessages.alreadyOnList);
    const off = await c.b.post('painel', url, { productId: inactive!.id });
    expect(off.json().error.message).toBe(giftListMessages.productUnavailable);

    const browse = await c.b.get('painel', `${c.base}/catalog?q=CAFETEIRA&categoryId=${category.id}`);
    expect(browse.json().items.map((i: { name: string }) => i.name)).toEqual(['Cafeteira italiana azul']);
  });

  it('adds a ready-made list to a list, skipping gifts already there', async () => {
    const c = await couple('custom');
    const [main] = (await c.state()).lists;
    const readyLists = (await c.b.get('painel', `${c.base}/ready-lists`)).json();
    const casa = readyLists.find((l: { key: string }) => l.key === 'home');
    const url = `${c.base}/lists/${main!.id}/ready-list`;
    const first = await c.b.post('painel', url, { readyListId: casa.id });
    expect(first.json().added).toBe(casa.itemCount);
    expect((await c.b.post('painel', url, { readyListId: casa.id })).json().added).toBe(0);
  });
});

describe('lists, links and settings', () => {
  it('keeps other named lists beside the wedding list', async () => {
    const c = await couple('custom');
    const created = await c.b.post('painel', `${c.base}/lists`, { name: 'Chá de Panela' });
    expect(created.statusCode).toBe(201);
    const shower = created.json();
    await c.b.post('painel', `${c.base}/lists/${shower.id}/items/custom`, {
      name: 'Jogo de potes',
      priceCents: 8990,
      quantity: 2,
    });
    const { lists } = await c.state();
    expect(lists.map((l) => [l.name, l.itemCount])).toEqual([
      ['Lista de casamento', 0],
      ['Chá de Panela', 1],
    ]);
    const main = lists[0]!;
    const refused = await c.b.request('painel', { method: 'DELETE', url: `${c.base}/lists/${main.id}` });
    expect(refused.json().error.message).toBe(giftListMessages.mainListNotDeletable);
    expect(
      (await c.b.put('painel', `${c.base}/lists/${shower.id}`, { name: ' ' })).json().error.message,
    ).toBe(giftListMessages.listNameRequired);
    await c.b.put('painel', `${c.base}/lists/${shower.id}`, { name: 'Chá Bar' });
    expect((await c.state()).lists[1]!.name).toBe('Chá Bar');
    await c.b.request('painel', { method: 'DELETE', url: `${c.base}/lists/${shower.id}` });
    expect((await c.state()).lists).toHaveLength(1);
  });

  it('publishes the list, chooses who pays the fee and links lists in other stores', async () => {
    const c = await couple('custom');
    expect(await c.state()).toMatchObject({ published: false, feePayer: 'couple' });
    const saved = await c.b.put('painel', `${c.base}/settings`, { published: true, feePayer: 'guests' });
    expect(saved.json()).toMatchObject({ published: true, feePayer: 'guests' });

    const bad = await c.b.post('painel', `${c.base}/external-links`, {
      storeName: 'Loja',
      url: 'javascript:alert(1)',
    });
    expect(bad.json().error.message).toBe(giftListMessages.urlInvalid);
    const link = await c.b.post('painel', `${c.base}/external-links`, {
      storeName: 'Loja Bonita',
      url: 'https://www.lojabonita.com.br/lista/123',
    });
    expect(link.statusCode).toBe(201);
    expect((await c.state()).externalLinks).toEqual([link.json()]);
    await c.b.request('painel', { method: 'DELETE', url: `${c.base}/external-links/${link.json().id}` });
    expect((await c.state()).externalLinks).toEqual([]);
  });
});

describe("one couple cannot touch another couple's list", () => {
  it('answers as if the other list, gift or link did not exist', async () => {
    const owner = await couple('custom');
    const [main] = (await owner.state()).lists;
    const gift = (
      await owner.b.post('painel', `${owner.base}/lists/${main!.id}/items/custom`, {
        name: 'Quadro',
        priceCents: 20000,
        quantity: 1,
      })
    ).json();
    const link = (
      await owner.b.post('painel', `${owner.base}/external-links`, {
        storeName: 'Loja',
        url: 'https://loja.com.br/x',
      })
    ).json();

    const intruder = await couple('custom');
    const theirBase = owner.base;
    const mine = intruder.base;
    const attempts = [
      intruder.b.get('painel', theirBase),
      intruder.b.get('painel', `${theirBase}/lists/${main!.id}/items`),
      intruder.b.request('painel', {
        method: 'PATCH',
        url: `${theirBase}/items/${gift.id}`,
        payload: { priceCents: 1 },
      }),
      intruder.b.get('painel', `${mine}/lists/${main!.id}/items`),
      intruder.b.request('painel', {
        method: 'PATCH',
        url: `${mine}/items/${gift.id}`,
        payload: { priceCents: 1 },
      }),
      intruder.b.request('painel', { method: 'DELETE', url: `${mine}/items/${gift.id}` }),
      intruder.b.request('painel', { method: 'DELETE', url: `${mine}/lists/${main!.id}/items` }),
      intruder.b.post('painel', `${mine}/lists/${main!.id}/items/custom`, {
        name: 'X',
        priceCents: 100,
        quantity: 1,
      }),
      intruder.b.put('painel', `${mine}/lists/${main!.id}`, { name: 'Minha agora' }),
      intruder.b.request('painel', { method: 'DELETE', url: `${mine}/external-links/${link.id}` }),
    ];
    expect((await Promise.all(attempts)).map((r) => r.statusCode)).toEqual([
      404, 404, 404, 404, 404, 404, 404, 404, 404, 404,
    ]);
    const [still] = await owner.items(main!.id);
    expect(still).toMatchObject({ name: 'Quadro', priceCents: 20000 });
    expect((await owner.state()).externalLinks).toHaveLength(1);
  });
});
