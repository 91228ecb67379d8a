// Withdrawals by PIX (issue 10): free, unlimited, any amount up to the available balance, always to
// the couple's active payout key (issue 18). The
// request takes the money out of the wallet at once (into "payouts in transit") under a lock on
// the couple's wallet, so concurrent requests can never together take more than is there; a job
// then asks the provider for the transfer, and the transfer's outcome settles or returns it.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { accountBalance, lockWallet, postTransaction } from '../ledger/ledger.ts';
import {
  type PaymentProvider,
  ProviderRefused,
  type TransferState,
} from '../payment-providers/payment-provider.ts';
import { payoutDestination } from './payout-keys.ts';
import { withdrawalBlockers } from './withdrawal-blockers.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface WithdrawalRequest {
  amountCents: number;
  idempotencyKey: string;
}

export async function requestWithdrawal(
  db: Db,
  weddingId: string,
  userId: string,
  providerName: string,
  request: WithdrawalRequest,
): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  const key = `withdrawal:${weddingId}:${request.idempotencyKey}`;
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, weddingId);
    const [existing] = await tx.select().from(withdrawals).where(eq(withdrawals.idempotencyKey, key));
    if (existing) return { withdrawal: existing, created: false };
    const [blocker] = await withdrawalBlockers(tx, weddingId);
    if (blocker) throw new AppError(blocker.code);
    const available = await accountBalance(tx, wallet, new Date());
    if (request.amountCents > available) throw new AppError('INSUFFICIENT_BALANCE');
    const destination = await payoutDestination(tx, weddingId, new Date());
    const [row] = await tx
      .insert(withdrawals)
      .values({
        weddingId,
        amountCents: request.amountCents,
        pixKeyType: destination.keyType,
        pixKey: destination.key,
        provider: providerName,
        idempotencyKey: key,
        requestedBy: userId,
      })
      .returning();
    if (!row) throw new Error('withdrawal not stored');
    await postTransaction(tx, {
      kind: 'withdrawal',
      idempotencyKey: `withdrawal:${row.id}:requested`,
      withdrawalId: row.id,
      lines: [
        { account: { code: 'couple_wallet', weddingId }, amountCents: -request.amountCents },
        { account: { code: 'payouts_in_transit' }, amountCents: request.amountCents },
      ],
    });
    return { withdrawal: row, created: true };
  });
}

async function lockWithdrawal(tx: Tx, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/**
 * Settles a withdrawal with its transfer's outcome: paid (the money left the provider) or failed
 * (the money goes back to the couple's available balance). Applying the same outcome twice moves
 * nothing the second time.
 */
export async function applyTransferState(
  db: Db,
  withdrawalId: string,
  state: TransferState,
  failureReason?: string,
): Promise<{ withdrawal: WithdrawalRow; changed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, withdrawalId);
    if (!row) throw new Error(`withdrawal ${withdrawalId} not found`);
    if (state === 'pending' || row.status === 'pago' || row.status === 'falhou') {
      return { withdrawal: row, changed: false };
    }
    const paid = state === 'done';
    // The money in transit has left the provider, or goes back to the couple's available balance.
    await postTransaction(tx, {
      kind: paid ? 'payout' : 'payout_failed',
      idempotencyKey: `withdrawal:${row.id}:${paid ? 'paid' : 'failed'}`,
      withdrawalId: row.id,
      lines: [
        { account: { code: 'payouts_in_transit' }, amountCents: -row.amountCents },
        {
          account: paid ? { code: 'provider_clearing' } : { code: 'couple_wallet', weddingId: row.weddingId },
          amountCents: row.amountCents,
        },
      ],
    });
    const now = new Date();
    const [updated] = await tx
      .update(withdrawals)
      .set(
        paid
          ? { status: 'pago', paidAt: now }
          : { status: 'falhou', failedAt: now, failureReason: failureReason ?? 'Transferência recusada.' },
      )
      .where(eq(withdrawals.id, row.id))
      .returning();
    return { withdrawal: updated ?? row, changed: true };
  });
}

/**
 * The payout job: asks the provider for the transfer once. The withdrawal is marked "processando"
 * before the call, so a retry after a crash never sends a second transfer; a transfer the provider
 * refuses outright fails the withdrawal and returns the money.
 */
export async function sendPayout(db: Db, provider: PaymentProvider, withdrawalId: string) {
  const claimed = await db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, withdrawalId);
    if (row?.status !== 'solicitado') return null;
    await tx.update(withdrawals).set({ status: 'processando' }).where(eq(withdrawals.id, row.id));
    return row;
  });
  if (!claimed) return null;
  try {
    const transfer = await provider.createTransfer({
      reference: claimed.id,
      amountCents: claimed.amountCents,
      pixKeyType: claimed.pixKeyType,
      pixKey: claimed.pixKey,
    });
    await db
      .update(withdrawals)
      .set({ providerTransferId: transfer.id })
      .where(eq(withdrawals.id, claimed.id));
    if (transfer.state !== 'pending') {
      return applyTransferState(db, claimed.id, transfer.state, transfer.failureReason);
    }
    return { withdrawal: { ...claimed, status: 'processando' as const }, changed: true };
  } catch (err) {
    if (err instanceof ProviderRefused) return applyTransferState(db, claimed.id, 'failed', err.message);
    // Unknown whether the transfer exists: it stays "processando" for reconciliation and support.
    throw err;
  }
}
