// The field schemas the API repeats, named for what they hold: in replies a count, money in
// centavos, a rate, an instant (a row reads `grossCents: cents`); in forms a text one must fill in.
import { z } from 'zod';

/** A whole number: a count of things, a position, a page's number or size. */
export const count = z.number().int();

/** Counts under these names, as a reply's totals: `countsOf('attending', 'declined')`. */
export function countsOf<const Name extends string>(...names: Name[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, count])) as Record<Name, typeof count>);
}

/** Money: integer centavos (`money.ts` turns it into text). */
export const cents = z.number().int();

/** A rate in basis points (389 is 3,89%). */
export const basisPoints = z.number().int();

/** An instant as the server sends it: ISO 8601 text. */
export const instant = z.string();

/**
 * A text a person must fill in: missing or blank both say `message`; past `max` characters says
 * `tooLong` (zod's pt-BR text when not given).
 */
export function requiredText(message: string, max: number, tooLong?: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/** A text an editor must fill in (the back office's help articles and marketing texts), up to `max` characters. */
export function filledText(max: number) {
  return z.string().trim().min(1, 'Preencha este campo.').max(max);
}

/** A text one may leave out: trimmed, up to `max` characters; blank, null or missing is null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
}

/** A text one may leave out that must pass `isValid` when given (blank is null); else says `message`. */
export function optionalChecked(isValid: (v: string) => boolean, message: string) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isValid(v), message);
}
