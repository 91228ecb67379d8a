import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../shared/payments/checkout.ts';
import { giftPayments } from '../../db/schema.ts';
import { checkout, checkoutGift, coupleWithGiftList, guestBody } from '../../testing/payments.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ CHECKOUT_CHARGES_PER_WEDDING_HOUR: '8' });

const declinedCard = {
  method: 'card' as const,
  card: { holderName: 'CIDA SOUZA', expiry: '12/30', cvv: '123', number: '4000000000000002' },
};

async function paymentsOf(weddingId: string) {
  return db.select({ id: giftPayments.id }).from(giftPayments).where(eq(giftPayments.weddingId, weddingId));
}

describe('card testing', () => {
  it('stops an address after 5 declined cards with CARD_ATTEMPTS_LIMITED, while PIX still works', async () => {
    const couple = await coupleWithGiftList(app, db, { ip: '10.40.0.1' });
    const ip = '10.40.0.2';
    for (let i = 0; i < 5; i++) {
      const { res } = await checkoutGift(app, couple, 'panelas', { ...declinedCard }, ip);
      expect(res.statusCode).toBe(402);
    }
    const before = (await paymentsOf(couple.wedding.id)).length;
    const { res } = await checkoutGift(
      app,
      couple,
      'panelas',
      { ...declinedCard, card: { ...declinedCard.card, number: '5555555555554444' } },
      ip,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'CARD_ATTEMPTS_LIMITED',
      message: checkoutMessages.cardAttemptsLimited,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await paymentsOf(couple.wedding.id)).toHaveLength(before);
    const pix = await checkoutGift(app, couple, 'panelas', {}, ip);
    expect(pix.res.statusCode).toBe(201);
  });

  it('stops an e-mail after 5 declined cards, from whatever addresses', async () => {
    const couple = await coupleWithGiftList(app, db, { ip: '10.40.1.1' });
    const email = 'testador@exemplo.com';
    for (let i = 0; i < 5; i++)
      await checkoutGift(app, couple, 'panelas', { email, ...declinedCard }, `10.40.1.${10 + i}`);
    const { res } = await checkoutGift(
      app,
      couple,
      'panelas',
      { email: 'TESTADOR@exemplo.com', ...declinedCard },
      '10.40.1.99',
    );
    expect(res.json().error.code).toBe('CARD_ATTEMPTS_LIMITED');
  });
});

describe('charges created', () => {
  // A free amount: pending charges hold no stock, so only the limits stop them.
  it('per wedding: CHECKOUT_CHARGES_PER_WEDDING_HOUR charges, then 429 for every address', async () => {
    const couple = await coupleWithGiftList(app, db, { ip: '10.41.0.1' });
    for (let i = 0; i < 8; i++) {
      const { res } = await checkoutGift(app, couple, 'livre', { amountCents: 5_000 }, `10.41.0.${10 + i}`);
      expect(res.statusCode).toBe(201);
    }
    const { res } = await checkoutGift(app, couple, 'livre', { amountCents: 5_000 }, '10.41.0.99');
    expect(res.statusCode).toBe(429);
    expect(await paymentsOf(couple.wedding.id)).toHaveLength(8);
    // Another wedding is not affected.
    const other = await coupleWithGiftList(app, db, { ip: '10.41.1.1' });
    expect(
      (await checkoutGift(app, other, 'livre', { amountCents: 5_000 }, '10.41.0.99')).res.statusCode,
    ).toBe(201);
  });

  it('per address (30 an hour) and per e-mail (20 an hour), across weddings', async () => {
    const weddings = await Promise.all(
      Array.from({ length: 6 }, (_, i) => coupleWithGiftList(app, db, { ip: `10.42.9.${i + 1}` })),
    );
    const email = 'muitos@exemplo.com';
    for (let i = 0; i < 20; i++) {
      const w = weddings[i % 6] as (typeof weddings)[0];
      const { res } = await checkoutGift(app, w, 'livre', { amountCents: 5_000, email }, `10.42.0.${i + 1}`);
      expect(res.statusCode).toBe(201);
    }
    const w = weddings[5] as (typeof weddings)[0];
    const byEmail = await checkoutGift(app, w, 'livre', { amountCents: 5_000, email }, '10.42.1.1');
    expect(byEmail.res.statusCode).toBe(429);
    for (let i = 0; i < 30; i++) await app.rateLimits.store.hit('limite:cobrancas-ip:10.42.2.2', 3_600_000);
    const byIp = await checkoutGift(app, w, 'livre', { amountCents: 5_000 }, '10.42.2.2');
    expect(byIp.res.statusCode).toBe(429);
  });
});

describe('what the JSON API accepts', () => {
  it('a gravata digital only by PIX, as its page offers', async () => {
    const couple = await coupleWithGiftList(app, db, { ip: '10.43.0.1' });
    for (const method of ['boleto', 'card'] as const) {
      const { res } = await checkout(
        app,
        couple.slug,
        guestBody({ amountCents: 5_000, method, ...(method === 'card' ? { card: declinedCard.card } : {}) }),
        '10.43.0.2',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('A gravata digital é paga por PIX.');
    }
    expect(await paymentsOf(couple.wedding.id)).toHaveLength(0);
    const pix = await checkout(app, couple.slug, guestBody({ amountCents: 5_000 }), '10.43.0.2');
    expect(pix.res.statusCode).toBe(201);
  });

  it('free amounts from the minimum setting (R$ 10,00 by default) up', async () => {
    const couple = await coupleWithGiftList(app, db, { ip: '10.43.1.1' });
    const low = await checkoutGift(app, couple, 'livre', { amountCents: 999 }, '10.43.1.2');
    expect(low.res.statusCode).toBe(400);
    expect(low.res.json().error.message).toBe(checkoutMessages.amountTooLow(1_000));
    const gravata = await checkout(app, couple.slug, guestBody({ amountCents: 100 }), '10.43.1.2');
    expect(gravata.res.json().error.message).toBe(checkoutMessages.amountTooLow(1_000));
    const ok = await checkoutGift(app, couple, 'livre', { amountCents: 1_000 }, '10.43.1.2');
    expect(ok.res.statusCode).toBe(201);
  });
});
