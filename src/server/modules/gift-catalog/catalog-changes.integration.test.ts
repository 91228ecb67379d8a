// A couple's gift is its own copy: editing or deleting the catalogue product it came from changes
// nothing on the couple's list, its picture included.
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../testing/admins.ts';
import { createTestCategory, createTestProducts } from '../../testing/catalog.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe("catalogue changes and couples' lists", () => {
  it('keeps name, price and picture of gifts when their product is edited and then deleted', async () => {
    const { b: admin } = await signedInAdmin(app, db, '10.44.0.1');
    const { category, subcategory } = await createTestCategory(db);
    const [product] = await createTestProducts(
      db,
      { categoryId: category.id, subcategoryId: subcategory.id },
      [{ name: 'Jogo de taças de cristal', priceCents: 25990 }],
    );

    const couples = await Promise.all(
      ['10.44.0.2', '10.44.0.3'].map(async (ip) => {
        const c = await signedInCouple(app, db, {}, ip);
        const base = `/api/weddings/${c.wedding.id}/gift-list`;
        const [main] = (await c.b.get('painel', base)).json().lists;
        const added = await c.b.post('painel', `${base}/lists/${main.id}/items/product`, {
          productId: product!.id,
        });
        expect(added.statusCode).toBe(201);
        return { ...c, itemsUrl: `${base}/lists/${main.id}/items` };
      }),
    );
    const before = (await couples[0]!.b.get('painel', couples[0]!.itemsUrl)).json()[0];
    expect(before.imageUrl).toBe(product!.imageUrl);
    const originalPicture = (await couples[0]!.b.get('painel', before.imageUrl)).body;
    expect(originalPicture).toContain('Jogo de taças de cristal');

    const edited = await admin.put('admin', `/api/admin/catalog/products/${product!.id}`, {
      name: 'Taças de vidro',
      priceCents: 9990,
      categoryId: category.id,
      subcategoryId: subcategory.id,
    });
    expect(edited.statusCode).toBe(200);
    const deleted = await admin.request('admin', {
      method: 'DELETE',
      url: `/api/admin/catalog/products/${product!.id}`,
    });
    expect(deleted.statusCode).toBe(200);

    for (const c of couples) {
      const [gift] = (await c.b.get('painel', c.itemsUrl)).json();
      expect(gift).toMatchObject({
        name: 'Jogo de taças de cristal',
        priceCents: 25990,
        productId: null,
        categoryId: category.id,
      });
      expect(gift.imageUrl).toMatch(/^\/media\/presente-[0-9a-f]{32}\.svg$/);
      const picture = await c.b.get('painel', gift.imageUrl);
      expect(picture.statusCode).toBe(200);
      expect(picture.body).toBe(originalPicture);
    }
    // The catalogue's own picture is gone with the product.
    expect((await admin.get('admin', product!.imageUrl!)).statusCode).toBe(404);
  });
});
