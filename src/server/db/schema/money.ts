// Gift payments and the double-entry ledger (DESIGN.md section 4).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { giftListItems } from './catalog.ts';
import { cents, createdAt } from './columns.ts';
import { weddings } from './weddings.ts';

/** transacoes_presentes: a guest's payment for a gift. Money itself moves in the ledger below. */
export const giftPayments = pgTable(
  'gift_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'restrict' }),
    giftListItemId: uuid('gift_list_item_id').references(() => giftListItems.id, { onDelete: 'set null' }),
    contributorName: text('contributor_name').notNull(),
    contributorEmail: text('contributor_email'),
    grossCents: cents('gross_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    method: text('method', { enum: ['pix', 'boleto', 'card'] }).notNull(),
    status: text('status', { enum: ['pendente', 'concluido', 'cancelado', 'estornado'] })
      .notNull()
      .default('pendente'),
    provider: text('provider').notNull(),
    providerChargeId: text('provider_charge_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    message: text('message'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_payments_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('gift_payments_provider_charge_idx').on(t.provider, t.providerChargeId),
    index('gift_payments_wedding_idx').on(t.weddingId, t.createdAt),
    check(
      'gift_payments_amounts',
      sql`${t.feeCents} + ${t.netCents} = ${t.grossCents} AND ${t.netCents} >= 0`,
    ),
  ],
);

/** Double-entry ledger: accounts, balanced transactions and their immutable entries. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    weddingId: uuid('wedding_id').references(() => weddings.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_accounts_code_wedding_idx').on(t.code, t.weddingId)],
);

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['gift_payment', 'fee', 'release', 'withdrawal', 'refund'] }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  giftPaymentId: uuid('gift_payment_id').references(() => giftPayments.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.availableAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);
