// A guest starts paying for a gift (issue 10): the gift, quotas or free amount are checked against
// the list, the fee is split with the rate in force now (and kept on the payment), the payment is
// stored before the provider is called (so a crash leaves a record, not a lost charge), and the
// same idempotency key always gives back the same payment instead of charging twice.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import { splitGift } from '../../../shared/fees.ts';
import { type CheckoutBody, checkoutMessages, MAX_GIFT_CENTS } from '../../../shared/payments/checkout.ts';
import type { Settings } from '../../../shared/settings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { giftListItems, giftPayments, type weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { CardInput, PaymentProvider } from '../payment-providers/payment-provider.ts';
import { applyChargeState } from './apply-charge-state.ts';

type Wedding = typeof weddings.$inferSelect;
type PaymentRow = typeof giftPayments.$inferSelect;

export interface CheckoutContext {
  db: Db;
  provider: PaymentProvider;
  settings: Settings;
  pixExpiresMinutes: number;
  boletoDueDays: number;
  remoteIp?: string;
}

interface PricedGift {
  kind: 'presente' | 'gravata';
  itemId: string | null;
  itemName: string;
  quantity: number;
  giftCents: number;
}

function checkFreeAmount(amountCents: number | undefined, minCents: number): number {
  if (amountCents === undefined) throw new AppError('AMOUNT_INVALID');
  if (amountCents < minCents) throw new AppError('AMOUNT_INVALID', checkoutMessages.amountTooLow(minCents));
  if (amountCents > MAX_GIFT_CENTS) throw new AppError('AMOUNT_INVALID', checkoutMessages.amountTooHigh);
  return amountCents;
}

/**
 * What is being given, and its value, as the list says now. A gift with a fixed quantity or quotas
 * is locked for the caller's transaction, and pending charges' reservations count as taken, so two
 * checkouts for the last unit at once end with one charge (ADR 013).
 */
async function priceGift(
  tx: Tx,
  wedding: Wedding,
  body: CheckoutBody,
  minFreeCents: number,
): Promise<PricedGift> {
  if (!body.itemId) {
    // The gravata page offers one thing: any amount by PIX.
    if (body.method !== 'pix') throw new AppError('VALIDATION', checkoutMessages.gravataPixOnly);
    return {
      kind: 'gravata',
      itemId: null,
      itemName: 'Gravata digital',
      quantity: 1,
      giftCents: checkFreeAmount(body.amountCents, minFreeCents),
    };
  }
  if (!wedding.giftListPublished) throw new AppError('GIFT_LIST_CLOSED');
  const ofWedding = and(eq(giftListItems.id, body.itemId), eq(giftListItems.weddingId, wedding.id));
  const [listed] = await tx.select().from(giftListItems).where(ofWedding);
  if (!listed) throw new AppError('GIFT_NOT_FOUND');
  // Free amounts have no stock: only gifts with a quantity wait for each other.
  const [item] = listed.allowsCustomAmount
    ? [listed]
    : await tx.select().from(giftListItems).where(ofWedding).for('update');
  if (!item) throw new AppError('GIFT_NOT_FOUND');
  if (item.allowsCustomAmount) {
    return {
      kind: 'presente',
      itemId: item.id,
      itemName: item.name,
      quantity: 1,
      giftCents: checkFreeAmount(body.amountCents, minFreeCents),
    };
  }
  const unsold = item.quantityAvailable - item.quantitySold;
  if (unsold <= 0) throw new AppError('GIFT_SOLD_OUT');
  const left = unsold - (await reservedUnits(tx, item.id));
  if (left <= 0) throw new AppError('GIFT_RESERVED');
  if (body.quantity > left) throw new AppError('NOT_ENOUGH_QUOTAS', checkoutMessages.notEnoughQuotas(left));
  const giftCents = item.priceCents * body.quantity;
  if (giftCents > MAX_GIFT_CENTS) throw new AppError('AMOUNT_INVALID', checkoutMessages.amountTooHigh);
  return { kind: 'presente', itemId: item.id, itemName: item.name, quantity: body.quantity, giftCents };
}

/** Units of a gift that pending charges hold: until paid, declined, expired or past their PIX code. */
async function reservedUnits(tx: Tx, itemId: string): Promise<number> {
  const [row] = await tx
    .select({ units: sql<string>`coalesce(sum(${giftPayments.quantity}), 0)` })
    .from(giftPayments)
    .where(
      and(
        eq(giftPayments.giftListItemId, itemId),
        eq(giftPayments.status, 'pendente'),
        or(isNull(giftPayments.pixExpiresAt), gt(giftPayments.pixExpiresAt, sql`now()`)),
      ),
    );
  return Number(row?.units ?? 0);
}

function cardOf(body: CheckoutBody): { token: string } | CardInput | undefined {
  if (body.method !== 'card') return undefined;
  if (body.cardToken) return { token: body.cardToken };
  if (!body.card) return undefined;
  const [month = '', year = ''] = body.card.expiry.split('/').map((p) => p.trim());
  return {
    number: body.card.number,
    holderName: body.card.holderName,
    expiryMonth: month,
    expiryYear: year.length === 2 ? `20${year}` : year,
    cvv: body.card.cvv,
    holderBilling: body.holder,
  };
}

