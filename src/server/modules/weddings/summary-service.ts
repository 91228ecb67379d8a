// Live counters of the dashboard, computed here, never sample numbers: gifts received are the
// confirmed payments, and the wallet's balance is the sum of its ledger entries (available and
// still to be released).
import { and, count, eq, sql } from 'drizzle-orm';
import { daysToWedding } from '../../../shared/days-to-wedding.ts';
import type { WeddingSummary } from '../../../shared/wedding.ts';
import type { Db } from '../../db/client.ts';
import {
  couples,
  giftPayments,
  guestMessages,
  ledgerAccounts,
  ledgerEntries,
  rsvps,
  type weddings,
} from '../../db/schema.ts';

export async function weddingSummary(
  db: Db,
  userId: string,
  wedding: typeof weddings.$inferSelect,
): Promise<WeddingSummary> {
  const [[couple], [answers], [messages], [gifts], [balance]] = await Promise.all([
    db.select({ weddingDate: couples.weddingDate }).from(couples).where(eq(couples.userId, userId)),
    // "Presenças confirmadas": answers of guests who are coming.
    db
      .select({ n: count() })
      .from(rsvps)
      .where(and(eq(rsvps.weddingId, wedding.id), eq(rsvps.attending, true))),
    db.select({ n: count() }).from(guestMessages).where(eq(guestMessages.weddingId, wedding.id)),
    db
      .select({ n: count() })
      .from(giftPayments)
      .where(and(eq(giftPayments.weddingId, wedding.id), eq(giftPayments.status, 'concluido'))),
    db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.code, 'couple_wallet'), eq(ledgerAccounts.weddingId, wedding.id))),
  ]);
  const weddingDate = couple?.weddingDate ?? null;
  return {
    weddingId: wedding.id,
    slug: wedding.slug,
    sitePublished: wedding.sitePublished,
    themeId: wedding.themeId,
    weddingDate,
    daysToWedding: weddingDate ? daysToWedding(weddingDate) : null,
    rsvps: answers?.n ?? 0,
    messages: messages?.n ?? 0,
    giftsReceived: gifts?.n ?? 0,
    balanceCents: Number(balance?.sum ?? 0),
  };
}
