// The admin home's live figures (issue 11): each one now and 30 days before, so the change shown is
// computed from data, never written by hand; and the gifts of each of the last 30 days.
import { z } from 'zod';

const pair = z.object({ current: z.number().int(), previous: z.number().int() });
const ratio = z.object({ completed: z.number().int(), total: z.number().int() });

export const dashboardSchema = z.object({
  /** The moment the figures describe (now, or the end of the day asked for). */
  asOf: z.string(),
  /** São Paulo's calendar day of `asOf`. */
  today: z.string(),
  figures: z.object({
    /** Stock figures: as they stand at `asOf` and as they stood 30 days before. */
    couples: pair,
    activeCouples: pair,
    publishedLists: pair,
    /** Flow figures: the last 30 days and the 30 days before them. */
    gifts: pair,
    giftVolumeCents: pair,
    feeRevenueCents: pair,
    /** Weddings in the next 30 days, and those that were "next 30 days" 30 days ago. */
    upcomingWeddings: pair,
    /** Couples who finished onboarding among all couples, now and 30 days before. */
    onboarding: z.object({ current: ratio, previous: ratio }),
  }),
  totals: z.object({
    gifts: z.number().int(),
    giftVolumeCents: z.number().int(),
    feeRevenueCents: z.number().int(),
  }),
  giftsPerDay: z.array(z.object({ day: z.string(), gifts: z.number().int(), grossCents: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardQuerySchema = z.object({
  /** A past day (`YYYY-MM-DD`) to see the figures as they were at its end; today when left out. */
  ate: z.iso.date({ error: 'Informe a data no formato AAAA-MM-DD.' }).optional(),
});

/** Completion rate in basis points (0 when nobody signed up). */
export function rateBasisPoints(r: { completed: number; total: number }): number {
  return r.total === 0 ? 0 : Math.round((r.completed * 10_000) / r.total);
}

/**
 * The change from `previous` to `current` in basis points, or null when there was nothing before
 * (a change from zero has no percentage).
 */
export function changeBasisPoints(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) * 10_000) / previous);
}
