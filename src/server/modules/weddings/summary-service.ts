// Live counters of the dashboard. Gifts and balance stay zero until the gift list exists; they are
// computed here, not sample numbers.
import { and, count, eq } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import { daysBetween, type WeddingSummary } from '../../../shared/wedding.ts';
import type { Db } from '../../db/client.ts';
import { couples, guestMessages, rsvps, type weddings } from '../../db/schema.ts';

export async function weddingSummary(
  db: Db,
  userId: string,
  wedding: typeof weddings.$inferSelect,
): Promise<WeddingSummary> {
  const [[couple], [answers], [messages]] = await Promise.all([
    db.select({ weddingDate: couples.weddingDate }).from(couples).where(eq(couples.userId, userId)),
    // "Presenças confirmadas": answers of guests who are coming.
    db
      .select({ n: count() })
      .from(rsvps)
      .where(and(eq(rsvps.weddingId, wedding.id), eq(rsvps.attending, true))),
    db.select({ n: count() }).from(guestMessages).where(eq(guestMessages.weddingId, wedding.id)),
  ]);
  const weddingDate = couple?.weddingDate ?? null;
  return {
    weddingId: wedding.id,
    slug: wedding.slug,
    sitePublished: wedding.sitePublished,
    themeId: wedding.themeId,
    weddingDate,
    daysToWedding: weddingDate ? daysBetween(todayIn(), weddingDate) : null,
    rsvps: answers?.n ?? 0,
    messages: messages?.n ?? 0,
    giftsReceived: 0,
    balanceCents: 0,
  };
}
