import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletSummary } from '../../modules/wallet/wallet-queries.ts';
import { testCouple } from '../../testing/couples.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { giftPayments, ledgerTransactions, sandboxCharges } from '../schema.ts';
import { seedDemoGiftList } from './demo-gift-list.ts';
import { demoGifts, seedDemoGifts } from './demo-gifts.ts';
import { seedDemoReservation } from './demo-reservation.ts';

const { db } = await createTestApp();

/** A couple's wedding with the demo gift list. */
async function demoWedding() {
  const { wedding } = await testCouple(db, { name1: 'Mariana', name2: 'João' });
  await seedDemoGiftList(db, wedding.id);
  return wedding;
}

describe('the demo couple’s first gifts', () => {
  it('are paid sandbox charges, confirmed into the wallet: the older available, the recent waiting', async () => {
    const wedding = await demoWedding();
    // A Wednesday at noon in São Paulo: 1 and 0 days ago are within three business days.
    const now = new Date('2026-11-25T15:00:00Z');
    await seedDemoGifts(db, wedding.id, now);

    const payments = await db.select().from(giftPayments).where(eq(giftPayments.weddingId, wedding.id));
    expect(payments).toHaveLength(demoGifts.length);
    for (const p of payments) {
      expect(p.status).toBe('concluido');
      // The demo list passes the fee on to guests: the couple nets each gift's full value.
      expect(p.netCents).toBe(p.giftCents);
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, p.providerChargeId ?? ''));
      expect(charge).toMatchObject({ status: 'paid', amountCents: p.grossCents, externalReference: p.id });
      // Recorded in the ledger when it was paid, so the statement shows the day of the gift.
      const [posting] = await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.giftPaymentId, p.id));
      expect(posting?.createdAt).toEqual(p.confirmedAt);
    }
    const net = (days: number[]) =>
      payments
        .filter((p) =>
          days.includes(Math.round((now.getTime() - (p.confirmedAt?.getTime() ?? 0)) / 86_400_000)),
        )
        .reduce((sum, p) => sum + p.netCents, 0);
    const wallet = await walletSummary(db, wedding.id, 24, now);
    expect(wallet.totalReceivedCents).toBe(net([21, 12, 9, 1, 0]));
    expect(wallet.availableCents).toBe(net([21, 12, 9]));
    expect(wallet.pendingCents).toBe(net([1, 0]));
    expect(wallet.pendingCents).toBeGreaterThan(0);
  });

  it('include a pending boleto that reserves one Paris quota until it is paid or expires', async () => {
    const wedding = await demoWedding();
    await seedDemoReservation(db, wedding.id);
    const [pending] = await db.select().from(giftPayments).where(eq(giftPayments.weddingId, wedding.id));
    expect(pending).toMatchObject({
      status: 'pendente',
      method: 'boleto',
      quantity: 1,
      itemName: 'Lua de mel em Paris',
    });
    const [charge] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, pending?.providerChargeId ?? ''));
    expect(charge).toMatchObject({
      status: 'pending',
      amountCents: pending?.grossCents,
      externalReference: pending?.id,
    });
  });
});
