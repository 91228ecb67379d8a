// Time left until the wedding day starts in Brasília (UTC-3; Brazil has had no DST since 2019).
import { daysToWedding } from '../../../shared/days-to-wedding.ts';

export function countdownParts(weddingDate: string, now: number) {
  const target = Date.parse(`${weddingDate}T00:00:00-03:00`);
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: left > 0 ? daysToWedding(weddingDate, now) : 0,
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
