// The days left to the wedding as both the dashboard and the guest site count them: calendar days
// from today in São Paulo to the wedding day (0 on the day, negative once it has passed).
import { todayIn } from './dates.ts';
import { daysBetween } from './wedding.ts';

export function daysToWedding(weddingDate: string, now: Date | number = new Date()): number {
  return daysBetween(todayIn(undefined, new Date(now)), weddingDate);
}
