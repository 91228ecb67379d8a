import helmet from '@fastify/helmet';
import { eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { catalogProducts, giftCategories, giftSubcategories } from '../../db/schema.ts';
import { productSeeds } from '../../db/seed/catalog-data.ts';
import { errorCatalogue, registerErrorHandler } from '../../http/errors.ts';
import { unique } from '../../testing/test-app.ts';
import { catalogImageRoutes } from './routes.ts';

// A small app with just what the route needs (db, error format, helmet's default headers), so this
// file does not depend on app.ts registering the plugin.
async function createImageApp(): Promise<{ app: FastifyInstance; database: Database }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must point at a PostgreSQL test database (run `npm test`).');
  const database = await openDatabase({ url });
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  registerErrorHandler(app);
  await app.register(helmet);
  await app.register(catalogImageRoutes);
  await app.ready();
  return { app, database };
}

let app: FastifyInstance;
let database: Database;
const createdKeys: string[] = [];

beforeAll(async () => {
  ({ app, database } = await createImageApp());
});

afterAll(async () => {
  if (createdKeys.length > 0) {
    await database.db.delete(catalogProducts).where(inArray(catalogProducts.key, createdKeys));
  }
  await app.close();
  await database.close();
});

async function insertProduct(name: string): Promise<string> {
  const key = `teste-${unique()}`;
  const [category] = await database.db
    .select({ id: giftCategories.id })
    .from(giftCategories)
    .where(eq(giftCategories.key, 'divertidos'));
  const [subcategory] = await database.db
    .select({ id: giftSubcategories.id })
    .from(giftSubcategories)
    .where(eq(giftSubcategories.key, 'divertidos-vales'));
  await database.db.insert(catalogProducts).values({
    key,
    name,
    suggestedPriceCents: 9990,
    categoryId: category!.id,
    subcategoryId: subcategory!.id,
    imageUrl: `/media/catalog/${key}.svg`,
  });
  createdKeys.push(key);
  return key;
}

describe('GET /media/catalog/:key.svg', () => {
  it('serves the picture of a seeded product as a cacheable, locked-down SVG', async () => {
    const res = await app.inject({ url: '/media/catalog/jogo-de-panelas-antiaderente-5-pecas.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain('<title>Jogo de panelas antiaderente 5 peças</title>');
    expect(res.body).toContain('COZINHA');
  });

  it('gives the same bytes on every request', async () => {
    const url = '/media/catalog/vale-uma-noite-sem-louca.svg';
    const [first, second] = await Promise.all([app.inject({ url }), app.inject({ url })]);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it('escapes whatever an admin wrote in the product name', async () => {
    const key = await insertProduct(`Vale <script>alert("oi")</script> & 'cia'`);
    const res = await app.inject({ url: `/media/catalog/${key}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt; &amp; &apos;cia&apos;');
    expect(res.body).toContain('PRESENTES DIVERTIDOS');
  });

  it('answers 404 in the app error format for a key no product has', async () => {
    const res = await app.inject({ url: `/media/catalog/nao-existe-${unique()}.svg` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: errorCatalogue.NOT_FOUND.message } });
  });

  it.each([
    ['upper case and underscores', 'Jogo_De_Panelas'],
    ['a trailing hyphen', 'jogo-de-panelas-'],
    ['a space', 'jogo%20de-panelas'],
  ])('rejects a key with %s', async (_, key) => {
    const res = await app.inject({ url: `/media/catalog/${key}.svg` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });

  it('rejects an over-long key without drawing anything', async () => {
    // Fastify's router refuses path parameters over 100 characters (maxParamLength) with 414
    // before the schema's limit of 120 is reached; catalogue keys are far shorter.
    const res = await app.inject({ url: `/media/catalog/${'a'.repeat(121)}.svg` });
    expect([400, 414]).toContain(res.statusCode);
    expect(res.body).not.toContain('<svg');
  });

  it('serves a picture at the imageUrl the seed stored for every catalogue product', async () => {
    const rows = await database.db
      .select({ key: catalogProducts.key, imageUrl: catalogProducts.imageUrl })
      .from(catalogProducts)
      .where(
        inArray(
          catalogProducts.key,
          productSeeds.map((p) => p.key),
        ),
      );
    expect(rows).toHaveLength(productSeeds.length);
    for (const row of rows) {
      expect(row.imageUrl).toBe(`/media/catalog/${row.key}.svg`);
      const res = await app.inject({ url: row.imageUrl! });
      expect(res.statusCode, row.key!).toBe(200);
    }
  });
});
