// Shared steps of the money specs: a couple whose site and gift list are published, and gifts
// confirmed in the past (the test moves the clock by confirming them ten days ago).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { giftListItems, giftPayments, weddings } from '../../../src/server/db/schema.ts';
import { createActivePayoutKey } from '../../../src/server/db/seed/factories.ts';
import { mainListId } from '../../../src/server/modules/gift-list/gift-list-service.ts';
import { applyChargeState } from '../../../src/server/modules/payments/apply-charge-state.ts';
import { createPanelCouple } from '../panel/panel-helpers.ts';

export async function coupleWithGifts(db: Db, feePayer: 'couple' | 'guests' = 'couple') {
  const couple = await createPanelCouple(db, { sitePublished: true });
  await db
    .update(weddings)
    .set({ giftListPublished: true, feePayer })
    .where(eq(weddings.id, couple.wedding.id));
  const [gift] = await db
    .insert(giftListItems)
    .values({
      weddingId: couple.wedding.id,
      listId: await mainListId(db, couple.wedding),
      name: 'Jantar romântico',
      priceCents: 10_000,
    })
    .returning();
  if (!gift) throw new Error('gift not created');
  return { ...couple, gift };
}

/**
 * A gift paid by PIX and confirmed `daysAgo` days ago, straight through the payments service (or,
 * with `state`, a charge the bank declined or let expire then).
 */
export async function confirmedGift(
  db: Db,
  couple: Awaited<ReturnType<typeof coupleWithGifts>>,
  daysAgo: number,
  guest: { name: string; email: string; message?: string } = {
    name: 'Tia Cida',
    email: 'tia.cida@exemplo.com',
  },
  state: 'paid' | 'declined' | 'expired' = 'paid',
) {
  const [payment] = await db
    .insert(giftPayments)
    .values({
      weddingId: couple.wedding.id,
      giftListItemId: couple.gift.id,
      itemName: couple.gift.name,
      contributorName: guest.name,
      contributorEmail: guest.email,
      message: guest.message ?? null,
      giftCents: 10_000,
      grossCents: 10_000,
      feeCents: 389,
      netCents: 9_611,
      feeBasisPoints: 389,
      feePayer: 'couple',
      method: 'pix',
      provider: 'sandbox',
      publicToken: crypto.randomUUID(),
      idempotencyKey: crypto.randomUUID(),
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  await applyChargeState(db, payment.id, state, {
    releaseDays: 3,
    at: new Date(Date.now() - daysAgo * 86_400_000),
  });
  return payment;
}

/** The couple's holder and an active payout key (as after the 24-hour hold). */
export function activePayoutKey(db: Db, couple: Awaited<ReturnType<typeof coupleWithGifts>>) {
  return createActivePayoutKey(db, couple.wedding.id, {
    holderCpf: '39053344705',
    type: 'email',
    key: 'helena@exemplo.com',
    holderName: 'Helena Duarte',
    bankName: 'Banco Sandbox',
  });
}
