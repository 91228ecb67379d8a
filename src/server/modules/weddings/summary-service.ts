// Live counters of the dashboard, computed here, never sample numbers: gifts received are the
// confirmed payments, and the wallet's balance is the sum of its ledger entries (available and
// still to be released). The checklist's steps are read from the same wedding's data.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { daysToWedding } from '../../../shared/days-to-wedding.ts';
import type { WeddingSteps, WeddingSummary } from '../../../shared/wedding.ts';
import type { Db } from '../../db/client.ts';
import {
  couples,
  giftPayments,
  guestMessages,
  ledgerAccounts,
  ledgerEntries,
  media,
  rsvps,
  siteSections,
  weddings,
} from '../../db/schema.ts';
import { giftsOnly } from '../payments/gifts-only.ts';

/** Whether any row matches: `select exists (...)`. */
function exists(query: { getSQL(): ReturnType<typeof sql> }) {
  return sql<boolean>`exists (${query})`;
}

async function weddingSteps(db: Db, wedding: typeof weddings.$inferSelect): Promise<WeddingSteps> {
  const id = wedding.id;
  const [row] = await db
    .select({
      photos: exists(
        db
          .select({ one: sql`1` })
          .from(media)
          .where(and(eq(media.weddingId, id), eq(media.kind, 'image'))),
      ),
      story: exists(
        db
          .select({ one: sql`1` })
          .from(siteSections)
          .where(
            and(
              eq(siteSections.weddingId, id),
              eq(siteSections.kind, 'o-casal'),
              ne(sql`coalesce(${siteSections.content}->>'story', '')`, ''),
            ),
          ),
      ),
      answered: exists(db.select({ one: sql`1` }).from(rsvps).where(eq(rsvps.weddingId, id))),
      wrote: exists(db.select({ one: sql`1` }).from(guestMessages).where(eq(guestMessages.weddingId, id))),
      gave: exists(
        db
          .select({ one: sql`1` })
          .from(giftPayments)
          .where(and(eq(giftPayments.weddingId, id), giftsOnly)),
      ),
    })
    .from(weddings)
    .where(eq(weddings.id, id));
  return {
    photos: row?.photos ?? false,
    story: row?.story ?? false,
    giftListPublished: wedding.giftListPublished,
    sitePublished: wedding.sitePublished,
    shared: Boolean(row?.answered || row?.wrote || row?.gave),
  };
}

export async function weddingSummary(
  db: Db,
  userId: string,
  wedding: typeof weddings.$inferSelect,
): Promise<WeddingSummary> {
  const [[couple], [answers], [messages], [gifts], [balance], steps] = await Promise.all([
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
      .where(and(eq(giftPayments.weddingId, wedding.id), eq(giftPayments.status, 'concluido'), giftsOnly)),
    db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.code, 'couple_wallet'), eq(ledgerAccounts.weddingId, wedding.id))),
    weddingSteps(db, wedding),
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
    steps,
  };
}
