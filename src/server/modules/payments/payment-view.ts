// A payment as its guest sees it (shared/payments/payment-view.ts), found by its secret token.
import { eq } from 'drizzle-orm';
import type { PaymentView } from '../../../shared/payments/payment-view.ts';
import type { Db } from '../../db/client.ts';
import { couples, giftPayments, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { AppError } from '../../http/errors.ts';

type PaymentRow = typeof giftPayments.$inferSelect;

export function toPaymentView(p: PaymentRow, coupleNames: string, slug: string | null): PaymentView {
  return {
    token: p.publicToken,
    status: p.status,
    method: p.method,
    kind: p.kind,
    itemName: p.itemName,
    quantity: p.quantity,
    coupleNames,
    slug,
    giftCents: p.giftCents,
    grossCents: p.grossCents,
    feeCents: p.feeCents,
    feeBasisPoints: p.feeBasisPoints,
    feePayer: p.feePayer,
    installments: p.installments,
    pix:
      p.pixPayload && p.pixExpiresAt
        ? { payload: p.pixPayload, expiresAt: p.pixExpiresAt.toISOString() }
        : null,
    boleto:
      p.boletoLine && p.boletoDueDate
        ? { line: p.boletoLine, dueDate: p.boletoDueDate, url: p.boletoUrl }
        : null,
    card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
    createdAt: p.createdAt.toISOString(),
    confirmedAt: p.confirmedAt?.toISOString() ?? null,
  };
}

export async function paymentByToken(db: Db, token: string) {
  const [row] = await db
    .select({ payment: giftPayments, name1: couples.name1, name2: couples.name2, slug: weddings.slug })
    .from(giftPayments)
    .innerJoin(weddings, eq(weddings.id, giftPayments.weddingId))
    .innerJoin(couples, coupleOfWedding)
    .where(eq(giftPayments.publicToken, token));
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  const names = `${row.name1 ?? ''} & ${row.name2 ?? ''}`;
  return {
    payment: row.payment,
    coupleNames: names,
    slug: row.slug,
    view: toPaymentView(row.payment, names, row.slug),
  };
}
