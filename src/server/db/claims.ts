// Rows a worker claims for a while (so two workers never send the same one) and rows that waited
// too long: both measured against the database's clock, the one that wrote `now()` into them.
import { type Column, isNull, lt, or, type SQL, sql } from 'drizzle-orm';

/** The column's time is more than `seconds` before the database's now(). */
export function olderThan(column: Column, seconds: number): SQL {
  return lt(column, sql`now() - make_interval(secs => ${seconds})`);
}

/** Free to claim: never claimed, or claimed more than `seconds` ago by a worker that died since. */
export function claimFree(claimedAt: Column, seconds: number): SQL {
  return or(isNull(claimedAt), olderThan(claimedAt, seconds)) as SQL;
}
