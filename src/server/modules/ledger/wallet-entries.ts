// The entries of couples' wallets, each with the transaction it belongs to: what the couple's
// statement lists and what their data export carries.
import { and, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';

/**
 * A select from `ledger_entries` (`.$dynamic()`) narrowed to couples' wallets, with each entry's
 * account and transaction joined; filter by `ledgerAccounts.weddingId` for one couple's.
 */
export function walletEntries<T extends PgSelect>(query: T) {
  return query
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.code, 'couple_wallet')),
    )
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));
}
