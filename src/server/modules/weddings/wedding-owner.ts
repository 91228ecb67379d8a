// The account that owns a wedding: where the e-mails about the wedding go.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, weddings } from '../../db/schema.ts';

/** The e-mail of the couple's account that owns the wedding; null when there is no such wedding. */
export async function weddingOwnerEmail(db: Db, weddingId: string): Promise<string | null> {
  const [owner] = await db
    .select({ email: users.email })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .where(eq(weddings.id, weddingId));
  return owner?.email ?? null;
}
