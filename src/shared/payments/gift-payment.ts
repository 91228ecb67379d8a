// A guest's gift payment as the screens show it: the guest's own page, the couple's received gifts
// and the back office's payment lists each start from the same fields and add their own.
import { z } from 'zod';
import { cents, count, instant } from '../api-fields.ts';
import { giftPaymentKinds, paymentMethods, paymentStatuses } from './statuses.ts';

/** What every view of a payment shows: the gift, the method, the amounts, the status and when. */
const giftPaymentSchema = z.object({
  itemName: z.string(),
  method: z.enum(paymentMethods),
  grossCents: cents,
  feeCents: cents,
  status: z.enum(paymentStatuses),
  createdAt: instant,
});

/** A row of the back office's payment lists: also who gave and what the couple nets. */
export const giftPaymentRowSchema = giftPaymentSchema.extend({
  contributorName: z.string(),
  contributorEmail: z.string().nullable(),
  netCents: cents,
});

/** The guest's page and the couple's received gifts: also the kind, quantity, installments and confirmation. */
export const guestPaymentSchema = giftPaymentSchema.extend({
  kind: z.enum(giftPaymentKinds),
  quantity: count,
  installments: count,
  confirmedAt: instant.nullable(),
});
