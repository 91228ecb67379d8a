// The field schemas the API's replies repeat, named for what they hold: a count, money in centavos,
// a rate, an instant. A row then reads `grossCents: cents` instead of spelling the validator again.
import { z } from 'zod';

/** A whole number: a count of things, a position, a page's number or size. */
export const count = z.number().int();

/** Money: integer centavos (`money.ts` turns it into text). */
export const cents = z.number().int();

/** A rate in basis points (389 is 3,89%). */
export const basisPoints = z.number().int();

/** An instant as the server sends it: ISO 8601 text. */
export const instant = z.string();
