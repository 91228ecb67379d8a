// "Gerenciamento de Casais" (SPEC 2.7): search by either partner's name or the e-mail (accent- and
// case-insensitive), five filters, five sorts and a page, all in SQL. Each sort walks an index of
// `couples` and stops at the page; a search first gathers the matching ids through the trigram
// indexes of the names and of the e-mail.
import { and, asc, desc, eq, gte, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import {
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

function filterWhere(filter: CoupleFilter, today: string): SQL | undefined {
  switch (filter) {
    case 'todos':
      return undefined;
    case 'ativos':
      return eq(users.status, 'active');
    case 'inativos':
      return eq(users.status, 'inactive');
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
 * index look-ups joined by UNION, so neither side scans the other's table.
 */
function searchMatches(db: Db, q: string): SQL | undefined {
  const key = searchKey(q);
  if (!key) return undefined;
  const words = key.split(' ').slice(0, 8);
  const byName = db
    .select({ id: couples.userId })
    .from(couples)
    .where(and(...words.map((w) => like(couples.searchNames, `%${escapeLike(w)}%`))));
  const byEmail = db
    .select({ id: users.id })
    .from(users)
    .where(like(sql`lower(${users.email})`, `%${escapeLike(key.replaceAll(' ', ''))}%`));
  return inArray(couples.userId, byName.union(byEmail));
}

export async function listCouples(db: Db, input: CoupleListQuery, now = new Date()): Promise<CouplePage> {
  const query = coupleListQuery.parse(input);
  const pageSize = COUPLES_PAGE_SIZE;
  const where = and(
    eq(users.role, 'couple'),
    filterWhere(query.filter, todayIn('America/Sao_Paulo', now)),
    searchMatches(db, query.q),
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
  const counted = db
    .select({ n: sql<number>`count(*)::int` })
    .from(couples)
    .innerJoin(users, eq(users.id, couples.userId))
    .where(where);
  const [items, [total]] = await Promise.all([rows, counted]);
  return {
    items: items.map((r) => ({
      ...r,
      status: r.status === 'active' ? 'ativo' : 'inativo',
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize,
  };
}
