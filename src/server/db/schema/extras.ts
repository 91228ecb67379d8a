// Paid extras (issue 23): a couple's order for a platform service (a custom domain, the site
// keepsake). Its payments are gift_payments rows of kind 'servico' pointing back at the order (a
// declined card and a second try are two payments of one order); the one confirmed makes the order
// paid, in the same database transaction as its ledger posting.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { domainModes, extraOrderStatuses, extraServices } from '../../../shared/extras.ts';
import { cents, createdAt, timestamptz, updatedAt } from './columns.ts';
import { weddingRow } from './weddings.ts';

export const extraOrders = pgTable(
  'extra_orders',
  {
    ...weddingRow('restrict'),
    service: text('service', { enum: extraServices }).notNull(),
    status: text('status', { enum: extraOrderStatuses }).notNull().default('aguardando_pagamento'),
    /** The price in settings when the order was made. */
    priceCents: cents('price_cents').notNull(),
    /** The order's checkout link (no session on the guest host): never guessable. */
    token: text('token').notNull(),
    /** Numbered once paid: the receipt the couple gets. */
    receiptNumber: integer('receipt_number'),
    /** dominio: the name, lower case, without "www." (`mariaejoao.com.br`). */
    domain: text('domain'),
    domainMode: text('domain_mode', { enum: domainModes }),
    /** The registrar that took the order and its reference there. */
    registrar: text('registrar'),
    registrarOrderId: text('registrar_order_id'),
    /** When DNS was last checked for a name the couple owns, and what was found. */
    dnsCheckedAt: timestamptz('dns_checked_at'),
    failureReason: text('failure_reason'),
    /** copia_do_site: where the zip is stored (storage key) and when it was built. */
    fileKey: text('file_key'),
    builtAt: timestamptz('built_at'),
    paidAt: timestamptz('paid_at'),
    activeAt: timestamptz('active_at'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('extra_orders_token_idx').on(t.token),
    uniqueIndex('extra_orders_receipt_idx').on(t.receiptNumber),
    index('extra_orders_wedding_idx').on(t.weddingId, t.createdAt),
    index('extra_orders_service_idx').on(t.service, t.status, t.createdAt),
    // One live order a name: a second couple (or the same twice) cannot take a name in use.
    uniqueIndex('extra_orders_live_domain_idx')
      .on(t.domain)
      .where(
        sql`${t.domain} IS NOT NULL AND ${t.status} NOT IN ('falhou', 'estornado', 'aguardando_pagamento')`,
      ),
  ],
);
