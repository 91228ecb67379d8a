// How the back office finds couples (couples list, gift lists, payments): every word of the search
// in the partners' names, or the search in the account's e-mail, accent- and case-insensitive. Both
// texts live on `couples` (search_names, and search_email kept by the database from the account),
// each with a trigram index, so a search is one bitmap of both indexes and one pass over couples.
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { searchKey } from '../../../shared/text.ts';
import { escapeLike } from '../../db/like.ts';

/** At most this many words of a search are matched. */
const MAX_WORDS = 8;

export interface CoupleSearchColumns {
  /** couples.search_names, as the query refers to it. */
  names: AnyColumn | SQL;
  /** couples.search_email, as the query refers to it. */
  email: AnyColumn | SQL;
}

/** The condition for couples matching `q`, or undefined when `q` has nothing to search for. */
export function coupleSearchWhere(q: string, columns: CoupleSearchColumns): SQL | undefined {
  const key = searchKey(q);
  if (!key) return undefined;
  const words = key.split(' ').slice(0, MAX_WORDS);
  const names = sql.join(
    words.map((w) => sql`${columns.names} LIKE ${`%${escapeLike(w)}%`}`),
    sql` AND `,
  );
  // An e-mail has no spaces: "maria silva@" is looked for as "mariasilva@".
  const email = sql`${columns.email} LIKE ${`%${escapeLike(key.replaceAll(' ', ''))}%`}`;
  return sql`((${names}) OR ${email})`;
}
