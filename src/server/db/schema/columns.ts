// Column helpers every table uses.

import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigint, date, integer, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The random uuid primary key most tables have. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** A moment: every timestamp column keeps its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A row this one cannot exist without: it goes with it ('cascade') or keeps it ('restrict'). */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete });

/** Money: integer centavos (bigint in SQL, a safe integer in JavaScript). */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** A count kept on the row: it starts at zero and only what it counts moves it. */
export const counter = (name: string) => integer(name).notNull().default(0);

/** A sum of money kept on the row, in centavos: it starts at zero and only what it sums moves it. */
export const centsSum = (name: string) => cents(name).notNull().default(0);

/**
 * What the platform curates (categories, products, ready lists): an optional unique key (what the
 * seed finds its own rows by on every start), a name and a description.
 */
export const curatedEntry = () => ({
  key: text('key').unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

/**
 * The key of a per-day figures table (back-office dashboard): a São Paulo day spread over slots, so
 * concurrent writers rarely wait on one row; a day's figure is the sum of its slots.
 */
export const daySlot = () => ({ day: date('day').notNull(), slot: smallint('slot').notNull() });
export const daySlotKey = (t: { day: AnyPgColumn; slot: AnyPgColumn }) => [
  primaryKey({ columns: [t.day, t.slot] }),
];
