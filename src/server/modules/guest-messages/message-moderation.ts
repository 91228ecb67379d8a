// "Recados recebidos": the couple reads every message of the wall and approves, hides or deletes.
// Every query is scoped to the couple's wedding, so another wedding's message is "not found".
import { and, count, desc, eq } from 'drizzle-orm';
import type { GuestMessageItem } from '../../../shared/rsvp.ts';
import type { Db } from '../../db/client.ts';
import { guestMessages } from '../../db/schema.ts';
import { deleteWeddingRow, updateWeddingRow } from '../../db/wedding-rows.ts';

export const MESSAGES_PAGE_SIZE = 50;
type Status = GuestMessageItem['status'];

export async function listWallMessages(db: Db, weddingId: string, query: { status?: Status; page: number }) {
  const where = and(
    eq(guestMessages.weddingId, weddingId),
    query.status ? eq(guestMessages.status, query.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: guestMessages.id,
        authorName: guestMessages.authorName,
        body: guestMessages.body,
        status: guestMessages.status,
        createdAt: guestMessages.createdAt,
      })
      .from(guestMessages)
      .where(where)
      .orderBy(desc(guestMessages.createdAt))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((query.page - 1) * MESSAGES_PAGE_SIZE),
    db.select({ n: count() }).from(guestMessages).where(where),
  ]);
  return {
    items: items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: MESSAGES_PAGE_SIZE,
  };
}

export async function setMessageStatus(
  db: Db,
  weddingId: string,
  messageId: string,
  status: Exclude<Status, 'pending'>,
): Promise<void> {
  await updateWeddingRow(db, guestMessages, weddingId, messageId, { status });
}

export function deleteMessage(db: Db, weddingId: string, messageId: string): Promise<void> {
  return deleteWeddingRow(db, guestMessages, weddingId, messageId);
}
