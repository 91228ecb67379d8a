// The demo couple's guests: a few answers, one answer kept apart for the couple to check
// ("Respostas para conferir"), and the link they used before, still held and redirecting.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rsvpConflicts, rsvps, slugHolds, weddings } from '../schema.ts';

const DEMO_OLD_SLUG = 'mariana-e-joao-2027';

export async function seedDemoGuests(db: Db, weddingId: string): Promise<void> {
  const [rosa] = await db
    .insert(rsvps)
    .values([
      {
        weddingId,
        name: 'Tia Rosa',
        nameKey: 'tia rosa',
        attending: true,
        companions: 1,
        companionNames: ['Tio Ivo'],
      },
      {
        weddingId,
        name: 'Beatriz Souza',
        nameKey: 'beatriz souza',
        contactKey: 'bia@exemplo.com',
        email: 'bia@exemplo.com',
        attending: false,
        note: 'Vou estar viajando, mas mando um abraço!',
      },
    ])
    .returning({ id: rsvps.id });
  if (rosa) {
    await db.insert(rsvpConflicts).values({
      rsvpId: rosa.id,
      weddingId,
      name: 'Tia Rosa',
      attending: false,
      note: 'Não vou poder ir.',
    });
  }
  // Unless a wedding uses that link now (a real couple, or the demo itself when its usual link was taken).
  const [inUse] = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.slug, DEMO_OLD_SLUG));
  if (inUse) return;
  await db
    .insert(slugHolds)
    .values({ slug: DEMO_OLD_SLUG, weddingId, heldUntil: sql`now() + interval '12 months'` })
    .onConflictDoNothing();
}
