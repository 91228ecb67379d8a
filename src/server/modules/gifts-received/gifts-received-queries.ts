// "Presentes recebidos": a couple's gifts a page at a time (search by guest or gift, accents and
// case ignored; status filter), the totals of confirmed gifts, and every gift as CSV.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ReceivedGift, ReceivedGiftsPage } from '../../../shared/payments/gifts-received.ts';
import type { PaymentStatus } from '../../../shared/payments/statuses.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { giftPayments } from '../../db/schema.ts';
import { giftsOnly } from '../payments/gifts-only.ts';

const PAGE_SIZE = 20;
const ACCENTED = 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ';
const PLAIN = 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn';

type Row = typeof giftPayments.$inferSelect;

export function toReceivedGift(p: Row): ReceivedGift {
  return {
    id: p.id,
    kind: p.kind,
    itemName: p.itemName,
    quantity: p.quantity,
    guestName: p.contributorName,
    guestEmail: p.contributorEmail,
    message: p.message,
    grossCents: p.grossCents,
    feeCents: p.feeCents,
    netCents: p.netCents,
    method: p.method,
    installments: p.installments,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    confirmedAt: p.confirmedAt?.toISOString() ?? null,
    releaseAt: p.releaseAt?.toISOString() ?? null,
    thankedAt: p.thankedAt?.toISOString() ?? null,
    thankYouMessage: p.thankYouMessage,
    overStock: p.overStock,
  };
}

function filters(weddingId: string, q: string, status: PaymentStatus | 'todos'): SQL | undefined {
  const term = searchKey(q);
  return and(
    eq(giftPayments.weddingId, weddingId),
    giftsOnly,
    status === 'todos' ? undefined : eq(giftPayments.status, status),
    term
      ? sql`lower(translate(${giftPayments.contributorName} || ' ' || ${giftPayments.itemName}, ${ACCENTED}, ${PLAIN})) like ${`%${escapeLike(term)}%`}`
      : undefined,
  );
}

export async function receivedGifts(
  db: Db,
  weddingId: string,
  query: { q: string; status: PaymentStatus | 'todos'; page: number },
): Promise<ReceivedGiftsPage> {
  const where = filters(weddingId, query.q, query.status);
  const [rows, [counted], [totals]] = await Promise.all([
    db
      .select()
      .from(giftPayments)
      .where(where)
      .orderBy(desc(giftPayments.createdAt), desc(giftPayments.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(giftPayments).where(where),
    db
      .select({ n: count(), net: sql<string>`coalesce(sum(${giftPayments.netCents}), 0)` })
      .from(giftPayments)
      .where(and(eq(giftPayments.weddingId, weddingId), eq(giftPayments.status, 'concluido'), giftsOnly)),
  ]);
  return {
    gifts: rows.map(toReceivedGift),
    total: counted?.n ?? 0,
    pageSize: PAGE_SIZE,
    totals: { count: totals?.n ?? 0, netCents: Number(totals?.net ?? 0) },
  };
}

/** Every gift (any status), oldest first, for the CSV export. */
export async function allReceivedGifts(db: Db, weddingId: string): Promise<ReceivedGift[]> {
  const rows = await db
    .select()
    .from(giftPayments)
    .where(and(eq(giftPayments.weddingId, weddingId), giftsOnly))
    .orderBy(giftPayments.createdAt);
  return rows.map(toReceivedGift);
}
