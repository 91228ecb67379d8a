// Step-up: a fresh proof of the account holder (password again, or an e-mailed code) that lets one
// session move money or change the payout key for a few minutes (issue 18, section 3).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.ts';
import { counter, createdAt, requiredRef, timestamptz } from './columns.ts';

/** The account's live 6-digit code, hashed; a new code replaces it. */
export const stepUpCodes = pgTable('step_up_codes', {
  userId: requiredRef('user_id', () => users.id, 'cascade').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  attempts: counter('attempts'),
  createdAt: createdAt(),
});

/** A session's grant: until `expires_at` it may withdraw and change the payout key. */
export const stepUpGrants = pgTable('step_up_grants', {
  sessionIdHash: text('session_id_hash')
    .primaryKey()
    .references(() => sessions.idHash, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});
