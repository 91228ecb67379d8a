// Gift payments, provider events, withdrawals and the double-entry ledger (DESIGN.md section 4).
// Money moves only through ledger transactions; the other tables describe what happened.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { giftPaymentKinds, paymentStatuses, withdrawalStatuses } from '../../../shared/payments/statuses.ts';
import { users } from './accounts.ts';
import { giftListItems } from './catalog.ts';
import {
  cents,
  centsSum,
  counter,
  createdAt,
  daySlot,
  daySlotKey,
  requiredRef,
  timestamptz,
  uuidId,
} from './columns.ts';
import { extraOrders } from './extras.ts';
import { weddingRef, weddingRow, weddings } from './weddings.ts';

export const paymentMethods = ['pix', 'boleto', 'card'] as const;
export { paymentStatuses, withdrawalStatuses };

/** transacoes_presentes: a guest's payment for a gift (or a "gravata"). */
export const giftPayments = pgTable(
  'gift_payments',
  {
    ...weddingRow('restrict'),
    giftListItemId: uuid('gift_list_item_id').references(() => giftListItems.id, { onDelete: 'set null' }),
    /** A guest's gift, a "gravata", or a couple's purchase of a platform service ('servico'). */
    kind: text('kind', { enum: giftPaymentKinds }).notNull().default('presente'),
    /** The gift's name when it was given (the list may change later). */
    itemName: text('item_name').notNull(),
    /** Units or quotas bought. */
    quantity: integer('quantity').notNull().default(1),
    contributorName: text('contributor_name').notNull(),
    contributorEmail: text('contributor_email'),
    contributorCpf: text('contributor_cpf'),
    message: text('message'),
    /** The gift's value (price x quantity, or the amount given). */
    giftCents: cents('gift_cents').notNull(),
    grossCents: cents('gross_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    /** The fee rate in force when the guest paid (settings change only new payments). */
    feeBasisPoints: integer('fee_basis_points').notNull(),
    feePayer: text('fee_payer', { enum: ['couple', 'guests'] }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    installments: integer('installments').notNull().default(1),
    status: text('status', { enum: paymentStatuses }).notNull().default('pendente'),
    failureReason: text('failure_reason'),
    provider: text('provider').notNull(),
    providerChargeId: text('provider_charge_id'),
    pixPayload: text('pix_payload'),
    pixExpiresAt: timestamptz('pix_expires_at'),
    boletoLine: text('boleto_line'),
    boletoDueDate: date('boleto_due_date'),
    boletoUrl: text('boleto_url'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The guest's link back to this payment (e-mailed to them); never guessable. */
    publicToken: text('public_token').notNull(),
    /** The checkout's key: a retried submit returns the same payment instead of a second charge. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
    /** When the money becomes available to the couple (set at confirmation). */
    releaseAt: timestamptz('release_at'),
    refundedAt: timestamptz('refunded_at'),
    thankedAt: timestamptz('thanked_at'),
    thankYouMessage: text('thank_you_message'),
    /** Confirmed after the gift's stock ran out (a late boleto): credited, and flagged for the couple. */
    overStock: boolean('over_stock').notNull().default(false),
    /** Thank-you e-mails sent for this gift: a second needs a changed text, and 3 is the most. */
    thankYouCount: counter('thank_you_count'),
    /** kind 'servico': the couple's order this payment pays (schema/extras.ts). */
    extraOrderId: uuid('extra_order_id').references((): AnyPgColumn => extraOrders.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    uniqueIndex('gift_payments_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('gift_payments_public_token_idx').on(t.publicToken),
    uniqueIndex('gift_payments_provider_charge_idx').on(t.provider, t.providerChargeId),
    index('gift_payments_wedding_idx').on(t.weddingId, t.createdAt),
    index('gift_payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pendente'`),
    // What pending charges reserve of a gift's stock (checkout sums it under the gift's lock).
    index('gift_payments_extra_order_idx').on(t.extraOrderId).where(sql`${t.extraOrderId} IS NOT NULL`),
    index('gift_payments_reserving_idx')
      .on(t.giftListItemId, t.pixExpiresAt)
      .where(sql`${t.status} = 'pendente'`),
    // The back office's payments, newest first: all of them, and by status (rare ones included).
    index('gift_payments_created_idx').on(t.createdAt, t.id),
    index('gift_payments_status_created_idx').on(t.status, t.createdAt, t.id),
    // A day or two of confirmations and refunds, summed from the index alone (dashboard edges).
    index('gift_payments_confirmed_idx')
      .on(t.confirmedAt, t.grossCents, t.feeCents)
      .where(sql`${t.confirmedAt} IS NOT NULL`),
    index('gift_payments_refunded_idx')
      .on(t.refundedAt, t.confirmedAt, t.grossCents, t.feeCents)
      .where(sql`${t.refundedAt} IS NOT NULL`),
    check(
      'gift_payments_amounts',
      sql`${t.feeCents} + ${t.netCents} = ${t.grossCents} AND ${t.netCents} >= 0 AND ${t.feeCents} >= 0 AND ${t.grossCents} > 0`,
    ),
    check('gift_payments_quantity', sql`${t.quantity} >= 1`),
    check('gift_payments_installments', sql`${t.installments} BETWEEN 1 AND 12`),
  ],
);

/** What a payment provider told us, stored once per (provider, event id) before anything else. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: uuidId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    chargeId: text('charge_id'),
    transferId: text('transfer_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
    attempts: counter('attempts'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('provider_events_provider_event_idx').on(t.provider, t.eventId),
    index('provider_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} IS NULL`),
  ],
);

/** A couple's withdrawal by PIX: free, any amount up to the available balance. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...weddingRow('restrict'),
    amountCents: cents('amount_cents').notNull(),
    pixKeyType: text('pix_key_type', { enum: ['cpf', 'email', 'telefone', 'aleatoria'] }).notNull(),
    pixKey: text('pix_key').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('solicitado'),
    provider: text('provider').notNull(),
    providerTransferId: text('provider_transfer_id'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    failedAt: timestamptz('failed_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('withdrawals_provider_transfer_idx').on(t.provider, t.providerTransferId),
    index('withdrawals_wedding_idx').on(t.weddingId, t.createdAt),
    index('withdrawals_open_idx').on(t.createdAt).where(sql`${t.status} IN ('solicitado', 'processando')`),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_paid_idx').on(t.paidAt, t.amountCents).where(sql`${t.status} = 'pago'`),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const ledgerAccountCodes = [
  /** What the platform owes a couple: positive entries are theirs. */
  'couple_wallet',
  /** The platform's fee revenue. */
  'platform_fees',
  /** Money at the payment provider: negative while it holds guests' payments. */
  'provider_clearing',
  /** Withdrawals sent to the provider and not yet confirmed paid. */
  'payouts_in_transit',
  /** The platform's revenue from couples' purchases (domain, keepsake), apart from gift fees. */
  'platform_extras',
] as const;
export type LedgerAccountCode = (typeof ledgerAccountCodes)[number];

/** Double-entry ledger: accounts, balanced transactions and their immutable entries. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuidId(),
    code: text('code', { enum: ledgerAccountCodes }).notNull(),
    weddingId: uuid('wedding_id').references(() => weddings.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [unique('ledger_accounts_code_wedding_key').on(t.code, t.weddingId).nullsNotDistinct()],
);

export const ledgerTransactionKinds = [
  'gift_payment',
  'refund',
  'chargeback',
  'withdrawal',
  'payout',
  'payout_failed',
  'extra_payment',
  'extra_refund',
] as const;

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuidId(),
    kind: text('kind', { enum: ledgerTransactionKinds }).notNull(),
    /** One transaction per fact: the same webhook or retry finds the key taken and moves nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    giftPaymentId: uuid('gift_payment_id').references(() => giftPayments.id, { onDelete: 'restrict' }),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_idx').on(t.idempotencyKey),
    index('ledger_transactions_payment_idx').on(t.giftPaymentId),
    index('ledger_transactions_withdrawal_idx').on(t.withdrawalId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuidId(),
    transactionId: requiredRef('transaction_id', () => ledgerTransactions.id, 'restrict'),
    accountId: requiredRef('account_id', () => ledgerAccounts.id, 'restrict'),
    amountCents: cents('amount_cents').notNull(),
    /** When this entry counts as available (a gift's release date; now for everything else). */
    availableAt: timestamptz('available_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.availableAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * What the back office sums over all time, per São Paulo day, kept by the same database
 * transactions that confirm and reverse payments and post to couples' wallets
 * (modules/money-summary/money-daily.ts): gifts by confirmation day, refunds and chargebacks by
 * refund day, couples' wallet entries by the day written and the day released. Each day is spread
 * over a few slots so concurrent payments rarely wait on one row; a day's figure is the sum of its
 * slots. Always equal to the same sums over gift_payments and ledger_entries (tested).
 */
export const moneyDaily = pgTable(
  'money_daily',
  {
    ...daySlot(),
    gifts: counter('gifts'),
    giftGrossCents: centsSum('gift_gross_cents'),
    giftFeeCents: centsSum('gift_fee_cents'),
    giftNetCents: centsSum('gift_net_cents'),
    reversals: counter('reversals'),
    reversedGrossCents: centsSum('reversed_gross_cents'),
    reversedFeeCents: centsSum('reversed_fee_cents'),
    reversedNetCents: centsSum('reversed_net_cents'),
    walletWrittenCents: centsSum('wallet_written_cents'),
    walletReleasedCents: centsSum('wallet_released_cents'),
  },
  daySlotKey,
);

/**
 * A wedding whose card-funded balance an admin reviewed and released ("Liberar"): its withdrawals
 * are no longer held for review (modules/wallet/withdrawal-blockers.ts).
 */
export const payoutReviewReleases = pgTable('payout_review_releases', {
  weddingId: weddingRef().primaryKey(),
  releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
  /** The card-funded amount that was under review when released. */
  reviewedCents: cents('reviewed_cents').notNull(),
  releasedAt: timestamptz('released_at').notNull().defaultNow(),
});
