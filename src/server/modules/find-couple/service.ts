// Searches published wedding sites by partner names, accent- and case-insensitively.
import { and, asc, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  FIND_COUPLE_PAGE_SIZE,
  type FindCoupleQuery,
  type FindCoupleResult,
} from '../../../shared/find-couple.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { couples, users, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';

export async function findCouples(db: Db, query: FindCoupleQuery): Promise<FindCoupleResult> {
  const words = searchKey(query.q).split(' ').filter(Boolean);
  const where = and(
    eq(weddings.sitePublished, true),
    eq(weddings.hiddenFromSearch, false),
    isNotNull(weddings.slug),
    eq(users.status, 'active'),
    ...words.map((w) => like(couples.searchNames, `%${escapeLike(w)}%`)),
    query.month ? sql`extract(month from ${couples.weddingDate}) = ${query.month}` : undefined,
    query.year ? sql`extract(year from ${couples.weddingDate}) = ${query.year}` : undefined,
  );
  // The page and the total count the same couples.
  const found = <T extends PgSelect>(query: T) =>
    query.innerJoin(couples, coupleOfWedding).innerJoin(users, eq(users.id, couples.userId)).where(where);
  const columns = {
    slug: weddings.slug,
    name1: couples.name1,
    name2: couples.name2,
    weddingDate: couples.weddingDate,
  };

  const [rows, [totalRow]] = await Promise.all([
    found(db.select(columns).from(weddings).$dynamic())
      .orderBy(asc(couples.weddingDate), asc(couples.name1), asc(weddings.id))
      .limit(FIND_COUPLE_PAGE_SIZE)
      .offset((query.page - 1) * FIND_COUPLE_PAGE_SIZE),
    found(db.select({ total: count() }).from(weddings).$dynamic()),
  ]);
  return {
    items: rows.map((r) => ({
      slug: r.slug ?? '',
      name1: r.name1 ?? '',
      name2: r.name2 ?? '',
      weddingDate: r.weddingDate,
    })),
    page: query.page,
    pageSize: FIND_COUPLE_PAGE_SIZE,
    total: totalRow?.total ?? 0,
  };
}
