// The guest list as the couple reads it: households with their members, searched without accents
// over household and member names, filtered by state, side, tag and age group, a page at a time,
// with the whole list's counts.
import {
  and,
  asc,
  count,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type {
  GuestListCounts,
  GuestListPage,
  GuestListQuery,
  HouseholdItem,
} from '../../../shared/guest-household.ts';
import { type InviteState, inviteState } from '../../../shared/guest-list.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { householdMembers, invitedHouseholds } from '../../db/schema.ts';
import { invitationColumns } from './invitation-columns.ts';

export const GUEST_LIST_PAGE_SIZE = 50;

const h = invitedHouseholds;
const m = householdMembers;

/** The SQL of `inviteState` (shared/guest-list.ts): the latest step a household reached. */
export function stateCondition(state: InviteState): SQL | undefined {
  switch (state) {
    case 'respondido':
      return isNotNull(h.answeredAt);
    case 'aberto':
      return and(isNull(h.answeredAt), isNotNull(h.firstOpenedAt));
    case 'enviado':
      return and(isNull(h.answeredAt), isNull(h.firstOpenedAt), isNotNull(h.sentAt));
    case 'nao-enviado':
      return and(isNull(h.answeredAt), isNull(h.firstOpenedAt), isNull(h.sentAt));
  }
}

const memberOf = (db: Tx, ...conditions: (SQL | undefined)[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(m)
      .where(and(eq(m.householdId, h.id), ...conditions)),
  );

function listFilter(db: Tx, weddingId: string, query: GuestListQuery): SQL | undefined {
  const words = searchKey(query.q).split(' ').filter(Boolean);
  return and(
    eq(h.weddingId, weddingId),
    ...words.map((w) => {
      const pattern = `%${escapeLike(w)}%`;
      return or(like(h.nameKey, pattern), memberOf(db, like(m.nameKey, pattern)));
    }),
    query.state === 'todos' ? undefined : stateCondition(query.state),
    query.side === 'todos' ? undefined : eq(h.side, query.side),
    query.tag ? sql`${h.tags} @> array[${query.tag}]::text[]` : undefined,
    query.ageGroup === 'todos' ? undefined : memberOf(db, eq(m.ageGroup, query.ageGroup)),
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** These households of the wedding with their members, in the list's order. */
export async function loadHouseholds(db: Tx, weddingId: string, ids: string[]): Promise<HouseholdItem[]> {
  if (ids.length === 0) return [];
  const [rows, members] = await Promise.all([
    db
      .select({
        id: h.id,
        name: h.name,
        side: h.side,
        tags: h.tags,
        notes: h.notes,
        maxCompanions: h.maxCompanions,
        ...invitationColumns,
        answeredBy: h.answeredBy,
      })
      .from(h)
      .where(and(eq(h.weddingId, weddingId), inArray(h.id, ids)))
      .orderBy(asc(h.nameKey), asc(h.id)),
    db
      .select({
        id: m.id,
        householdId: m.householdId,
        name: m.name,
        ageGroup: m.ageGroup,
        phone: m.phone,
        email: m.email,
      })
      .from(m)
      .where(and(eq(m.weddingId, weddingId), inArray(m.householdId, ids)))
      .orderBy(asc(m.position), asc(m.createdAt)),
  ]);
  return rows.map((r) => ({
    ...r,
    state: inviteState(r),
    sentAt: iso(r.sentAt),
    firstOpenedAt: iso(r.firstOpenedAt),
    lastOpenedAt: iso(r.lastOpenedAt),
    answeredAt: iso(r.answeredAt),
    members: members.filter((p) => p.householdId === r.id).map(({ householdId: _, ...member }) => member),
  }));
}

async function listCounts(db: Tx, weddingId: string): Promise<GuestListCounts> {
  const n = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})::int`;
  const [[households], [people]] = await Promise.all([
    db
      .select({
        households: count(),
        'nao-enviado': n(stateCondition('nao-enviado')),
        enviado: n(stateCondition('enviado')),
        aberto: n(stateCondition('aberto')),
        respondido: n(stateCondition('respondido')),
      })
      .from(h)
      .where(eq(h.weddingId, weddingId)),
    db
      .select({
        people: count(),
        adults: n(eq(m.ageGroup, 'adulto')),
        children: n(eq(m.ageGroup, 'crianca')),
        babies: n(eq(m.ageGroup, 'bebe')),
      })
      .from(m)
      .where(eq(m.weddingId, weddingId)),
  ]);
  return {
    households: households?.households ?? 0,
    people: people?.people ?? 0,
    adults: people?.adults ?? 0,
    children: people?.children ?? 0,
    babies: people?.babies ?? 0,
    byState: {
      'nao-enviado': households?.['nao-enviado'] ?? 0,
      enviado: households?.enviado ?? 0,
      aberto: households?.aberto ?? 0,
      respondido: households?.respondido ?? 0,
    },
  };
}

export async function listGuestList(
  db: Tx,
  weddingId: string,
  query: GuestListQuery,
): Promise<GuestListPage> {
  const where = listFilter(db, weddingId, query);
  const [page, [filtered], counts, tags] = await Promise.all([
    db
      .select({ id: h.id })
      .from(h)
      .where(where)
      .orderBy(asc(h.nameKey), asc(h.id))
      .limit(GUEST_LIST_PAGE_SIZE)
      .offset((query.page - 1) * GUEST_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(h).where(where),
    listCounts(db, weddingId),
    db
      .selectDistinct({ tag: sql<string>`unnest(${h.tags})` })
      .from(h)
      .where(eq(h.weddingId, weddingId))
      .orderBy(sql`1`)
      .limit(200),
  ]);
  return {
    items: await loadHouseholds(
      db,
      weddingId,
      page.map((r) => r.id),
    ),
    total: filtered?.n ?? 0,
    page: query.page,
    pageSize: GUEST_LIST_PAGE_SIZE,
    counts,
    tags: tags.map((t) => t.tag),
  };
}
