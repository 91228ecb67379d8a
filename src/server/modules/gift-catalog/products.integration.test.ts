import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogMessages } from '../../../shared/gift-catalog.ts';
import { auditLog, catalogProducts } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { createTestCategory, createTestProducts } from '../../testing/catalog.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

type Admin = Awaited<ReturnType<typeof signedInAdmin>>['b'];

async function search(b: Admin, query: Record<string, string>) {
  const res = await b.get('admin', `/api/admin/catalog/products?${new URLSearchParams(query)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { name: string; status: string }[]; total: number; totalCapped: boolean };
}

describe('admin catalogue', () => {
  it('creates a product with an uploaded image, tags, type and status, and audits it', async () => {
    const { b, user } = await signedInAdmin(app, db, '10.42.0.1');
    const { category, subcategory } = await createTestCategory(db);
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#30B8B2' } })
      .png()
      .toBuffer();
    const asset = await b.request('admin', {
      method: 'POST',
      url: '/api/admin/assets?purpose=catalog-product',
      ...multipartFile('luminaria.png', 'image/png', png),
    });
    expect(asset.statusCode).toBe(201);

    const created = await b.post('admin', '/api/admin/catalog/products', {
      name: 'Luminária de mesa',
      description: 'Luz quente para ler',
      priceCents: 15990,
      categoryId: category.id,
      subcategoryId: subcategory.id,
      tags: ['luz', 'sala'],
      itemType: 'Item para Casa',
      allowsCustomAmount: false,
      status: 'ativo',
      imageUrl: asset.json().url,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('Luminária de mesa');

    const [row] = await db.select().from(catalogProducts).where(eq(catalogProducts.id, created.json().id));
    expect(row).toMatchObject({
      searchName: 'luminaria de mesa',
      suggestedPriceCents: 15990,
      tags: ['luz', 'sala'],
      imageUrl: asset.json().url,
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(audit).toMatchObject({ action: 'product.create', targetId: row!.id });
  });

  it('gives a product without an image its generated picture', async () => {
    const { b } = await signedInAdmin(app, db, '10.42.0.2');
    const { category, subcategory } = await createTestCategory(db);
    const created = await b.post('admin', '/api/admin/catalog/products', {
      name: 'Cesta de piquenique',
      priceCents: 9990,
      categoryId: category.id,
      subcategoryId: subcategory.id,
    });
    const [row] = await db.select().from(catalogProducts).where(eq(catalogProducts.id, created.json().id));
    expect(row?.imageUrl).toMatch(/^\/media\/catalog\/cesta-de-piquenique-[0-9a-f]{6}\.svg$/);
    const picture = await b.get('admin', row!.imageUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('Cesta de piquenique');
  });

  it('refuses missing fields with the spec text, and a subcategory of another category', async () => {
    const { b } = await signedInAdmin(app, db, '10.42.0.3');
    const { category } = await createTestCategory(db);
    const other = await createTestCategory(db);
    for (const body of [
      {},
      { name: 'Sem preço', categoryId: category.id, subcategoryId: other.subcategory.id },
      { name: '  ', priceCents: 100, categoryId: category.id, subcategoryId: other.subcategory.id },
      { name: 'Sem categoria', priceCents: 100 },
    ]) {
      const res = await b.post('admin', '/api/admin/catalog/products', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Preencha todos os campos obrigatórios.');
    }
    for (const [name, priceCents, message] of [
      ['Troca de categoria', 100, catalogMessages.subcategoryMismatch],
      ['De graça', 0, catalogMessages.pricePositive],
    ] as const) {
      const res = await b.post('admin', '/api/admin/catalog/products', {
        name,
        priceCents,
        categoryId: category.id,
        subcategoryId: other.subcategory.id,
      });
      expect(res.json().error.message).toBe(message);
    }
  });

  it('searches names without accents or case, word by word, with category and status filters', async () => {
    const { b } = await signedInAdmin(app, db, '10.42.0.4');
    const { category, subcategory } = await createTestCategory(db);
    await createTestProducts(db, { categoryId: category.id, subcategoryId: subcategory.id }, [
      { name: 'Cafeteira Expresso Élan', priceCents: 49990 },
      { name: 'Jogo de Panelas Cerâmica', priceCents: 59990 },
      { name: 'Café Especial em Grãos', priceCents: 4990, status: 'inativo' },
      { name: 'Toalha de Banho', priceCents: 8990 },
    ]);
    const names = async (query: Record<string, string>) =>
      (await search(b, { categoryId: category.id, ...query })).items.map((i) => i.name).sort();

    expect(await names({ q: 'cafe' })).toEqual(['Café Especial em Grãos', 'Cafeteira Expresso Élan'].sort());
    expect(await names({ q: 'JOGO DE PANELA' })).toEqual(['Jogo de Panelas Cerâmica']);
    expect(await names({ q: 'ceramica panelas' })).toEqual(['Jogo de Panelas Cerâmica']);
    expect(await names({ q: 'ELAN' })).toEqual(['Cafeteira Expresso Élan']);
    expect(await names({ q: 'cafe', status: 'inativo' })).toEqual(['Café Especial em Grãos']);
    expect(await names({ q: '100%' })).toEqual([]);
    const all = await search(b, { categoryId: category.id });
    expect(all.total).toBe(4);
    expect(all.totalCapped).toBe(false);
    // Across the whole seeded catalogue too.
    const seeded = await search(b, { q: 'cafeteira' });
    expect(seeded.items.length).toBeGreaterThan(3);
  });

  it('pages in SQL, newest first', async () => {
    const { b } = await signedInAdmin(app, db, '10.42.0.5');
    const { category, subcategory } = await createTestCategory(db);
    const tag = unique('lote');
    for (let i = 1; i <= 23; i++) {
      await createTestProducts(db, { categoryId: category.id, subcategoryId: subcategory.id }, [
        { name: `${tag} item ${String(i).padStart(2, '0')}`, priceCents: i * 100 },
      ]);
    }
    const first = await search(b, { q: tag });
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.name).toBe(`${tag} item 23`);
    const second = await search(b, { q: tag, page: '2' });
    expect(second.items.map((i) => i.name)).toEqual([`${tag} item 03`, `${tag} item 02`, `${tag} item 01`]);
  });

  it('edits and deletes a product; couples do not reach these routes', async () => {
    const { b } = await signedInAdmin(app, db, '10.42.0.6');
    const { category, subcategory } = await createTestCategory(db);
    const [product] = await createTestProducts(
      db,
      { categoryId: category.id, subcategoryId: subcategory.id },
      [{ name: 'Abajur', priceCents: 12000 }],
    );
    const edit = await b.put('admin', `/api/admin/catalog/products/${product!.id}`, {
      name: 'Abajur de cerâmica',
      priceCents: 13000,
      categoryId: category.id,
      subcategoryId: subcategory.id,
      status: 'inativo',
    });
    expect(edit.statusCode).toBe(200);
    expect((await search(b, { q: 'abajur ceramica', categoryId: category.id })).items[0]).toMatchObject({
      name: 'Abajur de cerâmica',
      status: 'inativo',
    });
    const { b: couple } = await signedInCouple(app, db, {}, '10.42.0.7');
    const refused = await couple.request('painel', {
      method: 'DELETE',
      url: `/api/admin/catalog/products/${product!.id}`,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await b.request('admin', {
      method: 'DELETE',
      url: `/api/admin/catalog/products/${product!.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await search(b, { categoryId: category.id })).total).toBe(0);
  });
});
