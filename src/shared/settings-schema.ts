// Validation of the platform settings (server and admin forms); see settings.ts for the values.
import { z } from 'zod';
import { MIN_FREE_AMOUNT_RANGE, type Settings } from './settings.ts';

const cents = z.number().int().min(0).max(100_000_00);
const basisPoints = z.number().int().min(0).max(10_000);

export const settingsSchema = z.object({
  /** Gift-list fee in basis points (389 = 3,89%). */
  giftFeeBasisPoints: basisPoints,
  /** Business days between payment confirmation and the money being available. */
  releaseBusinessDays: z.number().int().min(0).max(30),
  /** Longest time a PIX withdrawal takes to reach the couple. */
  payoutMaxHours: z.number().int().min(1).max(72),
  withdrawalFeeCents: cents,
  /** Card-funded money, within `cardReviewDays`, above which a new wedding's payouts wait for review. */
  cardReviewThresholdCents: cents,
  cardReviewDays: z.number().int().min(1).max(90),
  maxInstallments: z.number().int().min(1).max(12),
  minFreeAmountCents: z.number().int().min(MIN_FREE_AMOUNT_RANGE.min).max(MIN_FREE_AMOUNT_RANGE.max),
  customDomainPriceCents: cents,
  siteDownloadPriceCents: cents,
  storeCashbackBasisPoints: basisPoints,
  supportHours: z.object({
    opensAt: z.number().int().min(0).max(23),
    closesAt: z.number().int().min(1).max(24),
  }),
  contactEmail: z.email().max(254),
  /** What competitors charge, for the comparison tables on the marketing pages. */
  competitor: z.object({
    giftFeeBasisPoints: basisPoints,
    sitePriceCents: cents,
    withdrawalFeeCents: cents,
  }),
}) satisfies z.ZodType<Settings>;

export const publicSettingsSchema = settingsSchema.extend({
  publishedThemes: z.number().int().min(0),
});
