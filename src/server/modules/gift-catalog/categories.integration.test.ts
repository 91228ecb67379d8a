import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogMessages } from '../../../shared/gift-catalog.ts';
import { auditLog } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { createTestCategory, createTestProducts } from '../../testing/catalog.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('admin categories', () => {
  it('creates, lists with counts, updates and deletes a category, each change audited', async () => {
    const { b, user } = await signedInAdmin(app, db, '10.41.0.1');
    const name = `Presentes ${unique()}`;
    const created = await b.post('admin', '/api/admin/catalog/categories', {
      name: `  ${name}  `,
      description: 'Para testar',
      icon: 'Star',
      displayOrder: 42,
      status: 'ativa',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const sub = await b.post('admin', `/api/admin/catalog/categories/${id}/subcategories`, {
      name: 'Miudezas',
    });
    expect(sub.statusCode).toBe(201);

    const list = (await b.get('admin', '/api/admin/catalog/categories')).json();
    const row = list.find((c: { id: string }) => c.id === id);
    expect(row).toMatchObject({
      name,
      icon: 'Star',
      displayOrder: 42,
      status: 'ativa',
      subcategoryCount: 1,
      productCount: 0,
    });
    expect(row.subcategories[0]).toMatchObject({ name: 'Miudezas', productCount: 0 });
    // The seed's categories, in their display order (other tests add categories of order 0).
    const seeded = list.filter((c: { key: string | null }) => c.key).map((c: { key: string }) => c.key);
    expect(seeded.slice(0, 3)).toEqual(['cozinha', 'cama-mesa-banho', 'decoracao']);

    const updated = await b.put('admin', `/api/admin/catalog/categories/${id}`, {
      name: `${name} 2`,
      icon: null,
      displayOrder: 7,
      status: 'inativa',
    });
    expect(updated.statusCode).toBe(200);

    const blocked = await b.request('admin', {
      method: 'DELETE',
      url: `/api/admin/catalog/categories/${id}`,
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(catalogMessages.categoryInUseDescription);

    await b.request('admin', { method: 'DELETE', url: `/api/admin/catalog/subcategories/${sub.json().id}` });
    const deleted = await b.request('admin', {
      method: 'DELETE',
      url: `/api/admin/catalog/categories/${id}`,
    });
    expect(deleted.statusCode).toBe(200);

    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(
      [
        'category.create',
        'category.delete',
        'category.update',
        'subcategory.create',
        'subcategory.delete',
      ].sort(),
    );
  });

  it('refuses an empty name with the spec text, on create and on update', async () => {
    const { b } = await signedInAdmin(app, db, '10.41.0.2');
    const empty = await b.post('admin', '/api/admin/catalog/categories', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Nome da categoria é obrigatório');
    const { category } = await createTestCategory(db);
    const update = await b.put('admin', `/api/admin/catalog/categories/${category.id}`, { name: '' });
    expect(update.json().error.message).toBe('Nome da categoria é obrigatório');
  });

  it('keeps a category that holds products, and a subcategory too', async () => {
    const { b } = await signedInAdmin(app, db, '10.41.0.3');
    const { category, subcategory } = await createTestCategory(db);
    await createTestProducts(db, { categoryId: category.id, subcategoryId: subcategory.id }, [
      { name: 'Vaso azul', priceCents: 5000 },
    ]);
    const row = (await b.get('admin', '/api/admin/catalog/categories'))
      .json()
      .find((c: { id: string }) => c.id === category.id);
    expect(row).toMatchObject({ subcategoryCount: 1, productCount: 1 });
    const sub = await b.request('admin', {
      method: 'DELETE',
      url: `/api/admin/catalog/subcategories/${subcategory.id}`,
    });
    expect(sub.statusCode).toBe(409);
    expect(sub.json().error.message).toBe(catalogMessages.subcategoryInUseDescription);
    const cat = await b.request('admin', {
      method: 'DELETE',
      url: `/api/admin/catalog/categories/${category.id}`,
    });
    expect(cat.json().error.message).toBe('Esta categoria possui subcategorias ou produtos associados.');
  });

  it('answers 404 for a category that does not exist', async () => {
    const { b } = await signedInAdmin(app, db, '10.41.0.4');
    const res = await b.put('admin', '/api/admin/catalog/categories/00000000-0000-4000-8000-000000000000', {
      name: 'X',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('every /api/admin catalogue route', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const other = '00000000-0000-4000-8000-000000000001';
  const routes = [
    'GET /api/admin/catalog/categories',
    'POST /api/admin/catalog/categories',
    `PUT /api/admin/catalog/categories/${id}`,
    `DELETE /api/admin/catalog/categories/${id}`,
    `POST /api/admin/catalog/categories/${id}/subcategories`,
    `PUT /api/admin/catalog/subcategories/${id}`,
    `DELETE /api/admin/catalog/subcategories/${id}`,
    'GET /api/admin/catalog/products',
    'POST /api/admin/catalog/products',
    `PUT /api/admin/catalog/products/${id}`,
    `DELETE /api/admin/catalog/products/${id}`,
    'GET /api/admin/ready-lists',
    'POST /api/admin/ready-lists',
    `GET /api/admin/ready-lists/${id}`,
    `PUT /api/admin/ready-lists/${id}`,
    `DELETE /api/admin/ready-lists/${id}`,
    `POST /api/admin/ready-lists/${id}/products`,
    `DELETE /api/admin/ready-lists/${id}/products/${other}`,
    `DELETE /api/admin/ready-lists/${id}/products`,
  ].map((line) => {
    const [method, url] = line.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    return { method, url };
  });

  it('refuses anonymous callers (401) and couples (403), whatever the body', async () => {
    const anonymous = browser(app, '10.41.1.1');
    const { b: couple } = await signedInCouple(app, db, {}, '10.41.1.2');
    const wrong: string[] = [];
    for (const route of routes) {
      for (const [caller, expected] of [
        [anonymous, 401],
        [couple, 403],
      ] as const) {
        const res = await caller.request('painel', {
          method: route.method,
          url: route.url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { name: 'Invasão' } }),
        });
        if (res.statusCode !== expected) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
