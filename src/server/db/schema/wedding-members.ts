// Shared access (issue 21, section 6): the people a couple lets into its wedding's panel besides
// the account that created it. A partner has the same access as the owner, money included; a
// planner (cerimonialista) sees and edits guests, events, invitations, RSVPs and the site, nothing
// of money. A row is an invitation until `accepted_at`; then `user_id` is the member's account.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, requiredRef, timestamptz, uuidId } from './columns.ts';
import { weddings } from './weddings.ts';

export const weddingMembers = pgTable(
  'wedding_members',
  {
    id: uuidId(),
    weddingId: requiredRef('wedding_id', () => weddings.id, 'cascade'),
    /** Lowercased: one invitation or membership per address and wedding. */
    email: text('email').notNull(),
    role: text('role', { enum: ['partner', 'planner'] }).notNull(),
    /** The member's account, once the invitation is accepted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the e-mailed link's token while the invitation is pending; null once used. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamptz('token_expires_at'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamptz('invited_at').notNull().defaultNow(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wedding_members_email_idx').on(t.weddingId, t.email),
    uniqueIndex('wedding_members_token_idx').on(t.tokenHash),
    index('wedding_members_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    // At most one partner, pending or accepted, per wedding.
    uniqueIndex('wedding_members_one_partner_idx').on(t.weddingId).where(sql`${t.role} = 'partner'`),
  ],
);
