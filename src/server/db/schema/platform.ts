// Platform-wide settings, the audit log and the mail outbox.
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz, updatedAt, uuidId } from './columns.ts';

/** Platform settings (fees, release delay, support hours...), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every administrative action, for accountability. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidId(),
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
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** Mail written here instead of sent when no SMTP server is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuidId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the e-mail: name, type and size, and (in development only) the text itself. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number; content: string | null }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.createdAt)],
);

/** Images the back office uploaded (catalogue products, theme art), re-encoded and stored by name. */
export const platformAssets = pgTable(
  'platform_assets',
  {
    id: uuidId(),
    purpose: text('purpose').notNull(),
    fileName: text('file_name').notNull().unique(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('platform_assets_purpose_idx').on(t.purpose, t.createdAt)],
);

/** Each publication of the marketing content edited in the admin's "Layout"; the highest is live. */
export const marketingContentVersions = pgTable('marketing_content_versions', {
  id: uuidId(),
  version: integer('version').notNull().unique(),
  content: jsonb('content').notNull(),
  publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  restoredFrom: integer('restored_from'),
  createdAt: createdAt(),
});
