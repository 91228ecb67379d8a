// Withdrawals for the back office: every one with its state, and a retry for a failed one. A failed
// transfer already gave the money back to the couple's available balance, so a retry is a new
// withdrawal of the same amount to the same key, taken from that balance under the wallet's lock
// (never an overdraft), keyed by the failed one: retrying twice sends one transfer.
import { eq, type SQL, sql } from 'drizzle-orm';
import { coupleNames } from '../../../shared/admin-gift-lists.ts';
import {
  ADMIN_MONEY_PAGE_SIZE,
  type AdminWithdrawalPage,
  type AdminWithdrawalRow,
  adminMoneyMessages,
  type WithdrawalsQuery,
} from '../../../shared/admin-money.ts';
import { COUNT_CAP } from '../../../shared/list-query.ts';
import { countSqlUpTo } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { isoTime, rowsOf } from '../../db/raw-rows.ts';
import { withdrawals } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { requestWithdrawal } from '../wallet/withdrawals.ts';

/** The idempotency key (within the wedding) of an admin's retry of a failed withdrawal. */
export const retryKey = (withdrawalId: string) => `retry:${withdrawalId}`;

/** The stored key of the retry of withdrawal `w`: `retryKey` as requestWithdrawal prefixes it. */
const retryKeyOfW = sql`'withdrawal:' || w.wedding_id || ':retry:' || w.id`;

/** `w` failed and no retry of it exists. */
export const failedNotRetried = sql`w.status = 'falhou' AND NOT EXISTS (
  SELECT 1 FROM withdrawals r WHERE r.wedding_id = w.wedding_id AND r.idempotency_key = ${retryKeyOfW})`;

function filterOf(status: WithdrawalsQuery['status']): SQL {
  if (status === 'todos') return sql``;
  if (status === 'falhou-sem-nova-tentativa') return sql`WHERE ${failedNotRetried}`;
  return sql`WHERE w.status = ${status}`;
}

export async function listWithdrawals(db: Db, query: WithdrawalsQuery): Promise<AdminWithdrawalPage> {
  const pageSize = ADMIN_MONEY_PAGE_SIZE;
  const where = filterOf(query.status);
  const [page, counted] = await Promise.all([
    db.execute(sql`
      SELECT w.id, w.wedding_id, c.name1, c.name2, w.amount_cents, w.pix_key_type, w.pix_key, w.status,
             w.failure_reason, w.created_at, w.paid_at, w.failed_at, r.id AS retry_id
      FROM withdrawals w
      JOIN weddings wd ON wd.id = w.wedding_id JOIN couples c ON c.user_id = wd.couple_id
      LEFT JOIN withdrawals r ON r.idempotency_key = ${retryKeyOfW}
      ${where}
      ORDER BY w.created_at DESC, w.id DESC
      LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`),
    countSqlUpTo(db, sql`FROM withdrawals w ${where}`, COUNT_CAP),
  ]);
  return {
    items: rowsOf(page).map(
      (r): AdminWithdrawalRow => ({
        id: String(r.id),
        weddingId: String(r.wedding_id),
        coupleNames: coupleNames(r.name1 as string | null, r.name2 as string | null),
        amountCents: Number(r.amount_cents),
        pixKeyType: r.pix_key_type as AdminWithdrawalRow['pixKeyType'],
        pixKey: String(r.pix_key),
        status: r.status as AdminWithdrawalRow['status'],
        failureReason: (r.failure_reason as string | null) ?? null,
        createdAt: isoTime(r.created_at) as string,
        paidAt: isoTime(r.paid_at),
        failedAt: isoTime(r.failed_at),
        retryId: (r.retry_id as string | null) ?? null,
      }),
    ),
    ...counted,
    pageSize,
  };
}

export async function retryWithdrawal(
  db: Db,
  providerName: string,
  actor: AuditActor,
  withdrawalId: string,
): Promise<{ id: string; created: boolean }> {
  const [failed] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  if (!failed) throw new AppError('NOT_FOUND', 'Saque não encontrado.');
  if (failed.status !== 'falhou') throw new AppError('VALIDATION', adminMoneyMessages.retryOnlyFailed);
  const { withdrawal, created } = await requestWithdrawal(db, failed.weddingId, actor.userId, providerName, {
    amountCents: failed.amountCents,
    idempotencyKey: retryKey(failed.id),
  });
  if (created) {
    await recordAudit(db, actor, {
      action: 'withdrawal.retry',
      targetType: 'withdrawal',
      targetId: failed.id,
      before: { status: failed.status, failureReason: failed.failureReason },
      after: {
        retryWithdrawalId: withdrawal.id,
        status: withdrawal.status,
        amountCents: withdrawal.amountCents,
      },
    });
  }
  return { id: withdrawal.id, created };
}
