// Live counters of the dashboard. RSVPs, messages and gifts count rows once those features exist;
// until then they are zero by construction, not by a hard-coded sample.
import { eq } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import { daysBetween, type WeddingSummary } from '../../../shared/wedding.ts';
import type { Db } from '../../db/client.ts';
import { couples, type weddings } from '../../db/schema.ts';

export async function weddingSummary(
  db: Db,
  userId: string,
  wedding: typeof weddings.$inferSelect,
): Promise<WeddingSummary> {
  const [couple] = await db
    .select({ weddingDate: couples.weddingDate })
    .from(couples)
    .where(eq(couples.userId, userId));
  const weddingDate = couple?.weddingDate ?? null;
  return {
    weddingId: wedding.id,
    slug: wedding.slug,
    sitePublished: wedding.sitePublished,
    themeId: wedding.themeId,
    weddingDate,
    daysToWedding: weddingDate ? daysBetween(todayIn(), weddingDate) : null,
    rsvps: 0,
    messages: 0,
    giftsReceived: 0,
    balanceCents: 0,
  };
}
