// Sending the invitations (issue 21, section 4): per household, the reminder the couple marked and
// the e-mail preferences (the unguessable token of its "stop receiving" link, and the opt-out);
// per e-mail the platform sends (an invitation, the automatic reminder), one row that makes the
// send happen once: a household gets each kind at most once.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz } from './columns.ts';
import { invitedHouseholds } from './guest-site.ts';
import { weddingRef, weddingRow } from './weddings.ts';

/** One row per household that was reminded or e-mailed (made when first needed). */
export const householdSends = pgTable(
  'household_sends',
  {
    householdId: requiredRef('household_id', () => invitedHouseholds.id, 'cascade').primaryKey(),
    weddingId: weddingRef(),
    /** The key of the household's "não quero mais receber e-mails" link: 128 random bits. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** Set once the household asked for no more e-mails: it is never e-mailed again. */
    emailOptOutAt: timestamptz('email_opt_out_at'),
    /** The last reminder the couple marked as sent ("Lembrar quem não respondeu"). */
    remindedAt: timestamptz('reminded_at'),
    remindedVia: text('reminded_via', { enum: ['whatsapp', 'email', 'outro'] }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('household_sends_token_idx').on(t.unsubscribeToken)],
);

/** An e-mail the platform sends to a household: waiting, sent, or skipped (opted out, answered). */
export const invitationEmails = pgTable(
  'invitation_emails',
  {
    ...weddingRow(),
    householdId: requiredRef('household_id', () => invitedHouseholds.id, 'cascade'),
    kind: text('kind', { enum: ['convite', 'lembrete'] }).notNull(),
    status: text('status', { enum: ['pendente', 'enviado', 'ignorado'] })
      .notNull()
      .default('pendente'),
    /** The address it went to (the household's first member with an e-mail, when sent). */
    toEmail: text('to_email'),
    /** A worker holds the row while it sends it; a claim older than a few minutes is given back. */
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitation_emails_household_kind_idx').on(t.householdId, t.kind),
    index('invitation_emails_pending_idx').on(t.weddingId, t.createdAt).where(sql`${t.status} = 'pendente'`),
  ],
);
