// "Gerenciamento de Casais" (SPEC 2.7): search by either partner's name or the e-mail (accent- and
// case-insensitive), five filters, five sorts and a page, all in SQL. Each sort walks an index of
// `couples` and stops at the page; a search first gathers the matching ids through the trigram
// indexes of the names and of the e-mail.
import { and, asc, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import {
  COUPLES_COUNT_CAP,
  COUPLES_PAGE_SIZE,
  type CoupleFilter,
  type CoupleListQuery,
  type CouplePage,
  type CoupleSort,
  coupleListQuery,
} from '../../../shared/admin-couples.ts';
import { todayIn } from '../../../shared/dates.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { couples, users } from '../../db/schema.ts';

/**
 * Accounts that are not couples (administrators, some promoted from a couple account) and inactive
 * accounts are few: each filter is a (not) exists against one of these small, indexed sets, so the
 * planner counts from `couples` alone instead of joining every account.
 */
const notACouple = sql`not exists (select 1 from ${users} as account where account.id = ${couples.userId} and account.role <> 'couple')`;
const isInactive = sql`exists (select 1 from ${users} as account where account.id = ${couples.userId} and account.status <> 'active')`;

function filterWhere(filter: CoupleFilter, today: string): SQL | undefined {
  switch (filter) {
    case 'todos':
      return undefined;
    case 'ativos':
      return sql`not ${isInactive}`;
    case 'inativos':
      return isInactive;
    case 'proximos':
      return gte(couples.weddingDate, today);
    case 'passados':
      return lt(couples.weddingDate, today);
  }
}

const alphabetical = sql`nullif(${couples.searchNames}, '')`;

function orderBy(sort: CoupleSort): SQL[] {
  switch (sort) {
    case 'cadastro-recente':
      return [desc(couples.createdAt), desc(couples.userId)];
    case 'cadastro-antigo':
      return [asc(couples.createdAt), asc(couples.userId)];
    case 'casamento-recente':
      // Matches couples_wedding_date_desc_idx exactly (NULLS LAST on both columns).
      return [sql`${couples.weddingDate} desc nulls last, ${couples.userId} desc nulls last`];
    case 'casamento-antigo':
      return [asc(couples.weddingDate), asc(couples.userId)];
    case 'alfabetica':
      return [sql`${alphabetical} asc nulls last`, asc(couples.userId)];
  }
}

/**
 * The couples a search names: every word in the partners' names, or the text in the e-mail. Two
 * index look-ups joined by UNION, read once (at most the count's cap) and then looked up by key, so
 * neither the page nor the count scans the couples. Only couple accounts with their couples row
 * are returned, so without a filter the count is the list's length.
 */
async function searchIds(db: Db, q: string): Promise<string[] | undefined> {
  const key = searchKey(q);
  if (!key) return undefined;
  const words = key.split(' ').slice(0, 8);
  const byName = db
    .select({ id: couples.userId })
    .from(couples)
    .where(and(...words.map((w) => like(couples.searchNames, `%${escapeLike(w)}%`)), notACouple));
  const byEmail = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        like(sql`lower(${users.email})`, `%${escapeLike(key.replaceAll(' ', ''))}%`),
        eq(users.role, 'couple'),
        sql`exists (select 1 from ${couples} where ${couples.userId} = ${users.id})`,
      ),
    );
  const found = await byName.union(byEmail).limit(COUPLES_COUNT_CAP + 1);
  return found.map((r) => r.id);
}

/** From this many matches, walking the sort's index beats looking each one up. */
const MANY_IDS = 1_000;

export async function listCouples(db: Db, input: CoupleListQuery, now = new Date()): Promise<CouplePage> {
  const query = coupleListQuery.parse(input);
  const pageSize = COUPLES_PAGE_SIZE;
  const ids = await searchIds(db, query.q);
  const where = and(
    notACouple,
    filterWhere(query.filter, todayIn('America/Sao_Paulo', now)),
    // One array parameter, however many ids: a plan with thousands of constants costs more. Many
    // ids are a hashed test on the rows the sort's index walk meets (a page of a common name comes
    // after a few hundred rows); few are looked up by key.
    ids
      ? ids.length > MANY_IDS
        ? sql`coalesce(${couples.userId} = any(${sql.param(ids)}::uuid[]), false)`
        : sql`${couples.userId} = any(${sql.param(ids)}::uuid[])`
      : undefined,
  );
  const rows = db
    .select({
      id: couples.userId,
      name1: couples.name1,
      name2: couples.name2,
      email: users.email,
      status: users.status,
      weddingDate: couples.weddingDate,
      createdAt: couples.createdAt,
    })
    .from(couples)
    .innerJoin(users, eq(users.id, couples.userId))
    .where(where)
    .orderBy(...orderBy(query.sort))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  // The count stops at the cap ("mais de 10.000", as the catalogue): an exact count of every couple
  // costs a full scan, and a person needs no more.
  const matching = db
    .select({ one: sql`1` })
    .from(couples)
    .where(where)
    .limit(COUPLES_COUNT_CAP + 1)
    .as('matching');
  const counted = db.select({ n: sql<number>`count(*)::int` }).from(matching);
  // A search without a filter already knows its count: every id found is a couple to list.
  const known = ids && query.filter === 'todos' ? [{ n: ids.length }] : undefined;
  const [items, [total]] = await Promise.all([rows, known ?? counted]);
  const n = total?.n ?? 0;
  return {
    items: items.map((r) => ({
      ...r,
      status: r.status === 'active' ? 'ativo' : 'inativo',
      createdAt: r.createdAt.toISOString(),
    })),
    total: Math.min(n, COUPLES_COUNT_CAP),
    totalCapped: n > COUPLES_COUNT_CAP,
    page: query.page,
    pageSize,
  };
}
