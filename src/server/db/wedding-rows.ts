// One row of a table whose rows belong to a wedding, read or written: the row is found by its id and
// the wedding together, so another wedding's id (or one that does not exist) is "not found".
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AppError, type ErrorCode } from '../http/errors.ts';
import type { Db } from './client.ts';

/** A table whose rows carry their own id and their wedding's id. */
type WeddingTable = PgTable & { id: AnyPgColumn; weddingId: AnyPgColumn };

/** The condition for the wedding's row with this id. */
export const weddingRow = (table: WeddingTable, weddingId: string, id: string) =>
  and(eq(table.id, id), eq(table.weddingId, weddingId));

/** The wedding's row with this id; `notFound` (NOT_FOUND unless said) when the wedding has none. */
export async function findWeddingRow<T extends WeddingTable>(
  db: Db,
  table: T,
  weddingId: string,
  id: string,
  notFound: ErrorCode = 'NOT_FOUND',
): Promise<T['$inferSelect']> {
  // Drizzle cannot type `from` over a generic table; the row is the table's own, as the type says.
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(weddingRow(table, weddingId, id));
  if (!row) throw new AppError(notFound);
  return row as T['$inferSelect'];
}

/** Deletes the wedding's row with this id; NOT_FOUND when the wedding has none. */
export async function deleteWeddingRow(
  db: Db,
  table: WeddingTable,
  weddingId: string,
  id: string,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(weddingRow(table, weddingId, id))
    .returning({ id: table.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/** Sets these values on the wedding's row with this id; NOT_FOUND when the wedding has none. */
export async function updateWeddingRow<T extends WeddingTable>(
  db: Db,
  table: T,
  weddingId: string,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<void> {
  const updated = await db
    .update(table)
    .set(values)
    .where(weddingRow(table, weddingId, id))
    .returning({ id: table.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
}
