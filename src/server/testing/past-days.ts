// Days far in the past, different on every run: other tests write data dated today, so what
// changes on these days is exactly what one test writes (daily summaries, finances, dashboards).
const DAY = 86_400_000;

/** A random day of `month` between 1960 and 1999 (from `firstDay` to `firstDay + 14`), and instants around it. */
export function pastDays(month: number, firstDay = 5) {
  const year = 1960 + Math.floor(Math.random() * 40);
  const dayOfMonth = String(firstDay + Math.floor(Math.random() * 15)).padStart(2, '0');
  const base = `${year}-${String(month).padStart(2, '0')}-${dayOfMonth}`;
  return {
    base,
    /** Hour `h` (São Paulo) of the day `k` days after the base day (before it when `k` is negative). */
    at: (k: number, h = 12) =>
      new Date(Date.parse(`${base}T${String(h).padStart(2, '0')}:00:00-03:00`) + k * DAY),
    /** The calendar day `k` days after the base day, `YYYY-MM-DD`. */
    day: (k: number) => new Date(Date.parse(`${base}T12:00:00Z`) + k * DAY).toISOString().slice(0, 10),
  };
}
