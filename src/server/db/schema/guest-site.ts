// A couple's guest site: sections, uploads, invited households, RSVPs and the message wall.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { counter, createdAt, requiredRef, timestamptz, updatedAt, uuidId } from './columns.ts';
import { themeSections } from './themes.ts';
import { weddingRef, weddingRow } from './weddings.ts';

/** The sections of one couple's site, in their order, with their content (shared/site.ts). */
export const siteSections = pgTable(
  'site_sections',
  {
    ...weddingRow(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    content: jsonb('content').notNull().default({}),
    /** The theme page this section came from: its blocks are the section's starting content. */
    themeSectionId: uuid('theme_section_id').references(() => themeSections.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('site_sections_wedding_idx').on(t.weddingId, t.position),
    index('site_sections_theme_section_idx').on(t.themeSectionId),
  ],
);

/** Uploaded photos and audio, re-encoded and stored under generated names. */
export const media = pgTable(
  'media',
  {
    ...weddingRow(),
    kind: text('kind', { enum: ['image', 'audio'] }).notNull(),
    fileName: text('file_name').notNull().unique(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_wedding_idx').on(t.weddingId, t.createdAt)],
);

/**
 * Households the couple invited ("Família Souza", "Ana e Pedro"): how the invitation addresses them,
 * how many companions beyond their members they may bring, their personal link, and where their
 * invitation stands (sent, opened, answered). Members are in `household_members` (guest-list.ts).
 */
export const invitedHouseholds = pgTable(
  'invited_households',
  {
    ...weddingRow(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    /** Extra companions ("+1") the household may bring besides its listed members. */
    maxCompanions: integer('max_companions').notNull().default(0),
    side: text('side', { enum: ['noiva', 'noivo', 'ambos'] })
      .notNull()
      .default('ambos'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** The personal link's code (shared/invite-code.ts); null once revoked. Renewing replaces it. */
    inviteCode: text('invite_code'),
    /** How and when the invitation was last sent (the couple marks it, or the platform's e-mail). */
    sentAt: timestamptz('sent_at'),
    sentVia: text('sent_via', { enum: ['whatsapp', 'email', 'outro'] }),
    firstOpenedAt: timestamptz('first_opened_at'),
    lastOpenedAt: timestamptz('last_opened_at'),
    /** The household's answer through its personal link (members' answers: member_event_answers). */
    answeredAt: timestamptz('answered_at'),
    answeredBy: text('answered_by'),
    companionsAnswer: integer('companions_answer').notNull().default(0),
    companionNames: text('companion_names').array().notNull().default(sql`'{}'::text[]`),
    answerNote: text('answer_note'),
    /** Check-in at the door: companions (beyond members) who arrived. */
    companionsArrived: counter('companions_arrived'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invited_households_name_idx').on(t.weddingId, t.nameKey),
    uniqueIndex('invited_households_code_idx').on(t.inviteCode).where(sql`${t.inviteCode} is not null`),
    check(
      'invited_households_companions_range',
      sql`${t.companionsAnswer} >= 0 AND ${t.companionsAnswer} <= 20`,
    ),
  ],
);

/** What a guest answers (an RSVP, or one kept apart to be checked) and the browser it came from. */
const guestAnswer = () => ({
  name: text('name').notNull(),
  attending: boolean('attending').notNull(),
  companions: integer('companions').notNull().default(0),
  companionNames: text('companion_names').array().notNull().default(sql`'{}'::text[]`),
  phone: text('phone'),
  email: text('email'),
  note: text('note'),
  /** Hash of the answering browser's device cookie: that browser may change the answer again. */
  deviceHash: text('device_hash'),
});

/** "Confirme sua Presença": one answer per guest (name + contact), updated when they answer again. */
export const rsvps = pgTable(
  'rsvps',
  {
    ...weddingRow(),
    householdId: uuid('household_id').references(() => invitedHouseholds.id, { onDelete: 'set null' }),
    ...guestAnswer(),
    nameKey: text('name_key').notNull(),
    contactKey: text('contact_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * An open answer of a wedding with a guest list that matched no household unambiguously: the
     * couple links it to one or dismisses it ("Respostas sem convite", rsvp/open-answer-match.ts).
     */
    needsLink: boolean('needs_link').notNull().default(false),
    /**
     * The couple's e-mail about this answer is still to be sent (set by every answer, cleared once
     * sent): the row is its own outbox, so a lost job or a crash never loses the e-mail.
     */
    mailPendingSince: timestamptz('mail_pending_since'),
    /** A mail job took this answer at that moment; another may take it only after the lease ends. */
    mailClaimedAt: timestamptz('mail_claimed_at'),
    /**
     * The answer the guest was last e-mailed about (a digest of it): the same answer given again
     * sends the guest nothing; a different one, its own e-mail (rsvp-guest-mail.ts).
     */
    guestMailKey: text('guest_mail_key'),
  },
  (t) => [
    uniqueIndex('rsvps_guest_idx').on(t.weddingId, t.nameKey, t.contactKey),
    index('rsvps_mail_pending_idx')
      .on(t.weddingId, t.mailPendingSince)
      .where(sql`${t.mailPendingSince} is not null`),
    index('rsvps_wedding_updated_idx').on(t.weddingId, t.updatedAt),
    // The guest's own answer, found by the browser's device cookie (rsvp-own-answer.ts).
    index('rsvps_device_idx')
      .on(t.weddingId, t.deviceHash, t.updatedAt)
      .where(sql`${t.deviceHash} is not null`),
    check('rsvps_companions_range', sql`${t.companions} >= 0 AND ${t.companions} <= 20`),
    index('rsvps_needs_link_idx').on(t.weddingId, t.createdAt).where(sql`${t.needsLink}`),
  ],
);

/**
 * An answer that matched a guest's existing answer from another browser without the contact that
 * answer gave: kept apart, never overwriting, until the couple keeps the old one or replaces it.
 */
export const rsvpConflicts = pgTable(
  'rsvp_conflicts',
  {
    id: uuidId(),
    rsvpId: requiredRef('rsvp_id', () => rsvps.id, 'cascade'),
    weddingId: weddingRef(),
    ...guestAnswer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rsvp_conflicts_wedding_idx').on(t.weddingId, t.createdAt),
    index('rsvp_conflicts_rsvp_idx').on(t.rsvpId),
  ],
);

/** "Mural de recados": guests' messages; text only, never rendered as HTML. */
export const guestMessages = pgTable(
  'guest_messages',
  {
    ...weddingRow(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['published', 'pending', 'hidden'] })
      .notNull()
      .default('published'),
    createdAt: createdAt(),
  },
  (t) => [index('guest_messages_wedding_idx').on(t.weddingId, t.status, t.createdAt)],
);
