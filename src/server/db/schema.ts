// Tables of the platform. Names are English; DESIGN.md section 7 maps them to the spec's names.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

/** An account: a couple member or an administrator (auth user of the spec). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['couple', 'admin'] })
      .notNull()
      .default('couple'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    registrationIp: text('registration_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_unfinished_signup_idx').on(t.createdAt).where(sql`${t.passwordHash} is null`),
  ],
);

/** Server-side sessions; only a hash of the cookie's id is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sessions created from one login on several hosts (hand-off) share a family; logout ends all. */
    familyId: uuid('family_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_family_idx').on(t.familyId)],
);

/** Single-use tokens (password reset, e-mail verification, host hand-off); only hashes are stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['password_reset', 'email_verification', 'session_handoff'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/** noivos: the couple profile of an account (`id_noivo` = user id). */
export const couples = pgTable(
  'couples',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    activeWeddingId: uuid('active_wedding_id'),
    /** Both names without accents, lowercased: what find-a-couple searches. */
    searchNames: text('search_names').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('couples_search_names_trgm_idx').using('gin', sql`${t.searchNames} gin_trgm_ops`)],
);

/** casamentos: one wedding (site + gift list) of a couple. */
export const weddings = pgTable(
  'weddings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.userId, { onDelete: 'cascade' }),
    slug: text('slug'),
    giftListType: text('gift_list_type'),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    giftListPublished: boolean('gift_list_published').notNull().default(false),
    sitePublished: boolean('site_published').notNull().default(false),
    hiddenFromSearch: boolean('hidden_from_search').notNull().default(false),
    feePayer: text('fee_payer', { enum: ['couple', 'guests'] })
      .notNull()
      .default('couple'),
    /** Intro, theme customisation, music and wall settings of the guest site (shared/site.ts). */
    siteSettings: jsonb('site_settings').notNull().default({}),
    sitePasswordHash: text('site_password_hash'),
    /** Bumped when the password changes, so browsers unlocked with the old one must ask again. */
    sitePasswordVersion: integer('site_password_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('weddings_slug_idx').on(t.slug), index('weddings_couple_idx').on(t.coupleId)],
);

/** onboarding_respostas: one answer per wedding and step (`pular` when skipped). */
export const onboardingAnswers = pgTable(
  'onboarding_answers',
  {
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.step] })],
);

/** The sections of one couple's site, in their order, with their content (shared/site.ts). */
export const siteSections = pgTable(
  'site_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    content: jsonb('content').notNull().default({}),
  },
  (t) => [index('site_sections_wedding_idx').on(t.weddingId, t.position)],
);

/** Uploaded photos and audio, re-encoded and stored under generated names. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
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

/** Households the couple invited, with how many companions each may bring. */
export const invitedHouseholds = pgTable(
  'invited_households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    maxCompanions: integer('max_companions').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invited_households_name_idx').on(t.weddingId, t.nameKey)],
);

/** "Confirme sua Presença": one answer per guest (name + contact), updated when they answer again. */
export const rsvps = pgTable(
  'rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id').references(() => invitedHouseholds.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    contactKey: text('contact_key').notNull().default(''),
    attending: boolean('attending').notNull(),
    companions: integer('companions').notNull().default(0),
    companionNames: text('companion_names').array().notNull().default(sql`'{}'::text[]`),
    phone: text('phone'),
    email: text('email'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rsvps_guest_idx').on(t.weddingId, t.nameKey, t.contactKey),
    index('rsvps_wedding_updated_idx').on(t.weddingId, t.updatedAt),
    check('rsvps_companions_range', sql`${t.companions} >= 0 AND ${t.companions} <= 20`),
  ],
);

/** "Mural de recados": guests' messages; text only, never rendered as HTML. */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['published', 'pending', 'hidden'] })
      .notNull()
      .default('published'),
    createdAt: createdAt(),
  },
  (t) => [index('guest_messages_wedding_idx').on(t.weddingId, t.status, t.createdAt)],
);

/** temas: a site theme with its design settings (colours, background, typography, graphics). */
export const themes = pgTable('themes', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').unique(),
  name: text('name').notNull().default('Novo Tema'),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['rascunho', 'publicado', 'arquivado', 'em_revisao'] })
    .notNull()
    .default('rascunho'),
  version: text('version').notNull().default('1.0'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  thumbnailUrl: text('thumbnail_url'),
  design: jsonb('design').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** secoes_tema: the ordered sections of a theme. */
export const themeSections = pgTable(
  'theme_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: text('type', { enum: ['default', 'custom'] }).notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('theme_sections_theme_idx').on(t.themeId, t.position)],
);

export const giftCategories = pgTable(
  'gift_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    displayOrder: integer('display_order').notNull().default(0),
    status: text('status', { enum: ['ativa', 'inativa'] })
      .notNull()
      .default('ativa'),
    createdAt: createdAt(),
  },
  (t) => [index('gift_categories_order_idx').on(t.displayOrder)],
);

export const giftSubcategories = pgTable(
  'gift_subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => giftCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    status: text('status', { enum: ['ativa', 'inativa'] })
      .notNull()
      .default('ativa'),
  },
  (t) => [index('gift_subcategories_category_idx').on(t.categoryId, t.displayOrder)],
);

/** produtos_catalogo: the admin-curated catalogue couples pick gifts from. */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    suggestedPriceCents: cents('suggested_price_cents').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => giftCategories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => giftSubcategories.id, { onDelete: 'restrict' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    itemType: text('item_type').notNull().default('Item para Casa'),
    allowsCustomAmount: boolean('allows_custom_amount').notNull().default(false),
    status: text('status', { enum: ['ativo', 'inativo'] })
      .notNull()
      .default('ativo'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('catalog_products_category_idx').on(t.categoryId, t.status),
    index('catalog_products_subcategory_idx').on(t.subcategoryId),
    index('catalog_products_created_idx').on(t.createdAt),
    check('catalog_products_price_positive', sql`${t.suggestedPriceCents} >= 0`),
  ],
);

/** itens_lista_presentes: a virtual gift on a couple's list. */
export const giftListItems = pgTable(
  'gift_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => catalogProducts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    categoryId: uuid('category_id').references(() => giftCategories.id, { onDelete: 'set null' }),
    priceCents: cents('price_cents').notNull(),
    quantityAvailable: integer('quantity_available').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_list_items_wedding_idx').on(t.weddingId),
    check('gift_list_items_price_positive', sql`${t.priceCents} > 0`),
  ],
);

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

/** Platform settings (fees, release delay, support hours...), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every administrative action, for accountability. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Mail written here instead of sent when no SMTP server is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.createdAt)],
);
