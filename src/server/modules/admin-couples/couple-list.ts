// "Gerenciamento de Casais" (SPEC 2.7): search by either partner's name or the e-mail (accent- and
// case-insensitive), five filters (none lists a sign-up abandoned before the password; a sixth does), five sorts and a page, all in SQL. Each sort walks an index of
// `couples` and stops at the page; a search reads the trigram indexes of the names and the e-mail
// (couple-search.ts).
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  COUPLES_PAGE_SIZE,
  type CoupleFilter,
  type CoupleListQuery,
  type CouplePage,
  type CoupleSort,
  coupleListQuery,
} from '../../../shared/admin-couples.ts';
import { todayIn } from '../../../shared/dates.ts';
import { COUNT_CAP } from '../../../shared/list-query.ts';
import { countUpTo } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { couples, users } from '../../db/schema.ts';
import { coupleSearchWhere } from './couple-search.ts';
import { unfinishedSignUp } from './unfinished-sign-up.ts';

/**
 * Accounts that are not couples (administrators, some promoted from a couple account) and inactive
 * accounts are few: each filter is a (not) exists against one of these small, indexed sets, so the
 * planner counts from `couples` alone instead of joining every account.
 */
const notACouple = sql`not exists (select 1 from ${users} as account where account.id = ${couples.userId} and account.role <> 'couple')`;
const isInactive = sql`exists (select 1 from ${users} as account where account.id = ${couples.userId} and account.status <> 'active')`;

const unfinished = unfinishedSignUp(sql`${couples}`);

function filterWhere(filter: CoupleFilter, today: string): SQL | undefined {
  switch (filter) {
    case 'todos':
      return sql`not ${unfinished}`;
    case 'ativos':
      return and(sql`not ${unfinished}`, sql`not ${isInactive}`);
    case 'inativos':
      return and(sql`not ${unfinished}`, isInactive);
    case 'proximos':
      return and(sql`not ${unfinished}`, gte(couples.weddingDate, today));
    case 'passados':
      return and(sql`not ${unfinished}`, lt(couples.weddingDate, today));
    case 'incompletos':
      return unfinished;
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

export async function listCouples(db: Db, input: CoupleListQuery, now = new Date()): Promise<CouplePage> {
  const query = coupleListQuery.parse(input);
  const pageSize = COUPLES_PAGE_SIZE;
  const where = and(
    notACouple,
    filterWhere(query.filter, todayIn('America/Sao_Paulo', now)),
    coupleSearchWhere(query.q, { names: couples.searchNames, email: couples.searchEmail }),
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
  const matching = db.select({ one: sql`1` }).from(couples).where(where);
  const [items, counted] = await Promise.all([rows, countUpTo(db, matching, COUNT_CAP)]);
  return {
    items: items.map((r) => ({
      ...r,
      status: r.status === 'active' ? 'ativo' : 'inativo',
      createdAt: r.createdAt.toISOString(),
    })),
    ...counted,
    page: query.page,
    pageSize,
  };
}
