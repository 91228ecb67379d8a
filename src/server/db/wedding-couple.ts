// A wedding's couple: the `couples` row of the user who owns the wedding (`weddings.couple_id`).
import { eq } from 'drizzle-orm';
import { couples, weddings } from './schema.ts';

/** The join from a wedding to its couple: `.innerJoin(couples, coupleOfWedding)`. */
export const coupleOfWedding = eq(couples.userId, weddings.coupleId);
