// Payout tests' shared steps: a step-up grant, an already active payout key, released money and a
// withdrawal request.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createActivePayoutKey, type NewPayoutKey } from '../db/seed/factories.ts';
import { applyChargeState } from '../modules/payments/apply-charge-state.ts';
import { TEST_PASSWORD } from './couples.ts';
import type { browser } from './http.ts';
import { checkout, coupleWithGiftList, guestBody, paymentRow } from './payments.ts';

/** A CPF whose check digits are right, as the couple's payout holder (test data only). */
export const HOLDER_CPF = '39053344705';

/** Re-enters the password: the session may withdraw and change the key for a few minutes. */
export async function stepUp(b: ReturnType<typeof browser>) {
  const res = await b.post('painel', '/api/auth/step-up', { password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`step-up failed: ${res.body}`);
}

/** The holder and an active key, as after the hold (default an e-mail key of the holder). */
export function activeKey(db: Db, weddingId: string, key: Partial<NewPayoutKey> = {}) {
  return createActivePayoutKey(db, weddingId, {
    holderCpf: HOLDER_CPF,
    type: 'email',
    key: 'ana@exemplo.com',
    ...key,
  });
}

type Couple = Awaited<ReturnType<typeof coupleWithGiftList>>;

/** A couple with a gift list, an active payout key and a fresh step-up: ready to withdraw. */
export async function readyToWithdraw(
  app: FastifyInstance,
  db: Db,
  options: { key?: Partial<NewPayoutKey>; ip?: string } = {},
) {
  const couple = await coupleWithGiftList(app, db, { ip: options.ip });
  await activeKey(db, couple.wedding.id, options.key);
  await stepUp(couple.b);
  return couple;
}

/** A free-amount gift by PIX confirmed ten days ago, so its money is already available. */
export async function releasedGift(app: FastifyInstance, db: Db, couple: Couple, amountCents: number) {
  const { view } = await checkout(
    app,
    couple.slug,
    guestBody({ itemId: couple.items.livre.id, amountCents }),
  );
  const payment = await paymentRow(db, view.token);
  await applyChargeState(db, payment.id, 'paid', {
    releaseDays: 3,
    at: new Date(Date.now() - 10 * 86_400_000),
  });
  return payment;
}

/** Asks to withdraw, with a fresh idempotency key. */
export function withdraw(couple: Couple, amountCents: number) {
  return couple.b.post('painel', `/api/weddings/${couple.wedding.id}/withdrawals`, {
    amountCents,
    idempotencyKey: randomUUID(),
  });
}
