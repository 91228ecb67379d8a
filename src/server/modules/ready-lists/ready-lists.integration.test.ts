import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readyListMessages } from '../../../shared/ready-lists.ts';
import { auditLog } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { createTestCategory, createTestProducts } from '../../testing/catalog.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('admin ready-made lists', () => {
  it('ships the four lists of onboarding step 5', async () => {
    const { b } = await signedInAdmin(app, db, '10.45.0.1');
    const lists = (await b.get('admin', '/api/admin/ready-lists')).json();
    const byKey = Object.fromEntries(lists.map((l: { key: string }) => [l.key, l]));
    expect(Object.keys(byKey)).toEqual(expect.arrayContaining(['travel', 'home', 'wedding', 'fun']));
    expect(byKey.travel.name).toBe('Viagem e lua de mel');
    expect(byKey.home.name).toBe('Casa');
    expect(byKey.wedding.name).toBe('Casamento');
    expect(byKey.fun.name).toBe('Divertidos');
    for (const key of ['travel', 'home', 'wedding', 'fun']) expect(byKey[key].itemCount).toBeGreaterThan(20);
    const refused = await b.request('admin', {
      method: 'DELETE',
      url: `/api/admin/ready-lists/${byKey.home.id}`,
    });
    expect(refused.json().error.message).toBe(readyListMessages.linked);
  });

  it('creates a list, adds and removes catalogue products, totals them, empties and deletes it', async () => {
    const { b, user } = await signedInAdmin(app, db, '10.45.0.2');
    const name = `Chá Bar ${unique()}`;
    const created = await b.post('admin', '/api/admin/ready-lists', { name, description: 'Para brindar' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const { category, subcategory } = await createTestCategory(db);
    const products = await createTestProducts(
      db,
      { categoryId: category.id, subcategoryId: subcategory.id },
      [
        { name: 'Coqueteleira', priceCents: 8990 },
        { name: 'Taças de gin', priceCents: 15990 },
      ],
    );
    for (const p of products) {
      expect(
        (await b.post('admin', `/api/admin/ready-lists/${id}/products`, { productId: p.id })).statusCode,
      ).toBe(200);
    }
    // Adding the same product twice keeps one.
    await b.post('admin', `/api/admin/ready-lists/${id}/products`, { productId: products[0]!.id });
    const list = (await b.get('admin', `/api/admin/ready-lists/${id}`)).json();
    expect(list).toMatchObject({ name, key: null, itemCount: 2, totalCents: 24980 });
    expect(list.products.map((p: { name: string }) => p.name)).toEqual(['Coqueteleira', 'Taças de gin']);

    await b.request('admin', {
      method: 'DELETE',
      url: `/api/admin/ready-lists/${id}/products/${products[0]!.id}`,
    });
    expect((await b.get('admin', `/api/admin/ready-lists/${id}`)).json().itemCount).toBe(1);
    await b.request('admin', { method: 'DELETE', url: `/api/admin/ready-lists/${id}/products` });
    expect((await b.get('admin', `/api/admin/ready-lists/${id}`)).json().itemCount).toBe(0);

    expect((await b.put('admin', `/api/admin/ready-lists/${id}`, { name: '' })).json().error.message).toBe(
      readyListMessages.nameRequired,
    );
    expect(
      (await b.request('admin', { method: 'DELETE', url: `/api/admin/ready-lists/${id}` })).statusCode,
    ).toBe(200);
    expect((await b.get('admin', `/api/admin/ready-lists/${id}`)).statusCode).toBe(404);

    const actions = (await db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'ready_list.create',
        'ready_list.add_product',
        'ready_list.remove_product',
        'ready_list.clear',
        'ready_list.delete',
      ]),
    );
  });
});
