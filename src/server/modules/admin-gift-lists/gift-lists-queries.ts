// The gift-lists overview (SPEC 2.8): every wedding's list, newest first, searched by the couple's
// names or e-mail (admin-couples/couple-search.ts), filtered by status and
// kind, one page at a time in SQL. Each row's figures are computed for that page's rows only.
import { type SQL, sql } from 'drizzle-orm';
import {
  coupleNames,
  GIFT_LISTS_PAGE_SIZE,
  type GiftListDetails,
  type GiftListKind,
  type GiftListPage,
  type GiftListStats,
  type GiftListsQuery,
} from '../../../shared/admin-gift-lists.ts';
import { COUNT_CAP } from '../../../shared/list-query.ts';
import { countSqlUpTo } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { AppError } from '../../http/errors.ts';
import { coupleSearchWhere } from '../admin-couples/couple-search.ts';
import { getSettings } from '../settings/service.ts';

/** What a list is made of, from its counts of catalogue and hand-written gifts. */
const kindSql = sql`CASE WHEN it.catalogue_items = 0 THEN 'personalizada'
  WHEN it.custom_items = 0 THEN 'lista-pronta' ELSE 'mista' END`;

const itemsLateral = sql`CROSS JOIN LATERAL (
  SELECT count(*) AS items,
         coalesce(sum(i.price_cents::bigint * i.quantity_available), 0) AS total_cents,
         count(*) FILTER (WHERE i.product_id IS NULL) AS custom_items,
         count(*) FILTER (WHERE i.product_id IS NOT NULL) AS catalogue_items
  FROM gift_list_items i WHERE i.wedding_id = w.id) it`;

/** How a search narrows weddings: by their couples' ids, or (when very many match) the predicate itself. */
export interface WeddingSearch {
  /** The condition on a wedding's couple id column (`w.couple_id`). */
  onCouple: (coupleId: SQL) => SQL;
  /** The condition on a wedding id column (`p.wedding_id`). */
  onWedding: (weddingId: SQL) => SQL;
  /** The condition reads `c` (couples) joined to the wedding. */
  needsCouple: boolean;
  /** More than 10,000 couples match. */
  capped: boolean;
}

const SEARCH_IDS_CAP = 10_000;

/**
 * The couples a search names, gathered first (one pass over the trigram indexes of couples' names
 * and e-mails, couple-search.ts), so a list or count reads only their rows by index. Searches that
 * name more than 10,000 couples keep the predicate instead: so common a word fills any page after a
 * few rows of a newest-first walk.
 */
export async function weddingSearch(
  db: Db,
  q: string,
  cap = SEARCH_IDS_CAP,
): Promise<WeddingSearch | undefined> {
  const search = coupleSearchWhere(q, { names: sql`c.search_names`, email: sql`c.search_email` });
  if (!search) return undefined;
  const found = rowsOf(
    await db.execute(sql`SELECT c.user_id AS id FROM couples c WHERE ${search} LIMIT ${cap + 1}`),
  ).map((r) => String(r.id));
  if (found.length > cap)
    return { onCouple: () => search, onWedding: () => search, needsCouple: true, capped: true };
  // One array parameter, however many ids: a plan with thousands of constants costs more.
  const ids = sql`${sql.param(found)}::uuid[]`;
  return {
    onCouple: (coupleId) => sql`${coupleId} = any(${ids})`,
    onWedding: (weddingId) =>
      sql`${weddingId} IN (SELECT sw.id FROM weddings sw WHERE sw.couple_id = any(${ids}))`,
    needsCouple: false,
    capped: false,
  };
}

/** What each kind of list is made of, as existence tests against the wedding's gifts. */
const catalogueItem = sql`EXISTS (SELECT 1 FROM gift_list_items i WHERE i.wedding_id = w.id AND i.product_id IS NOT NULL)`;
const customItem = sql`EXISTS (SELECT 1 FROM gift_list_items i WHERE i.wedding_id = w.id AND i.product_id IS NULL)`;
const kindWhere: Record<Exclude<GiftListsQuery['tipo'], 'todos'>, SQL> = {
  personalizada: sql`NOT ${catalogueItem}`,
  'lista-pronta': sql`${catalogueItem} AND NOT ${customItem}`,
  mista: sql`${catalogueItem} AND ${customItem}`,
};

async function filters(db: Db, query: GiftListsQuery): Promise<{ where: SQL; needsCouple: boolean }> {
  const parts: SQL[] = [];
  const search = await weddingSearch(db, query.q);
  if (search) parts.push(search.onCouple(sql`w.couple_id`));
  if (query.status === 'publicada') parts.push(sql`w.gift_list_published`);
  if (query.status === 'rascunho') parts.push(sql`NOT w.gift_list_published`);
  if (query.tipo !== 'todos') parts.push(kindWhere[query.tipo]);
  return {
    where: parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``,
    needsCouple: search?.needsCouple ?? false,
  };
}

