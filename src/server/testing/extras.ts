// Extras tests' shared steps: a couple orders a service in the panel, pays it on the checkout page
// (the form, no script) and the sandbox bank confirms it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { extraOrders, giftPayments } from '../db/schema.ts';
import { type SignedInCouple, signedInCouple } from './couples.ts';
import { eventually, GUEST_CPF } from './payments.ts';
import { unique } from './test-app.ts';

/** The couple of the extras' tests: a published site, its pages and mails naming "Lia & Tom". */
export function publishedSiteCouple(app: FastifyInstance, db: Db, ip: string): Promise<SignedInCouple> {
  return signedInCouple(app, db, { sitePublished: true, name1: 'Lia', name2: 'Tom' }, ip);
}

export function orderExtra(couple: SignedInCouple, body: object) {
  return couple.b.post('painel', `/api/weddings/${couple.wedding.id}/extras/orders`, body);
}

/** The couple fills the checkout page's form (no script) and is sent to the payment's page. */
export function payExtraByForm(
  couple: SignedInCouple,
  checkoutUrl: string,
  fields: Record<string, string> = {},
) {
  const form = new URLSearchParams({
    name: 'Lia Souza',
    email: couple.email,
    cpf: GUEST_CPF,
    method: 'pix',
    idempotencyKey: unique('extra-'),
    ...fields,
  });
  return couple.b.postForm('noivos', new URL(checkoutUrl).pathname, form.toString());
}

export async function extraPayment(db: Db, orderId: string) {
  const [row] = await db.select().from(giftPayments).where(eq(giftPayments.extraOrderId, orderId));
  if (!row) throw new Error('no payment for the order');
  return row;
}

export async function extraOrderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(extraOrders).where(eq(extraOrders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

/** Ordered, paid by PIX and confirmed by the sandbox bank: the order once paid. */
export async function boughtExtra(app: FastifyInstance, db: Db, couple: SignedInCouple, body: object) {
  const res = await orderExtra(couple, body);
  expect(res.statusCode, res.body).toBe(201);
  const { orderId, checkoutUrl } = res.json() as { orderId: string; checkoutUrl: string };
  const posted = await payExtraByForm(couple, checkoutUrl);
  expect(posted.statusCode, posted.body).toBe(303);
  const payment = await extraPayment(db, orderId);
  expect(posted.headers.location).toBe(`/${couple.wedding.slug}/pagamento/${payment.publicToken}`);
  await app.payments.sandbox?.setChargeState(payment.providerChargeId as string, 'paid');
  const paid = await eventually(async () => {
    const o = await extraOrderRow(db, orderId);
    return o.paidAt ? o : null;
  });
  return { orderId, checkoutUrl, paid, payment: await extraPayment(db, orderId) };
}
