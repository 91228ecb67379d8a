// Live figures of the admin home: couples, published sites and admins.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couples, users, weddings } from '../../db/schema.ts';

export async function platformOverview(db: Db) {
  const [[c], [p], [a]] = await Promise.all([
    db.select({ n: count() }).from(couples),
    db.select({ n: count() }).from(weddings).where(eq(weddings.sitePublished, true)),
    db.select({ n: count() }).from(users).where(eq(users.role, 'admin')),
  ]);
  return { couples: c?.n ?? 0, publishedSites: p?.n ?? 0, admins: a?.n ?? 0 };
}
