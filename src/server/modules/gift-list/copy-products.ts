// Puts catalogue products on a couple's list as gifts of their own: name, description, price,
// picture and category are copied, so a later change to the catalogue never changes the list.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogProducts, giftListItems } from '../../db/schema.ts';

type Executor = Pick<Db, 'execute'>;

/**
 * Copies the active products `where` selects (in price order, at most `limit`), skipping those the
 * list already holds. Returns how many gifts were added.
 */
export async function copyProducts(
  tx: Executor,
  target: { weddingId: string; listId: string },
  where: SQL,
  options: { limit?: number; quantity?: number } = {},
): Promise<number> {
  const p = catalogProducts;
  const i = giftListItems;
  const result = await tx.execute(sql`
    INSERT INTO ${i} (wedding_id, list_id, product_id, name, description, image_url, category_id,
                      price_cents, quantity_available, allows_custom_amount)
    SELECT ${target.weddingId}::uuid, ${target.listId}::uuid, ${p.id}, ${p.name}, ${p.description},
           ${p.imageUrl}, ${p.categoryId}, ${p.suggestedPriceCents}, ${options.quantity ?? 1},
           ${p.allowsCustomAmount}
    FROM ${p}
    WHERE ${p.status} = 'ativo' AND (${where})
      AND NOT EXISTS (SELECT 1 FROM ${i} WHERE ${i.listId} = ${target.listId}::uuid AND ${i.productId} = ${p.id})
    ORDER BY ${p.suggestedPriceCents}, ${p.name}
    LIMIT ${options.limit ?? 10_000}
    RETURNING ${i.id}`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
