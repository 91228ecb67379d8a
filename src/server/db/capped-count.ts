// Counts that stop at a cap ("mais de 10.000"): an exact count of every matching row of a large list
// costs a full scan, and a person needs no more than to know there are more than the cap.
import { type SQL, type Subquery, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './raw-rows.ts';

/** A list page's `total` and `totalCapped` from a count taken up to one past `cap`. */
export function cappedTotal(counted: number, cap: number) {
  return { total: Math.min(counted, cap), totalCapped: counted > cap };
}

/** Counts the rows `matching` (a select of the list's filters, any columns) finds, up to the cap. */
export async function countUpTo(
  db: Db,
  matching: { limit(limit: number): { as(alias: string): Subquery } },
  cap: number,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matching.limit(cap + 1).as('matching'));
  return cappedTotal(row?.n ?? 0, cap);
}

/** The same for a list read in raw SQL: `fromWhere` is its FROM and WHERE. */
export async function countSqlUpTo(db: Db, fromWhere: SQL, cap: number) {
  const counted = await db.execute(sql`SELECT count(*) AS n FROM (SELECT 1 ${fromWhere} LIMIT ${cap + 1}) x`);
  return cappedTotal(Number(rowsOf(counted)[0]?.n ?? 0), cap);
}
