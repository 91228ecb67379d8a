import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../shared/payments/checkout.ts';
import type { ReceivedGift } from '../../../shared/payments/gifts-received.ts';
import { giftListItems, giftPayments } from '../../db/schema.ts';
import { checkout, coupleWithGiftList, guestBody, paymentRow } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { applyChargeState } from './apply-charge-state.ts';

const t: TestApp = await createTestApp();

type Couple = Awaited<ReturnType<typeof coupleWithGiftList>>;
const buy = (couple: Couple, itemId: string, extra: object = {}) =>
  checkout(t.app, couple.slug, guestBody({ itemId, ...extra }));

describe('stock reserved by pending charges', () => {
  it('refuses the last unit while a pending charge holds it, and offers it again when that charge expires', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const first = await buy(couple, couple.items.panelas.id);
    expect(first.res.statusCode).toBe(201);

    const second = await buy(couple, couple.items.panelas.id);
    expect(second.res.statusCode).toBe(409);
    expect(second.res.json().error).toEqual({ code: 'GIFT_RESERVED', message: checkoutMessages.reserved });

    const held = await paymentRow(t.database.db, first.view.token);
    await applyChargeState(t.database.db, held.id, 'expired', { releaseDays: 3 });
    expect((await buy(couple, couple.items.panelas.id)).res.statusCode).toBe(201);
  });

  it('counts quotas held by pending charges and lets a PIX code past its expiry go', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const seven = await buy(couple, couple.items.paris.id, { quantity: 7 });
    expect(seven.res.statusCode).toBe(201);
    const four = await buy(couple, couple.items.paris.id, { quantity: 4 });
    expect(four.res.statusCode).toBe(409);
    expect(four.res.json().error).toEqual({
      code: 'NOT_ENOUGH_QUOTAS',
      message: checkoutMessages.notEnoughQuotas(3),
    });
    // The PIX code lapsed (its expiry job has not run yet): its quotas are free again.
    await t.database.db
      .update(giftPayments)
      .set({ pixExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(giftPayments.publicToken, seven.view.token));
    expect((await buy(couple, couple.items.paris.id, { quantity: 4 })).res.statusCode).toBe(201);
  });

  it('lets one of three simultaneous checkouts for the last unit win', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const results = await Promise.all([
      buy(couple, couple.items.panelas.id),
      buy(couple, couple.items.panelas.id),
      buy(couple, couple.items.panelas.id),
    ]);
    expect(results.map((r) => r.res.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.giftListItemId, couple.items.panelas.id));
    expect(rows).toHaveLength(1);
  });

  it('credits a boleto paid after the stock went to someone else, and flags it for the couple', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const boleto = await buy(couple, couple.items.panelas.id, { method: 'boleto' });
    const late = await paymentRow(t.database.db, boleto.view.token);
    await applyChargeState(t.database.db, late.id, 'expired', { releaseDays: 3 });

    const pix = await buy(couple, couple.items.panelas.id);
    const onTime = await paymentRow(t.database.db, pix.view.token);
    await applyChargeState(t.database.db, onTime.id, 'paid', { releaseDays: 3 });
    // The bank pays the boleto anyway, days later.
    await applyChargeState(t.database.db, late.id, 'paid', { releaseDays: 3 });

    const [item] = await t.database.db
      .select()
      .from(giftListItems)
      .where(eq(giftListItems.id, couple.items.panelas.id));
    expect(item).toMatchObject({ quantityAvailable: 1, quantitySold: 2 });
    const wallet = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet`)).json();
    expect(wallet.pendingCents).toBe(late.netCents + onTime.netCents);

    const received = (
      await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/gifts-received`)
    ).json() as { gifts: ReceivedGift[] };
    const byId = new Map(received.gifts.map((g) => [g.id, g]));
    expect(byId.get(late.id)).toMatchObject({ status: 'concluido', overStock: true });
    expect(byId.get(onTime.id)).toMatchObject({ status: 'concluido', overStock: false });
  });
});
