// Column helpers every table uses.
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The random uuid primary key most tables have. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Money: integer centavos (bigint in SQL, a safe integer in JavaScript). */
export const cents = (name: string) => bigint(name, { mode: 'number' });