export async function createGiftPayment(
  ctx: CheckoutContext,
  wedding: Wedding,
  body: CheckoutBody,
): Promise<{ payment: PaymentRow; created: boolean }> {
  const { db, settings } = ctx;
  const byKey = async () => {
    const [row] = await db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.idempotencyKey, `checkout:${body.idempotencyKey}`));
    return row;
  };
  const existing = await byKey();
  if (existing) return { payment: existing, created: false };

  if (body.installments > settings.maxInstallments)
    throw new AppError('VALIDATION', checkoutMessages.installments);
  // Priced and stored under the gift's lock: the new payment is the reservation.
  const stored = await db
    .transaction(async (tx) => {
      const gift = await priceGift(tx, wedding, body, settings.minFreeAmountCents);
      const split = splitGift(gift.giftCents, settings.giftFeeBasisPoints, wedding.feePayer);
      const [inserted] = await tx
        .insert(giftPayments)
        .values({
          weddingId: wedding.id,
          giftListItemId: gift.itemId,
          kind: gift.kind,
          itemName: gift.itemName,
          quantity: gift.quantity,
          contributorName: body.name,
          contributorEmail: body.email,
          contributorCpf: body.cpf,
          message: body.message ?? null,
          giftCents: gift.giftCents,
          grossCents: split.grossCents,
          feeCents: split.feeCents,
          netCents: split.netCents,
          feeBasisPoints: split.feeBasisPoints,
          feePayer: wedding.feePayer,
          method: body.method,
          installments: body.method === 'card' ? body.installments : 1,
          provider: ctx.provider.name,
          publicToken: randomBytes(24).toString('base64url'),
          idempotencyKey: `checkout:${body.idempotencyKey}`,
        })
        .onConflictDoNothing({ target: giftPayments.idempotencyKey })
        .returning();
      return inserted && { row: inserted, gift, split };
    })
    .catch(async (err) => {
      // The same key's other request may hold the last unit: it is this payment, not a refusal.
      if (await byKey()) return undefined;
      throw err;
    });
  if (!stored) {
    // The same key, submitted twice at once: the other request stored it first.
    const other = await byKey();
    if (!other) throw new AppError('PAYMENT_FAILED');
    return { payment: other, created: false };
  }
  const { row, gift } = stored;
  const payment = await chargeStoredPayment(ctx, row, {
    body,
    // No couple's names: the provider keeps it after the couple deletes the account (LGPD).
    description: `${gift.itemName} - lista de presentes Nosso Sim`,
  });
  return { payment, created: true };
}

/**
 * Asks the provider to charge a payment already stored (a gift's or a couple's purchase), and
 * keeps what it answered: the PIX code, the boleto, the card's outcome. A provider that fails
 * leaves the payment declined; its own answer is authoritative (a card approved on the spot).
 */
export async function chargeStoredPayment(
  ctx: CheckoutContext,
  row: PaymentRow,
  charge: { body: CheckoutBody; description: string },
): Promise<PaymentRow> {
  const { db, settings } = ctx;
  const { body } = charge;
  const dueDate = new Date(Date.now() + ctx.boletoDueDays * 86_400_000);
  let answer: Awaited<ReturnType<PaymentProvider['createCharge']>>;
  try {
    answer = await ctx.provider.createCharge({
      reference: row.id,
      method: body.method,
      amountCents: row.grossCents,
      installments: row.installments,
      description: charge.description.slice(0, 200),
      customer: { name: body.name, email: body.email, cpf: body.cpf },
      card: cardOf(body),
      remoteIp: ctx.remoteIp,
      pixExpiresInSeconds: ctx.pixExpiresMinutes * 60,
      boletoDueDate: todayIn('America/Sao_Paulo', dueDate),
    });
  } catch (err) {
    await db
      .update(giftPayments)
      .set({ status: 'recusado', failureReason: err instanceof Error ? err.message.slice(0, 300) : 'erro' })
      .where(eq(giftPayments.id, row.id));
    throw new AppError('PAYMENT_FAILED');
  }
  const [updated] = await db
    .update(giftPayments)
    .set({
      providerChargeId: answer.id,
      pixPayload: answer.pix?.payload ?? null,
      pixExpiresAt: answer.pix?.expiresAt ?? null,
      boletoLine: answer.boleto?.line ?? null,
      boletoDueDate: answer.boleto?.dueDate ?? null,
      boletoUrl: answer.boleto?.url ?? null,
      cardBrand: answer.card?.brand ?? null,
      cardLast4: answer.card?.last4 ?? null,
      failureReason: answer.failureReason ?? null,
    })
    .where(eq(giftPayments.id, row.id))
    .returning();
  const payment = updated ?? row;
  if (answer.state === 'pending') return payment;
  return (await applyChargeState(db, payment.id, answer.state, { releaseDays: settings.releaseBusinessDays }))
    .payment;
}
