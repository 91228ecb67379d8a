// Papelaria (issue 22): the couple's choices for each stationery item (Convite, Save the Date,
// Comunicado): the layout and the texts as they edited them. An item never saved shows its
// defaults, made from the wedding's data (shared/stationery.ts).
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { weddingRef } from './weddings.ts';

export const stationeryDesigns = pgTable(
  'stationery_designs',
  {
    weddingId: weddingRef(),
    item: text('item', { enum: ['convite', 'save-the-date', 'comunicado'] }).notNull(),
    layout: text('layout').notNull(),
    /** heading, names, date, place, message, footer (shared/stationery.ts `stationeryTextsSchema`). */
    texts: jsonb('texts').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.item] })],
);
