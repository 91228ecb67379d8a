// WhatsApp (issue 25): templates, contacts (SAIR and the 24-hour window), the message log, the
// couples' notice choices, the guests who asked for reminders and the conversations handed to a
// person. Migrations 0036 and 0037.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidId } from './columns.ts';
import { invitedHouseholds, rsvps } from './guest-site.ts';
import { weddingRef, weddingRow, weddings } from './weddings.ts';

export const whatsappTemplates = pgTable('whatsapp_templates', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  category: text('category', { enum: ['utilidade', 'marketing'] }).notNull(),
  language: text('language').notNull().default('pt_BR'),
  body: text('body').notNull(),
  variables: text('variables').array().notNull().default([]),
  status: text('status', { enum: ['pendente', 'aprovado', 'rejeitado', 'pausado'] })
    .notNull()
    .default('pendente'),
  providerTemplateId: text('provider_template_id'),
  updatedAt: updatedAt(),
});

export const whatsappContacts = pgTable('whatsapp_contacts', {
  /** Digits with the country code (5511987654321). */
  phone: text('phone').primaryKey(),
  name: text('name'),
  optedOutAt: timestamptz('opted_out_at'),
  lastInboundAt: timestamptz('last_inbound_at'),
  createdAt: createdAt(),
});

export const whatsappMessages = pgTable('whatsapp_messages', {
  id: uuidId(),
  /** One message per event (`presente:{paymentId}`), so a repeated event sends nothing twice. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  direction: text('direction', { enum: ['saida', 'entrada'] }).notNull(),
  phone: text('phone').notNull(),
  recipient: text('recipient', { enum: ['casal', 'convidado', 'contato'] }).notNull(),
  weddingId: uuid('wedding_id').references(() => weddings.id, { onDelete: 'set null' }),
  templateName: text('template_name'),
  parameters: text('parameters').array().notNull().default([]),
  category: text('category', { enum: ['utilidade', 'marketing', 'servico'] }).notNull(),
  body: text('body').notNull(),
  status: text('status', {
    enum: ['na_fila', 'enviada', 'entregue', 'lida', 'falhou', 'recebida'],
  }).notNull(),
  providerMessageId: text('provider_message_id').unique(),
  error: text('error'),
  costCents: integer('cost_cents').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const whatsappCoupleNotices = pgTable('whatsapp_couple_notices', {
  weddingId: weddingRef().primaryKey(),
  phone: text('phone').notNull(),
  giftReceived: boolean('gift_received').notNull().default(true),
  payoutPaid: boolean('payout_paid').notNull().default(true),
  rsvpDigest: boolean('rsvp_digest').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A guest who gave a number and asked for reminders (the deadline to answer, the event's day), from
 * the open RSVP form (`rsvpId`) or their personal invitation (`householdId`); one per wedding and number.
 */
export const whatsappGuestReminders = pgTable(
  'whatsapp_guest_reminders',
  {
    ...weddingRow(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    householdId: uuid('household_id').references(() => invitedHouseholds.id, { onDelete: 'cascade' }),
    rsvpId: uuid('rsvp_id').references(() => rsvps.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_guest_reminders_phone_idx').on(t.weddingId, t.phone),
    index('whatsapp_guest_reminders_household_idx')
      .on(t.householdId)
      .where(sql`${t.householdId} is not null`),
  ],
);

export const whatsappHandoffs = pgTable('whatsapp_handoffs', {
  id: uuidId(),
  phone: text('phone').notNull(),
  name: text('name'),
  question: text('question').notNull(),
  status: text('status', { enum: ['aberta', 'resolvida'] })
    .notNull()
    .default('aberta'),
  createdAt: createdAt(),
  resolvedAt: timestamptz('resolved_at'),
});
