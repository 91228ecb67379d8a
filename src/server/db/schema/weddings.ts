// Weddings and their onboarding answers.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { couples } from './accounts.ts';
import { createdAt, requiredRef, timestamptz, uuidId } from './columns.ts';
import { themes } from './themes.ts';

/** casamentos: one wedding (site + gift list) of a couple. */
export const weddings = pgTable(
  'weddings',
  {
    id: uuidId(),
    coupleId: requiredRef('couple_id', () => couples.userId, 'cascade'),
    slug: text('slug'),
    giftListType: text('gift_list_type'),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    giftListPublished: boolean('gift_list_published').notNull().default(false),
    sitePublished: boolean('site_published').notNull().default(false),
    hiddenFromSearch: boolean('hidden_from_search').notNull().default(false),
    /** "Aparecer em buscadores (Google)": the guest site drops noindex, unless it has a password. */
    searchIndexing: boolean('search_indexing').notNull().default(false),
    /** Set once, when the gift list is first opened and filled from the ready-made list chosen at onboarding. */
    giftListStartedAt: timestamptz('gift_list_started_at'),
    feePayer: text('fee_payer', { enum: ['couple', 'guests'] })
      .notNull()
      .default('couple'),
    /** Intro, theme customisation, music and wall settings of the guest site (shared/site.ts). */
    siteSettings: jsonb('site_settings').notNull().default({}),
    sitePasswordHash: text('site_password_hash'),
    /** Bumped when the password changes, so browsers unlocked with the old one must ask again. */
    sitePasswordVersion: integer('site_password_version').notNull().default(0),
    /** RSVP on the site: 'aberta' (the open form) or 'convite' (only through personal links). */
    rsvpMode: text('rsvp_mode', { enum: ['aberta', 'convite'] })
      .notNull()
      .default('aberta'),
    /** Last day (São Paulo) guests may answer; after it only the couple edits answers. */
    rsvpDeadline: date('rsvp_deadline'),
    /** Invitation and reminder message templates, age limits (shared/guest-list.ts). */
    guestListSettings: jsonb('guest_list_settings').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('weddings_slug_idx').on(t.slug),
    index('weddings_couple_idx').on(t.coupleId),
    index('weddings_theme_idx').on(t.themeId),
    // The gift-lists overview, newest first.
    index('weddings_created_idx').on(t.createdAt, t.id),
    // The dashboard's count of published lists (index-only).
    index('weddings_published_idx').on(t.createdAt).where(sql`${t.giftListPublished}`),
  ],
);

/** The wedding a row belongs to; most rows go when their wedding goes, money rows keep it ('restrict'). */
export const weddingRef = (onDelete: 'cascade' | 'restrict' = 'cascade') =>
  requiredRef('wedding_id', () => weddings.id, onDelete);

/** The first columns of a row that belongs to one wedding: its own random id and its wedding. */
export const weddingRow = (onDelete: 'cascade' | 'restrict' = 'cascade') => ({
  id: uuidId(),
  weddingId: weddingRef(onDelete),
});

/** onboarding_respostas: one answer per wedding and step (`pular` when skipped). */
export const onboardingAnswers = pgTable(
  'onboarding_answers',
  {
    weddingId: weddingRef(),
    step: integer('step').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.step] })],
);

/**
 * A slug a wedding gave up, kept for it until `heldUntil` (SLUG_HOLD_MONTHS): nobody else may take
 * it, and the old address redirects to the wedding's current one, so printed invitations and QR
 * codes never lead guests to a stranger's site.
 */
export const slugHolds = pgTable(
  'slug_holds',
  {
    slug: text('slug').primaryKey(),
    weddingId: weddingRef(),
    heldUntil: timestamptz('held_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('slug_holds_wedding_idx').on(t.weddingId)],
);
