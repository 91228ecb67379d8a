// Time left until the wedding day starts in Brasília (UTC-3; Brazil has had no DST since 2019), in
// whole days, hours, minutes and seconds that add up to it. The dashboard counts calendar days
// (shared/days-to-wedding.ts); the two agree because a day started counts as one there: the
// dashboard's number is these days, plus one while hours, minutes or seconds are left over.
export function countdownParts(weddingDate: string, now: number) {
  const target = Date.parse(`${weddingDate}T00:00:00-03:00`);
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
