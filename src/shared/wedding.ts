// The couple's dashboard summary (DESIGN.md decision (3)).
import { z } from 'zod';

/** The dashboard's checklist (issue 20), each step read from the wedding's own data. */
export const weddingStepsSchema = z.object({
  /** A cover photo or any photo uploaded for the site. */
  photos: z.boolean(),
  /** "O Casal" has its story written. */
  story: z.boolean(),
  giftListPublished: z.boolean(),
  sitePublished: z.boolean(),
  /** A guest has answered, written or given a gift: the link reached them. */
  shared: z.boolean(),
});

export type WeddingSteps = z.infer<typeof weddingStepsSchema>;

export const weddingSummarySchema = z.object({
  weddingId: z.string(),
  slug: z.string().nullable(),
  sitePublished: z.boolean(),
  themeId: z.string().nullable(),
  weddingDate: z.string().nullable(),
  /** Whole days from today (São Paulo) to the wedding; negative once it has passed. */
  daysToWedding: z.number().int().nullable(),
  rsvps: z.number().int(),
  messages: z.number().int(),
  /** Null for a planner (shared access): money stays with the couple. */
  giftsReceived: z.number().int().nullable(),
  balanceCents: z.number().int().nullable(),
  steps: weddingStepsSchema,
});

export type WeddingSummary = z.infer<typeof weddingSummarySchema>;
