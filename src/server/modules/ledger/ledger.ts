// The double-entry ledger (DESIGN.md section 4). Every movement of money is one transaction whose
// entries sum to zero, written once under an idempotency key: posting the same fact again (a
// repeated webhook, a retried job) finds the key taken and moves nothing. Entries are never
// updated or deleted (database triggers refuse it); balances are sums of entries.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type LedgerAccountCode,
  ledgerAccounts,
  ledgerEntries,
  type ledgerTransactionKinds,
  ledgerTransactions,
} from '../../db/schema.ts';
import { recordWalletEntries } from '../money-summary/money-daily.ts';

export type AccountRef =
  | { code: 'couple_wallet'; weddingId: string }
  | { code: Exclude<LedgerAccountCode, 'couple_wallet'> };

export interface LedgerLine {
  account: AccountRef;
  amountCents: number;
  /** When the entry counts as available; now when left out. */
  availableAt?: Date;
}

export interface LedgerPosting {
  kind: (typeof ledgerTransactionKinds)[number];
  idempotencyKey: string;
  giftPaymentId?: string;
  withdrawalId?: string;
  lines: LedgerLine[];
  /** When the fact happened (the rows' created_at); now when left out. */
  at?: Date;
}

export class UnbalancedTransaction extends Error {}

/** The account's id, creating it on first use (concurrent first uses agree on one row). */
export async function accountId(tx: Tx, ref: AccountRef): Promise<string> {
  const weddingId = ref.code === 'couple_wallet' ? ref.weddingId : null;
  const where = and(
    eq(ledgerAccounts.code, ref.code),
    weddingId ? eq(ledgerAccounts.weddingId, weddingId) : isNull(ledgerAccounts.weddingId),
  );
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await tx.insert(ledgerAccounts).values({ code: ref.code, weddingId }).onConflictDoNothing();
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!row) throw new Error(`ledger account ${ref.code} could not be created`);
  return row.id;
}

/**
 * Writes a balanced transaction once. Returns whether it was written now (false: the key was
 * already posted, and nothing moved).
 */
export async function postTransaction(tx: Tx, posting: LedgerPosting): Promise<boolean> {
  const { lines } = posting;
  if (lines.length < 2) throw new UnbalancedTransaction('a transaction needs two entries or more');
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0)
      throw new UnbalancedTransaction(`entries are whole, non-zero centavos: ${line.amountCents}`);
  }
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (total !== 0) throw new UnbalancedTransaction(`entries sum to ${total}, not zero`);

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      idempotencyKey: posting.idempotencyKey,
      giftPaymentId: posting.giftPaymentId ?? null,
      withdrawalId: posting.withdrawalId ?? null,
      ...(posting.at ? { createdAt: posting.at } : {}),
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) return false;

  const now = posting.at ?? new Date();
  const values = [];
  const wallets = new Map<string, { amountCents: number; createdAt: Date; availableAt: Date }[]>();
  for (const line of lines) {
    const entry = {
      transactionId: created.id,
      accountId: await accountId(tx, line.account),
      amountCents: line.amountCents,
      availableAt: line.availableAt ?? now,
      createdAt: now,
    };
    values.push(entry);
    if (line.account.code === 'couple_wallet') {
      const list = wallets.get(line.account.weddingId) ?? [];
      list.push(entry);
      wallets.set(line.account.weddingId, list);
    }
  }
  await tx.insert(ledgerEntries).values(values);
  // The back office's daily totals move in the same transaction (money-summary/money-daily.ts).
  for (const [weddingId, entries] of wallets) await recordWalletEntries(tx, weddingId, entries);
  return true;
}

/**
 * Locks a couple's wallet for the rest of the transaction, so two withdrawals (or a withdrawal
 * and a refund) read and change its balance one after the other, never both at once.
 */
export async function lockWallet(tx: Tx, weddingId: string): Promise<string> {
  const id = await accountId(tx, { code: 'couple_wallet', weddingId });
  await tx.execute(sql`select id from ${ledgerAccounts} where ${ledgerAccounts.id} = ${id} for update`);
  return id;
}

/** Sum of an account's entries, optionally only those available by `at`. */
export async function accountBalance(tx: Tx, accountIdValue: string, at?: Date): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      at
        ? and(eq(ledgerEntries.accountId, accountIdValue), sql`${ledgerEntries.availableAt} <= ${at}`)
        : eq(ledgerEntries.accountId, accountIdValue),
    );
  return Number(row?.sum ?? 0);
}