export async function listGiftLists(db: Db, query: GiftListsQuery): Promise<GiftListPage> {
  const pageSize = GIFT_LISTS_PAGE_SIZE;
  const { where, needsCouple } = await filters(db, query);
  // Every wedding has its couple and account (foreign keys), so only a search that reads them joins.
  const from = needsCouple
    ? sql`FROM weddings w JOIN couples c ON c.user_id = w.couple_id JOIN users u ON u.id = w.couple_id`
    : sql`FROM weddings w`;
  // The page's 20 weddings first (the newest-first index, stopping at the page), then their
  // figures: skipped rows never compute theirs.
  const [page, counted] = await Promise.all([
    db.execute(sql`
      WITH pg AS (
        SELECT w.id ${from} ${where}
        ORDER BY w.created_at DESC, w.id DESC
        LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}
      )
      SELECT w.id, w.created_at, w.gift_list_published, c.name1, c.name2, u.email,
             it.items, it.total_cents, ${kindSql} AS kind, pay.raised_cents, bal.balance_cents
      FROM pg JOIN weddings w ON w.id = pg.id JOIN couples c ON c.user_id = w.couple_id
      JOIN users u ON u.id = w.couple_id
      ${itemsLateral}
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(p.net_cents), 0) AS raised_cents FROM gift_payments p
        WHERE p.wedding_id = w.id AND p.status = 'concluido' AND p.kind <> 'servico') pay
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(e.amount_cents), 0) AS balance_cents
        FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.code = 'couple_wallet' AND a.wedding_id = w.id) bal
      ORDER BY w.created_at DESC, w.id DESC`),
    countSqlUpTo(db, sql`${from} ${where}`, COUNT_CAP),
  ]);
  return {
    items: rowsOf(page).map((r) => ({
      weddingId: String(r.id),
      coupleNames: coupleNames(r.name1 as string | null, r.name2 as string | null),
      email: String(r.email),
      kind: r.kind as GiftListKind,
      items: Number(r.items),
      totalCents: Number(r.total_cents),
      raisedCents: Number(r.raised_cents),
      balanceCents: Number(r.balance_cents),
      published: Boolean(r.gift_list_published),
      createdAt: new Date(r.created_at as string).toISOString(),
    })),
    ...counted,
    pageSize,
  };
}

export async function giftListStats(db: Db): Promise<GiftListStats> {
  const [result, settings] = await Promise.all([
    db.execute(sql`
      SELECT
        (SELECT count(*) FROM weddings WHERE gift_list_published) AS published,
        (SELECT count(*) FROM weddings) AS lists,
        (SELECT count(*) FROM couples) AS couples,
        p.raised, p.fees, p.gross
      -- Concluded gifts are the confirmed ones not refunded or charged back: the daily money
      -- summary's confirmations minus its reversals (money-summary/money-daily.ts).
      FROM (SELECT coalesce(sum(gift_net_cents - reversed_net_cents), 0) AS raised,
                   coalesce(sum(gift_fee_cents - reversed_fee_cents), 0) AS fees,
                   coalesce(sum(gift_gross_cents - reversed_gross_cents), 0) AS gross
            FROM money_daily) p`),
    getSettings(db),
  ]);
  const r = rowsOf(result)[0] ?? {};
  const gross = Number(r.gross ?? 0);
  return {
    publishedLists: Number(r.published ?? 0),
    lists: Number(r.lists ?? 0),
    couples: Number(r.couples ?? 0),
    raisedCents: Number(r.raised ?? 0),
    averageFeeBasisPoints:
      gross > 0 ? Math.round((Number(r.fees) * 10_000) / gross) : settings.giftFeeBasisPoints,
  };
}

export async function giftListDetails(db: Db, weddingId: string): Promise<GiftListDetails> {
  const [head, transactions] = await Promise.all([
    db.execute(sql`
      SELECT w.id, c.name1, c.name2, u.email, it.items, it.total_cents,
        (SELECT coalesce(sum(net_cents), 0) FROM gift_payments
          WHERE wedding_id = w.id AND status = 'concluido' AND kind <> 'servico') AS raised,
        (SELECT count(*) FROM gift_payments
          WHERE wedding_id = w.id AND status = 'concluido' AND kind <> 'servico') AS received
      FROM weddings w JOIN couples c ON c.user_id = w.couple_id JOIN users u ON u.id = w.couple_id
      ${itemsLateral}
      WHERE w.id = ${weddingId}::uuid`),
    db.execute(sql`
      SELECT id, contributor_name, contributor_email, item_name, gross_cents, net_cents, status, created_at
      FROM gift_payments WHERE wedding_id = ${weddingId}::uuid AND kind <> 'servico'
      ORDER BY created_at DESC, id DESC LIMIT 10`),
  ]);
  const r = rowsOf(head)[0];
  if (!r) throw new AppError('WEDDING_NOT_FOUND');
  return {
    weddingId: String(r.id),
    coupleNames: coupleNames(r.name1 as string | null, r.name2 as string | null),
    email: String(r.email),
    counters: {
      items: Number(r.items),
      totalCents: Number(r.total_cents),
      raisedCents: Number(r.raised),
      giftsReceived: Number(r.received),
    },
    transactions: rowsOf(transactions).map((t) => ({
      id: String(t.id),
      contributorName: String(t.contributor_name),
      contributorEmail: (t.contributor_email as string | null) ?? null,
      itemName: String(t.item_name),
      grossCents: Number(t.gross_cents),
      netCents: Number(t.net_cents),
      status: t.status as GiftListDetails['transactions'][number]['status'],
      createdAt: new Date(t.created_at as string).toISOString(),
    })),
  };
}
