// The days left to the wedding as both the dashboard and the guest site count them: calendar days
// from today in São Paulo to the wedding day (0 on the day, negative once it has passed).
import { todayIn } from './dates.ts';

/** Days between two calendar dates (`YYYY-MM-DD`), b - a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function daysToWedding(weddingDate: string, now: Date | number = new Date()): number {
  return daysBetween(todayIn(undefined, new Date(now)), weddingDate);
}
