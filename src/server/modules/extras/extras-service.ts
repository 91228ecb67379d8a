// The panel's view of a wedding's extras: prices from settings, its orders with what each can do
// next (pay, download, rebuild), and a paid order's receipt.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { KEEPSAKE_REBUILD_DAYS } from '../../../shared/extras.ts';
import type { ExtraOrderView, ExtraReceipt, ExtrasOverview } from '../../../shared/extras-api.ts';
import { maskCpf } from '../../../shared/payments/checkout.ts';
import { giftPayments, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { getSettings } from '../settings/service.ts';
import { type ExtraOrderRow, extraCheckoutUrl, orderOfWedding, ordersOfWedding } from './extra-orders.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toView(app: FastifyInstance, slug: string | null, o: ExtraOrderRow): ExtraOrderView {
  const rebuildUntil =
    o.service === 'copia_do_site' && o.paidAt && o.status !== 'estornado'
      ? new Date(o.paidAt.getTime() + KEEPSAKE_REBUILD_DAYS * 86_400_000)
      : null;
  return {
    id: o.id,
    service: o.service,
    status: o.status,
    priceCents: o.priceCents,
    domain: o.domain,
    domainMode: o.domainMode,
    receiptNumber: o.receiptNumber,
    failureReason: o.failureReason,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    activeAt: iso(o.activeAt),
    builtAt: iso(o.builtAt),
    checkoutUrl: o.status === 'aguardando_pagamento' && slug ? extraCheckoutUrl(app, slug, o) : null,
    rebuildUntil: iso(rebuildUntil),
  };
}

/**
 * The orders to show: every paid one, and of the unpaid ones only the newest of each service (an
 * order started again is the same order, older abandoned ones are noise).
 */
function shown(orders: ExtraOrderRow[]): ExtraOrderRow[] {
  const latestUnpaid = new Set<string>();
  return orders.filter((o) => {
    if (o.status !== 'aguardando_pagamento') return true;
    if (latestUnpaid.has(o.service)) return false;
    latestUnpaid.add(o.service);
    return !orders.some((p) => p.service === o.service && p.paidAt && p.status !== 'estornado');
  });
}

export async function extrasOverview(app: FastifyInstance, weddingId: string): Promise<ExtrasOverview> {
  const [settings, orders, [wedding]] = await Promise.all([
    getSettings(app.db),
    ordersOfWedding(app, weddingId),
    app.db
      .select({ slug: weddings.slug, published: weddings.sitePublished })
      .from(weddings)
      .where(eq(weddings.id, weddingId)),
  ]);
  return {
    prices: { dominio: settings.customDomainPriceCents, copia_do_site: settings.siteDownloadPriceCents },
    storeCashbackBasisPoints: settings.storeCashbackBasisPoints,
    sitePublished: wedding?.published ?? false,
    orders: shown(orders).map((o) => toView(app, wedding?.slug ?? null, o)),
  };
}

/** A paid order's receipt: its confirmed payment (the one the money came through). */
export async function extraReceipt(
  app: FastifyInstance,
  weddingId: string,
  orderId: string,
): Promise<ExtraReceipt> {
  const order = await orderOfWedding(app, weddingId, orderId);
  const [payment] = await app.db
    .select()
    .from(giftPayments)
    .where(
      and(
        eq(giftPayments.extraOrderId, order.id),
        inArray(giftPayments.status, ['concluido', 'estornado', 'contestado']),
      ),
    )
    .orderBy(desc(giftPayments.confirmedAt))
    .limit(1);
  if (!order.receiptNumber || !payment?.confirmedAt) throw new AppError('EXTRA_ORDER_NOT_FOUND');
  return {
    receiptNumber: order.receiptNumber,
    itemName: payment.itemName,
    amountCents: payment.grossCents,
    method: payment.method,
    installments: payment.installments,
    payerName: payment.contributorName,
    payerCpf: payment.contributorCpf ? maskCpf(payment.contributorCpf) : null,
    paidAt: payment.confirmedAt.toISOString(),
    refundedAt: iso(payment.refundedAt),
  };
}
