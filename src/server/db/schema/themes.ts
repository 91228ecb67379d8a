// Site themes and their default sections.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SectionStyle, ThemeBlock } from '../../../shared/theme-blocks.ts';
import { users } from './accounts.ts';
import { createdAt, requiredRef, updatedAt, uuidId } from './columns.ts';

/** temas: a site theme with its design settings (colours, background, typography, graphics). */
export const themes = pgTable(
  'themes',
  {
    id: uuidId(),
    key: text('key').unique(),
    name: text('name').notNull().default('Novo Tema'),
    /** The name lowercased and without accents, written by the app: the admin list searches it. */
    searchName: text('search_name').notNull().default(''),
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
    updatedAt: updatedAt(),
  },
  (t) => [
    index('themes_search_name_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('themes_status_idx').on(t.status, t.updatedAt),
    index('themes_updated_idx').on(t.updatedAt),
    index('themes_tags_idx').using('gin', t.tags),
  ],
);

/** secoes_tema: the ordered sections of a theme. */
export const themeSections = pgTable(
  'theme_sections',
  {
    id: uuidId(),
    themeId: requiredRef('theme_id', () => themes.id, 'cascade'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: text('type', { enum: ['default', 'custom'] }).notNull(),
    /** Which default section this is (home, o-casal...), however it is renamed; null for pages. */
    key: text('key'),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    /** The visual builder's blocks (shared/theme-blocks.ts). */
    blocks: jsonb('blocks').$type<ThemeBlock[]>().notNull().default([]),
    /** The section's background and graphic element ("Estilo"). */
    style: jsonb('style').$type<Partial<SectionStyle>>().notNull().default({}),
  },
  (t) => [
    index('theme_sections_theme_idx').on(t.themeId, t.position),
    uniqueIndex('theme_sections_key_idx').on(t.themeId, t.key).where(sql`${t.key} is not null`),
  ],
);
