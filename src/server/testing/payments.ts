// Money tests' shared steps: a couple with a published site and gift list, a guest's checkout
// through the API, the sandbox provider's buttons, and waiting for background jobs to finish.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { CheckoutBody } from '../../shared/payments/checkout.ts';
import type { PaymentView } from '../../shared/payments/payment-view.ts';
import type { Db } from '../db/client.ts';
import { giftListItems, giftPayments, weddings } from '../db/schema.ts';
import { mainListId } from '../modules/gift-list/gift-list-service.ts';
import { signedInCouple } from './couples.ts';
import { testHosts } from './http.ts';
import { unique } from './test-app.ts';

/** A CPF whose check digits are right (test data only). */
export const GUEST_CPF = '529.982.247-25';

export async function coupleWithGiftList(
  app: FastifyInstance,
  db: Db,
  options: { feePayer?: 'couple' | 'guests'; ip?: string } = {},
) {
  const couple = await signedInCouple(app, db, { sitePublished: true }, options.ip);
  await db
    .update(weddings)
    .set({ giftListPublished: true, feePayer: options.feePayer ?? 'couple' })
    .where(eq(weddings.id, couple.wedding.id));
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, couple.wedding.id));
  const base = { weddingId: couple.wedding.id, listId: await mainListId(db, wedding ?? couple.wedding) };
  const items = await db
    .insert(giftListItems)
    .values([
      { ...base, name: 'Jogo de panelas', priceCents: 10_000 },
      { ...base, name: 'Lua de mel em Paris', priceCents: 30_000, quantityAvailable: 10, isQuota: true },
      { ...base, name: 'Doação livre', priceCents: 100, allowsCustomAmount: true },
    ])
    .returning();
  const [panelas, paris, livre] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
  return { ...couple, slug: couple.wedding.slug as string, items: { panelas, paris, livre } };
}

export function guestBody(overrides: Partial<CheckoutBody> & Record<string, unknown> = {}) {
  return {
    name: 'Tia Cida',
    email: `${unique('convidado')}@exemplo.com`,
    cpf: GUEST_CPF,
    method: 'pix',
    idempotencyKey: unique('chk-'),
    ...overrides,
  };
}

export async function checkout(app: FastifyInstance, slug: string, body: object, ip = '10.20.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/sites/${slug}/payments`,
    remoteAddress: ip,
    headers: { host: testHosts.noivos, origin: `http://${testHosts.noivos}` },
    payload: body,
  });
  return { res, view: res.json() as PaymentView };
}

/** A guest's checkout of one of the couple's three gifts, `fields` over guestBody's defaults. */
export function checkoutGift(
  app: FastifyInstance,
  couple: Pick<Awaited<ReturnType<typeof coupleWithGiftList>>, 'slug' | 'items'>,
  item: 'panelas' | 'paris' | 'livre',
  fields: Parameters<typeof guestBody>[0] = {},
  ip?: string,
) {
  return checkout(app, couple.slug, guestBody({ itemId: couple.items[item].id, ...fields }), ip);
}

export async function paymentRow(db: Db, token: string) {
  const [row] = await db.select().from(giftPayments).where(eq(giftPayments.publicToken, token));
  if (!row) throw new Error(`no payment with token ${token}`);
  return row;
}

/** Waits (polling, never a fixed sleep) until the background jobs have brought `check` true. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeout = 20_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (!value) throw new Error('not yet');
      return value;
    },
    { timeout, interval: 100 },
  );
}
