// The help assistant (issue 25): the knowledge base and the questions people asked.
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, uuidId } from './columns.ts';

/** An article of the knowledge base; `search` (a generated tsvector) is maintained by PostgreSQL. */
export const helpArticles = pgTable('help_articles', {
  id: uuidId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  answer: text('answer').notNull(),
  examples: text('examples').array().notNull().default([]),
  audience: text('audience', { enum: ['casal', 'convidado', 'todos'] })
    .notNull()
    .default('todos'),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A question asked to the assistant, the first article it answered with, and the person's verdict. */
export const helpQuestions = pgTable(
  'help_questions',
  {
    id: uuidId(),
    question: text('question').notNull(),
    channel: text('channel', { enum: ['site', 'painel', 'checkout', 'whatsapp'] }).notNull(),
    articleId: uuid('article_id').references(() => helpArticles.id, { onDelete: 'set null' }),
    helped: boolean('helped'),
    createdAt: createdAt(),
  },
  (t) => [index('help_questions_created_idx').on(t.createdAt)],
);
