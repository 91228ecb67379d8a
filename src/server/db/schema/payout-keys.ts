// Where a couple's withdrawals go: the key holder's CPF, registered once, and the PIX keys checked
// against it. A new key waits out a hold before its first payout (issue 18, section 3).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz } from './columns.ts';
import { weddingRef, weddingRow } from './weddings.ts';

/** The person who receives the couple's withdrawals: their CPF (digits), registered once. */
export const payoutHolders = pgTable('payout_holders', {
  weddingId: weddingRef().primaryKey(),
  cpf: text('cpf').notNull(),
  registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The couple's payout keys. The one in use is the newest not cancelled whose `active_from` has
 * passed; a newer one with `active_from` ahead is on hold and can be cancelled by its e-mailed link.
 */
export const payoutKeys = pgTable(
  'payout_keys',
  {
    ...weddingRow(),
    keyType: text('key_type', { enum: ['cpf', 'email', 'telefone', 'aleatoria'] }).notNull(),
    key: text('key').notNull(),
    /** The CPF the provider's key look-up returned (equal to the holder's). */
    holderCpf: text('holder_cpf').notNull(),
    /** The holder's name and bank as the look-up gave them; null when the provider tells neither. */
    holderName: text('holder_name'),
    bankName: text('bank_name'),
    activeFrom: timestamptz('active_from').notNull(),
    /** Hash of the one-time token in the hold e-mail's cancel link. */
    cancelTokenHash: text('cancel_token_hash'),
    cancelledAt: timestamptz('cancelled_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_keys_live_idx').on(t.weddingId, t.activeFrom).where(sql`${t.cancelledAt} IS NULL`),
    uniqueIndex('payout_keys_cancel_token_idx').on(t.cancelTokenHash),
  ],
);
