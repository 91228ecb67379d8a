// The sandbox payment provider's own books: it plays a PSP for development and tests, so it keeps
// charges, card tokens and transfers the way a PSP would on its side (never card numbers).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, createdAt, timestamptz, updatedAt } from './columns.ts';

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    method: text('method', { enum: ['pix', 'boleto', 'card'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    installments: integer('installments').notNull().default(1),
    status: text('status', {
      enum: ['pending', 'paid', 'declined', 'refunded', 'expired', 'chargeback'],
    })
      .notNull()
      .default('pending'),
    description: text('description').notNull(),
    customerName: text('customer_name').notNull(),
    /** Our payment id, as a real PSP keeps the merchant's reference. */
    externalReference: text('external_reference').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_charges_status_idx').on(t.status, t.createdAt)],
);

/** Cards the browser handed to the sandbox: only what a PSP returns (brand, last four, outcome). */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  outcome: text('outcome', { enum: ['approve', 'decline'] }).notNull(),
  createdAt: createdAt(),
});

export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: text('id').primaryKey(),
    amountCents: cents('amount_cents').notNull(),
    pixKey: text('pix_key').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    externalReference: text('external_reference').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_transfers_status_idx').on(t.status, t.createdAt)],
);
