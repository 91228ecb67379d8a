// The back office's blocked wallets: those in debt (negative available balance) and those whose
// card money is held for review, with the audited "Liberar" that ends a review (ADR 013).
import { eq, sql } from 'drizzle-orm';
import { type WalletHolds, walletHoldsMessages } from '../../../shared/admin-wallet-holds.ts';
import type { Db } from '../../db/client.ts';
import { type RawRow, rowsOf } from '../../db/raw-rows.ts';
import { payoutReviewReleases, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { getSettings } from '../settings/service.ts';
import { cardMoneyUnderReview } from '../wallet/withdrawal-blockers.ts';

const LIST_LIMIT = 200;

const names = (r: RawRow) => [r.name1, r.name2].filter(Boolean).join(' & ');

export async function walletHolds(db: Db, now = new Date()): Promise<WalletHolds> {
  const settings = await getSettings(db);
  const since = new Date(now.getTime() - settings.cardReviewDays * 86_400_000);
  const debts = await db.execute(sql`
    select a.wedding_id, w.slug, c.name1, c.name2, -sum(e.amount_cents) as debt
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id and e.available_at <= ${now}
    join weddings w on w.id = a.wedding_id
    left join couples c on c.user_id = w.couple_id
    where a.code = 'couple_wallet'
    group by a.wedding_id, w.slug, c.name1, c.name2
    having sum(e.amount_cents) < 0
    order by debt desc
    limit ${LIST_LIMIT}`);
  // The same rule as withdrawal-blockers.ts, for every wedding at once.
  const held = await db.execute(sql`
    select p.wedding_id, w.slug, c.name1, c.name2, sum(p.net_cents) as card, min(p.confirmed_at) as first_at
    from gift_payments p
    join weddings w on w.id = p.wedding_id
    left join couples c on c.user_id = w.couple_id
    where p.method = 'card' and p.status = 'concluido' and p.confirmed_at >= ${since}
      and not exists (select 1 from payout_review_releases r where r.wedding_id = p.wedding_id)
      and not exists (select 1 from withdrawals x where x.wedding_id = p.wedding_id and x.status = 'pago')
    group by p.wedding_id, w.slug, c.name1, c.name2
    having sum(p.net_cents) > ${settings.cardReviewThresholdCents}
    order by first_at
    limit ${LIST_LIMIT}`);
  return {
    inDebt: rowsOf(debts).map((r) => ({
      weddingId: r.wedding_id as string,
      slug: (r.slug as string | null) ?? null,
      coupleNames: names(r),
      debtCents: Number(r.debt),
    })),
    underReview: rowsOf(held).map((r) => ({
      weddingId: r.wedding_id as string,
      slug: (r.slug as string | null) ?? null,
      coupleNames: names(r),
      cardCents: Number(r.card),
      firstCardAt: new Date(r.first_at as string).toISOString(),
    })),
  };
}

/** "Liberar": the wedding's card money may be withdrawn from now on (once; audited). */
export async function releaseReview(db: Db, actor: AuditActor, weddingId: string): Promise<void> {
  const settings = await getSettings(db);
  await db.transaction(async (tx) => {
    const [wedding] = await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId));
    if (!wedding) throw new AppError('WEDDING_NOT_FOUND');
    const cardCents = await cardMoneyUnderReview(tx, weddingId, settings, new Date());
    if (cardCents === 0) throw new AppError('VALIDATION', walletHoldsMessages.notUnderReview);
    const [released] = await tx
      .insert(payoutReviewReleases)
      .values({ weddingId, releasedBy: actor.userId, reviewedCents: cardCents })
      .onConflictDoNothing()
      .returning();
    if (!released) return;
    await recordAudit(tx, actor, {
      action: 'wallet.release_review',
      targetType: 'wedding',
      targetId: weddingId,
      before: { underReviewCents: cardCents },
      after: { releasedAt: released.releasedAt.toISOString() },
    });
  });
}
