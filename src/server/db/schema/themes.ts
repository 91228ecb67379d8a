// Site themes and their default sections.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

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
