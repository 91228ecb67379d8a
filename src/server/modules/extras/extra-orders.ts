// A couple's orders of platform services (issue 23): made in the panel at the price in settings,
// paid through the guests' checkout (extra-checkout.ts), listed with their states and receipts.
// One keepsake a wedding, and one live domain; an order not yet paid is reused, not doubled.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type DomainMode,
  type ExtraOrderStatus,
  type ExtraService,
  extraPriceCents,
} from '../../../shared/extras.ts';
import { originFor } from '../../../shared/hosts.ts';
import { extraOrders, weddings } from '../../db/schema.ts';
import { findWeddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { checkDomainForOrder } from '../domains/domain-hooks.ts';
import { getSettings } from '../settings/service.ts';

export type ExtraOrderRow = typeof extraOrders.$inferSelect;

/** States in which a service is bought and not given back: a second one is refused. */
const bought: ExtraOrderStatus[] = ['pago', 'registrando', 'aguardando_dns', 'gerando', 'ativo'];

export interface NewExtraOrder {
  service: ExtraService;
  domain?: string;
  domainMode?: DomainMode;
}

/** Where the couple pays an order: the checkout guests use, on the couple's site. */
export function extraCheckoutUrl(app: FastifyInstance, slug: string, order: ExtraOrderRow): string {
  return `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${slug}/servicos/${order.token}`;
}

async function publishedWedding(app: FastifyInstance, weddingId: string) {
  const [wedding] = await app.db
    .select({ id: weddings.id, slug: weddings.slug, published: weddings.sitePublished })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  if (!wedding) throw new AppError('WEDDING_NOT_FOUND');
  if (!wedding.published || !wedding.slug) throw new AppError('EXTRA_SITE_UNPUBLISHED');
  return { ...wedding, slug: wedding.slug };
}

/** Starts (or finds again) an order, and says where to pay it. */
export async function createExtraOrder(
  app: FastifyInstance,
  weddingId: string,
  input: NewExtraOrder,
): Promise<{ order: ExtraOrderRow; checkoutUrl: string }> {
  const wedding = await publishedWedding(app, weddingId);
  const [live] = await app.db
    .select({ id: extraOrders.id })
    .from(extraOrders)
    .where(
      and(
        eq(extraOrders.weddingId, weddingId),
        eq(extraOrders.service, input.service),
        inArray(extraOrders.status, bought),
      ),
    )
    .limit(1);
  if (live) throw new AppError('EXTRA_ALREADY_BOUGHT');

  const mode = input.service === 'dominio' ? (input.domainMode ?? 'registro') : null;
  const domain =
    input.service === 'dominio' && mode
      ? await checkDomainForOrder(app, { weddingId, domain: input.domain ?? '', mode })
      : null;
  const settings = await getSettings(app.db);
  const priceCents = extraPriceCents(settings, input.service);

  // The same unpaid order (same service, same name and way) is offered again rather than doubled.
  const [waiting] = await app.db
    .select()
    .from(extraOrders)
    .where(
      and(
        eq(extraOrders.weddingId, weddingId),
        eq(extraOrders.service, input.service),
        eq(extraOrders.status, 'aguardando_pagamento'),
      ),
    )
    .orderBy(desc(extraOrders.createdAt))
    .limit(1);
  let order: ExtraOrderRow | undefined;
  if (waiting && waiting.domain === domain && waiting.domainMode === mode) {
    [order] = await app.db
      .update(extraOrders)
      .set({ priceCents, updatedAt: new Date() })
      .where(eq(extraOrders.id, waiting.id))
      .returning();
  } else {
    [order] = await app.db
      .insert(extraOrders)
      .values({
        weddingId,
        service: input.service,
        priceCents,
        token: randomBytes(24).toString('base64url'),
        domain,
        domainMode: mode,
      })
      .returning();
  }
  if (!order) throw new Error('extra order not stored');
  return { order, checkoutUrl: extraCheckoutUrl(app, wedding.slug, order) };
}

/** A wedding's orders, newest first (unpaid ones only while they are the latest of their kind). */
export async function ordersOfWedding(app: FastifyInstance, weddingId: string): Promise<ExtraOrderRow[]> {
  return app.db
    .select()
    .from(extraOrders)
    .where(eq(extraOrders.weddingId, weddingId))
    .orderBy(desc(extraOrders.createdAt))
    .limit(50);
}

/** One of the wedding's orders (another wedding's is not found). */
export async function orderOfWedding(
  app: FastifyInstance,
  weddingId: string,
  orderId: string,
): Promise<ExtraOrderRow> {
  return findWeddingRow(app.db, extraOrders, weddingId, orderId, 'EXTRA_ORDER_NOT_FOUND');
}

/** An order by its checkout link's secret. */
export async function orderByToken(app: FastifyInstance, token: string): Promise<ExtraOrderRow | null> {
  const [order] = await app.db.select().from(extraOrders).where(eq(extraOrders.token, token));
  return order ?? null;
}
