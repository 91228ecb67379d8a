// The couple's money as the ledger says: every figure is a sum of the wallet's entries, so each
// one can be traced to the transactions behind it.
import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { StatementEntry, WalletView, WithdrawalView } from '../../../shared/payments/wallet.ts';
import type { Db } from '../../db/client.ts';
import {
  giftPayments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  withdrawals,
} from '../../db/schema.ts';
import { walletEntries } from '../ledger/wallet-entries.ts';
import { payoutKeyView } from './payout-keys.ts';
import { withdrawalBlockers } from './withdrawal-blockers.ts';

const receivedKinds = ['gift_payment', 'refund', 'chargeback'] as const;

async function walletAccount(db: Db, weddingId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.code, 'couple_wallet'), eq(ledgerAccounts.weddingId, weddingId)));
  return row?.id ?? null;
}

const sumOf = sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`;

export async function walletSummary(
  db: Db,
  weddingId: string,
  payoutMaxHours: number,
  now = new Date(),
): Promise<WalletView> {
  const payoutKey = await payoutKeyView(db, weddingId, now);
  const account = await walletAccount(db, weddingId);
  if (!account) {
    return {
      totalReceivedCents: 0,
      pendingCents: 0,
      availableCents: 0,
      releases: [],
      payoutKey,
      payoutMaxHours,
      debtCents: 0,
      underReviewCents: 0,
    };
  }
  const [[received], [available], [pending], releases, blockers] = await Promise.all([
    db
      .select({ sum: sumOf })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.accountId, account), inArray(ledgerTransactions.kind, [...receivedKinds]))),
    db
      .select({ sum: sumOf })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account), lte(ledgerEntries.availableAt, now))),
    db
      .select({ sum: sumOf })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account), gt(ledgerEntries.availableAt, now))),
    db
      .select({ releaseAt: ledgerEntries.availableAt, sum: sumOf })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account), gt(ledgerEntries.availableAt, now)))
      .groupBy(ledgerEntries.availableAt)
      .orderBy(ledgerEntries.availableAt),
    withdrawalBlockers(db, weddingId, now),
  ]);
  return {
    totalReceivedCents: Number(received?.sum ?? 0),
    availableCents: Number(available?.sum ?? 0),
    pendingCents: Number(pending?.sum ?? 0),
    releases: releases
      .map((r) => ({ releaseAt: r.releaseAt.toISOString(), amountCents: Number(r.sum) }))
      .filter((r) => r.amountCents !== 0),
    payoutKey,
    payoutMaxHours,
    debtCents: blockers.find((b) => b.code === 'WALLET_IN_DEBT')?.debtCents ?? 0,
    underReviewCents: blockers.find((b) => b.code === 'WITHDRAWAL_UNDER_REVIEW')?.cardCents ?? 0,
  };
}

const kindWords: Record<StatementEntry['kind'], string> = {
  gift_payment: 'Presente recebido',
  refund: 'Estorno',
  chargeback: 'Contestação do cartão',
  withdrawal: 'Saque por PIX',
  payout_failed: 'Saque devolvido',
};

/** Every movement of the wallet, newest first, a page at a time. */
export async function walletStatement(
  db: Db,
  weddingId: string,
  page: { limit: number; offset: number },
): Promise<{ entries: StatementEntry[]; total: number }> {
  const ofWedding = eq(ledgerAccounts.weddingId, weddingId);
  const [rows, [counted]] = await Promise.all([
    walletEntries(
      db
        .select({
          id: ledgerEntries.id,
          kind: ledgerTransactions.kind,
          amountCents: ledgerEntries.amountCents,
          createdAt: ledgerEntries.createdAt,
          availableAt: ledgerEntries.availableAt,
          itemName: giftPayments.itemName,
          contributor: giftPayments.contributorName,
        })
        .from(ledgerEntries)
        .$dynamic(),
    )
      .leftJoin(giftPayments, eq(giftPayments.id, ledgerTransactions.giftPaymentId))
      .where(ofWedding)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    walletEntries(db.select({ n: count() }).from(ledgerEntries).$dynamic()).where(ofWedding),
  ]);
  return {
    total: counted?.n ?? 0,
    entries: rows.map((r) => {
      // A couple's wallet never carries their purchases (extra_*: platform_extras and the provider).
      const kind = r.kind === 'payout' ? 'withdrawal' : (r.kind as Exclude<typeof r.kind, `extra_${string}`>);
      const about = r.itemName ? `: ${r.itemName}${r.contributor ? `, de ${r.contributor}` : ''}` : '';
      return {
        id: r.id,
        kind,
        description: `${kindWords[kind]}${about}`,
        amountCents: r.amountCents,
        createdAt: r.createdAt.toISOString(),
        availableAt: r.availableAt.toISOString(),
      };
    }),
  };
}

export function toWithdrawalView(w: typeof withdrawals.$inferSelect): WithdrawalView {
  return {
    id: w.id,
    amountCents: w.amountCents,
    pixKeyType: w.pixKeyType,
    pixKey: w.pixKey,
    status: w.status,
    failureReason: w.failureReason,
    createdAt: w.createdAt.toISOString(),
    paidAt: w.paidAt?.toISOString() ?? null,
  };
}

export async function withdrawalHistory(db: Db, weddingId: string, limit = 50): Promise<WithdrawalView[]> {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.weddingId, weddingId))
    .orderBy(desc(withdrawals.createdAt))
    .limit(limit);
  return rows.map(toWithdrawalView);
}
