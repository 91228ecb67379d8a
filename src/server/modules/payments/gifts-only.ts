// A couple's purchases (kind 'servico': a domain, the keepsake) are payments too, but never gifts:
// every figure and list of gifts received leaves them out with this condition.
import { sql } from 'drizzle-orm';
import { giftPayments } from '../../db/schema.ts';

export const giftsOnly = sql`${giftPayments.kind} <> 'servico'`;
