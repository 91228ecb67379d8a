// Accounts: who signs in (couples and administrators), their sessions and one-time tokens.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { counter, createdAt, daySlot, daySlotKey, requiredRef, timestamptz, uuidId } from './columns.ts';

/** An account: a couple member or an administrator (auth user of the spec). */
export const users = pgTable(
  'users',
  {
    id: uuidId(),
    email: text('email').notNull(),
    /** A member's own name (shared access); a couple's names are in `couples`. */
    name: text('name'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['couple', 'admin'] })
      .notNull()
      .default('couple'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    registrationIp: text('registration_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The audit log's filter by administrator finds any part of an e-mail.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // The few accounts the couples list leaves out (administrators) or filters on (inactive).
    index('users_not_couple_idx').on(t.id).where(sql`${t.role} <> 'couple'`),
    index('users_inactive_idx').on(t.id).where(sql`${t.status} <> 'active'`),
    index('users_unfinished_signup_idx').on(t.createdAt).where(sql`${t.passwordHash} is null`),
  ],
);

/** Server-side sessions; only a hash of the cookie's id is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** Sessions created from one login on several hosts (hand-off) share a family; logout ends all. */
    familyId: uuid('family_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_family_idx').on(t.familyId)],
);

/**
 * An administrator's TOTP second factor: the secret encrypted with TWO_FACTOR_KEY (AES-256-GCM),
 * `enabledAt` null while the set-up awaits its first code, and the SHA-256 of each unused
 * one-time recovery code.
 */
export const adminTwoFactor = pgTable('admin_two_factor', {
  userId: requiredRef('user_id', () => users.id, 'cascade').primaryKey(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamptz('enabled_at'),
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  /** The last time step accepted, so one code cannot be replayed within its 30 s window. */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Single-use tokens (password reset, e-mail verification, host hand-off); only hashes are stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', {
      enum: ['password_reset', 'email_verification', 'session_handoff', 'two_factor_login'],
    }).notNull(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    payload: jsonb('payload').notNull().default({}),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/** noivos: the couple profile of an account (`id_noivo` = user id). */
export const couples = pgTable(
  'couples',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade').primaryKey(),
    name1: text('name1'),
    gender1: text('gender1', { enum: ['noiva', 'noivo'] }),
    name2: text('name2'),
    gender2: text('gender2', { enum: ['noiva', 'noivo'] }),
    weddingDate: date('wedding_date', { mode: 'string' }),
    phone: text('phone'),
    /** Sign-up step reached (SPEC onboarding_passo_atual): 1, 2 or 3. */
    onboardingStep: integer('onboarding_step').notNull().default(1),
    /** Last onboarding step passed (0 = none): a couple who leaves midway resumes after it. */
    onboardingProgress: integer('onboarding_progress').notNull().default(0),
    onboardingCompletedAt: timestamptz('onboarding_completed_at'),
    activeWeddingId: uuid('active_wedding_id'),
    /** Both names without accents, lowercased: what find-a-couple searches. */
    searchNames: text('search_names').notNull().default(''),
    /**
     * The account's e-mail, lowercased, kept by the database (triggers on couples and users,
     * migration 0014): the back office finds a couple by names or e-mail in one table.
     */
    searchEmail: text('search_email').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('couples_search_names_trgm_idx').using('gin', sql`${t.searchNames} gin_trgm_ops`),
    index('couples_search_email_trgm_idx').using('gin', sql`${t.searchEmail} gin_trgm_ops`),
    // The back office's five sorts each walk an index and stop at the page (admin-couples).
    index('couples_created_idx').on(t.createdAt, t.userId),
    // The dashboard's onboarding completion count (index-only).
    index('couples_onboarded_idx')
      .on(t.onboardingCompletedAt)
      .where(sql`${t.onboardingCompletedAt} IS NOT NULL`),
    index('couples_wedding_date_idx').on(t.weddingDate, t.userId),
    index('couples_wedding_date_desc_idx').on(t.weddingDate.desc().nullsLast(), t.userId.desc()),
    index('couples_alphabetical_idx').on(sql`nullif(${t.searchNames}, '')`, t.userId),
  ],
);

/**
 * The back-office dashboard's stock figures per São Paulo day, kept by triggers on couples, users
 * and weddings (migration 0014) so the dashboard sums a few hundred rows instead of counting every
 * couple: couples by the day they were created, onboardings by the day completed, couples whose
 * account is inactive by the couple's creation day, published gift lists by the wedding's creation
 * day. Each day is spread over slots (by couple) so concurrent sign-ups rarely wait on one row.
 * Always equal to the same counts over the raw tables (tested).
 */
export const couplesDaily = pgTable(
  'couples_daily',
  {
    ...daySlot(),
    couples: counter('couples'),
    onboarded: counter('onboarded'),
    inactive: counter('inactive'),
    publishedLists: counter('published_lists'),
  },
  daySlotKey,
);
