// Every gift payment for the back office, newest first, filtered by status, method, period (São
// Paulo days) and couple (names or e-mail), paged in SQL; and one payment with its ledger entries
// and the provider's events about its charge.
import { type SQL, sql } from 'drizzle-orm';
import { coupleNames } from '../../../shared/admin-gift-lists.ts';
import {
  ADMIN_MONEY_PAGE_SIZE,
  type AdminPaymentDetails,
  type AdminPaymentPage,
  type AdminPaymentRow,
  type PaymentsQuery,
} from '../../../shared/admin-money.ts';
import { COUNT_CAP } from '../../../shared/list-query.ts';
import { countSqlUpTo } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { isoTime, type RawRow, rowsOf } from '../../db/raw-rows.ts';
import { AppError } from '../../http/errors.ts';
import { weddingSearch } from '../admin-gift-lists/gift-lists-queries.ts';

/** The start of a São Paulo day as an instant. */
export const dayStart = (d: string) => sql`(${d}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`;

async function paymentFilters(db: Db, query: PaymentsQuery): Promise<{ where: SQL; needsCouple: boolean }> {
  const parts: SQL[] = [];
  if (query.status !== 'todos') parts.push(sql`p.status = ${query.status}`);
  if (query.metodo !== 'todos') parts.push(sql`p.method = ${query.metodo}`);
  if (query.de) parts.push(sql`p.created_at >= ${dayStart(query.de)}`);
  if (query.ate) parts.push(sql`p.created_at < ${dayStart(query.ate)} + interval '1 day'`);
  const search = await weddingSearch(db, query.casal);
  if (search) parts.push(search.onWedding(sql`p.wedding_id`));
  return {
    where: parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``,
    needsCouple: search?.needsCouple ?? false,
  };
}

const coupleJoin = sql`JOIN weddings w ON w.id = p.wedding_id JOIN couples c ON c.user_id = w.couple_id
  JOIN users u ON u.id = w.couple_id`;

function toRow(r: RawRow): AdminPaymentRow {
  return {
    id: String(r.id),
    createdAt: isoTime(r.created_at) as string,
    confirmedAt: isoTime(r.confirmed_at),
    weddingId: String(r.wedding_id),
    coupleNames: coupleNames(r.name1 as string | null, r.name2 as string | null),
    contributorName: String(r.contributor_name),
    contributorEmail: (r.contributor_email as string | null) ?? null,
    itemName: String(r.item_name),
    method: r.method as AdminPaymentRow['method'],
    installments: Number(r.installments),
    grossCents: Number(r.gross_cents),
    feeCents: Number(r.fee_cents),
    netCents: Number(r.net_cents),
    feeBasisPoints: Number(r.fee_basis_points),
    status: r.status as AdminPaymentRow['status'],
  };
}

const rowColumns = sql`p.id, p.created_at, p.confirmed_at, p.wedding_id, c.name1, c.name2, p.contributor_name,
  p.contributor_email, p.item_name, p.method, p.installments, p.gross_cents, p.fee_cents, p.net_cents,
  p.fee_basis_points, p.status`;

export async function listPayments(db: Db, query: PaymentsQuery): Promise<AdminPaymentPage> {
  const pageSize = ADMIN_MONEY_PAGE_SIZE;
  const { where, needsCouple } = await paymentFilters(db, query);
  const [page, counted] = await Promise.all([
    db.execute(sql`
      SELECT ${rowColumns} FROM gift_payments p ${coupleJoin} ${where}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`),
    countSqlUpTo(db, sql`FROM gift_payments p ${needsCouple ? coupleJoin : sql``} ${where}`, COUNT_CAP),
  ]);
  return {
    items: rowsOf(page).map(toRow),
    ...counted,
    pageSize,
  };
}

export async function paymentDetails(db: Db, id: string): Promise<AdminPaymentDetails> {
  const [head] = rowsOf(
    await db.execute(sql`
      SELECT ${rowColumns}, p.provider, p.provider_charge_id, p.fee_payer, p.failure_reason, p.release_at,
             p.refunded_at
      FROM gift_payments p ${coupleJoin} WHERE p.id = ${id}::uuid`),
  );
  if (!head) throw new AppError('PAYMENT_NOT_FOUND');
  const [ledger, events] = await Promise.all([
    db.execute(sql`
      SELECT e.id, t.kind, a.code, e.amount_cents, e.available_at, e.created_at
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.gift_payment_id = ${id}::uuid
      ORDER BY t.created_at, t.id, e.amount_cents`),
    head.provider_charge_id
      ? db.execute(sql`
          SELECT id, type, event_id, received_at, processed_at, attempts, last_error, payload::text AS payload
          FROM provider_events
          WHERE provider = ${head.provider} AND charge_id = ${head.provider_charge_id}
          ORDER BY received_at, id LIMIT 100`)
      : Promise.resolve({ rows: [] }),
  ]);
  return {
    ...toRow(head),
    provider: String(head.provider),
    providerChargeId: (head.provider_charge_id as string | null) ?? null,
    feePayer: head.fee_payer as 'couple' | 'guests',
    failureReason: (head.failure_reason as string | null) ?? null,
    releaseAt: isoTime(head.release_at),
    refundedAt: isoTime(head.refunded_at),
    ledger: rowsOf(ledger).map((e) => ({
      id: String(e.id),
      kind: String(e.kind),
      account: String(e.code),
      amountCents: Number(e.amount_cents),
      availableAt: isoTime(e.available_at) as string,
      createdAt: isoTime(e.created_at) as string,
    })),
    events: rowsOf(events).map((e) => ({
      id: String(e.id),
      type: String(e.type),
      eventId: String(e.event_id),
      receivedAt: isoTime(e.received_at) as string,
      processedAt: isoTime(e.processed_at),
      attempts: Number(e.attempts),
      lastError: (e.last_error as string | null) ?? null,
      payload: String(e.payload),
    })),
  };
}
