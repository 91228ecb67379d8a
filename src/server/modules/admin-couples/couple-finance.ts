// "Financeiro" of a couple's page (SPEC 2.7): the ledger's balances (the sums "Minha Carteira"
// shows), the payout PIX key, who pays the fee, the guests' payments a page at a time and the
// withdrawals.
import { and, count, desc, eq } from 'drizzle-orm';
import { COUPLE_TRANSACTIONS_PAGE, type CoupleFinance } from '../../../shared/admin-couple-detail.ts';
import type { Db } from '../../db/client.ts';
import { giftPayments, withdrawals } from '../../db/schema.ts';
import { giftsOnly } from '../payments/gifts-only.ts';
import { walletSummary } from '../wallet/wallet-queries.ts';
import { findCouple } from './couple-overview.ts';

export async function coupleFinance(db: Db, id: string, page: number): Promise<CoupleFinance> {
  const { wedding } = await findCouple(db, id);
  const pageSize = COUPLE_TRANSACTIONS_PAGE;
  if (!wedding) {
    return {
      totalReceivedCents: 0,
      pendingCents: 0,
      availableCents: 0,
      payoutPixKey: null,
      feePayer: null,
      transactions: [],
      transactionsTotal: 0,
      page,
      pageSize,
      withdrawals: [],
    };
  }
  const [wallet, rows, [counted], outs] = await Promise.all([
    walletSummary(db, wedding.id, 0),
    db
      .select({
        id: giftPayments.id,
        itemName: giftPayments.itemName,
        contributorName: giftPayments.contributorName,
        contributorEmail: giftPayments.contributorEmail,
        method: giftPayments.method,
        grossCents: giftPayments.grossCents,
        feeCents: giftPayments.feeCents,
        netCents: giftPayments.netCents,
        status: giftPayments.status,
        createdAt: giftPayments.createdAt,
      })
      .from(giftPayments)
      .where(and(eq(giftPayments.weddingId, wedding.id), giftsOnly))
      .orderBy(desc(giftPayments.createdAt), desc(giftPayments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(giftPayments)
      .where(and(eq(giftPayments.weddingId, wedding.id), giftsOnly)),
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.weddingId, wedding.id))
      .orderBy(desc(withdrawals.createdAt))
      .limit(50),
  ]);
  return {
    totalReceivedCents: wallet.totalReceivedCents,
    pendingCents: wallet.pendingCents,
    availableCents: wallet.availableCents,
    payoutPixKey: wallet.payoutKey.active,
    feePayer: wedding.feePayer,
    transactions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    transactionsTotal: counted?.n ?? 0,
    page,
    pageSize,
    withdrawals: outs.map((w) => ({
      id: w.id,
      amountCents: w.amountCents,
      pixKeyType: w.pixKeyType,
      pixKey: w.pixKey,
      status: w.status,
      createdAt: w.createdAt.toISOString(),
    })),
  };
}
