// What keeps a couple from withdrawing even with money in the wallet (issue 18, section 3): a
// debt (a refund or chargeback after the money was withdrawn left the wallet negative) and a
// review hold (a large card-funded balance of a wedding with no history yet). ADR 013.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Settings } from '../../../shared/settings.ts';
import type { Tx } from '../../db/client.ts';
import {
  giftPayments,
  ledgerAccounts,
  ledgerEntries,
  payoutReviewReleases,
  withdrawals,
} from '../../db/schema.ts';
import { giftsOnly } from '../payments/gifts-only.ts';
import { getSettings } from '../settings/service.ts';

export type WithdrawalBlocker =
  /** The available balance is negative: the couple owes this much (a receivable). */
  | { code: 'WALLET_IN_DEBT'; debtCents: number }
  /** Card-funded money of a wedding with no paid withdrawal yet, waiting for an admin. */
  | { code: 'WITHDRAWAL_UNDER_REVIEW'; cardCents: number };

/** The couple's available balance (entries available by `now`); negative when they owe money. */
export async function availableBalance(tx: Tx, weddingId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.code, 'couple_wallet'),
        eq(ledgerAccounts.weddingId, weddingId),
        lte(ledgerEntries.availableAt, now),
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * Card money confirmed in the last `cardReviewDays` that is held for review, or 0. "No prior
 * history" is simple on purpose: the wedding never had a withdrawal paid, and no admin released it.
 */
export async function cardMoneyUnderReview(
  tx: Tx,
  weddingId: string,
  settings: Pick<Settings, 'cardReviewThresholdCents' | 'cardReviewDays'>,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - settings.cardReviewDays * 86_400_000);
  const [row] = await tx
    .select({
      cardCents: sql<string>`coalesce(sum(${giftPayments.netCents}), 0)`,
      released: sql<boolean>`exists (select 1 from ${payoutReviewReleases} where ${payoutReviewReleases.weddingId} = ${weddingId})`,
      paidBefore: sql<boolean>`exists (select 1 from ${withdrawals} where ${withdrawals.weddingId} = ${weddingId} and ${withdrawals.status} = 'pago')`,
    })
    .from(giftPayments)
    .where(
      and(
        eq(giftPayments.weddingId, weddingId),
        giftsOnly,
        eq(giftPayments.method, 'card'),
        eq(giftPayments.status, 'concluido'),
        gte(giftPayments.confirmedAt, since),
      ),
    );
  const cardCents = Number(row?.cardCents ?? 0);
  if (!row || row.released || row.paidBefore || cardCents <= settings.cardReviewThresholdCents) return 0;
  return cardCents;
}

/** Every reason a withdrawal is refused now, the most pressing first (empty: it may go ahead). */
export async function withdrawalBlockers(
  tx: Tx,
  weddingId: string,
  now = new Date(),
): Promise<WithdrawalBlocker[]> {
  const settings = await getSettings(tx);
  const available = await availableBalance(tx, weddingId, now);
  const cardCents = await cardMoneyUnderReview(tx, weddingId, settings, now);
  const blockers: WithdrawalBlocker[] = [];
  if (available < 0) blockers.push({ code: 'WALLET_IN_DEBT', debtCents: -available });
  if (cardCents > 0) blockers.push({ code: 'WITHDRAWAL_UNDER_REVIEW', cardCents });
  return blockers;
}
