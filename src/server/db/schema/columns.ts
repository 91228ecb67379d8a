// Column helpers every table uses.
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Money: integer centavos (bigint in SQL, a safe integer in JavaScript). */
export const cents = (name: string) => bigint(name, { mode: 'number' });
