// When a confirmed gift's money becomes available (DESIGN.md section 4): at 00:00 in São Paulo of
// the Nth business day after the day it was confirmed, skipping weekends and Brazilian national
// and bank holidays (date-holidays' BR calendar: its "public" and "bank" days, so Carnival Monday
// and Tuesday and Corpus Christi count as closed). Pure time arithmetic: no job has to run.
import Holidays from 'date-holidays';
import { todayIn } from '../dates.ts';

export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

const brazil = new Holidays('BR');

/** `YYYY-MM-DD` plus `days` calendar days. */
function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether banks work on this São Paulo calendar day. */
export function isBusinessDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const holidays = brazil.isHoliday(new Date(`${isoDate}T12:00:00`)) || [];
  return !holidays.some((h) => h.type === 'public' || h.type === 'bank');
}

/** The `n`th business day after `isoDate` (the day itself never counts). */
export function nthBusinessDayAfter(isoDate: string, n: number): string {
  let day = isoDate;
  for (let counted = 0; counted < n; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/** The instant a calendar day starts in a time zone (00:00 local), as a Date. */
export function startOfDayIn(isoDate: string, timeZone = PLATFORM_TIME_ZONE): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The zone's offset at that moment, read back from Intl (handles any daylight saving rule).
  const offsetAt = (instant: number) => {
    const p: Record<string, string> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((x) => [x.type, x.value]),
    );
    const n = (key: string) => Number(p[key]);
    const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
    return asUtc - instant;
  };
  const guess = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(guess));
}

/** When money confirmed at `confirmedAt` becomes available for withdrawal. */
export function releaseAt(confirmedAt: Date, businessDays: number): Date {
  const confirmedDay = todayIn(PLATFORM_TIME_ZONE, confirmedAt);
  return startOfDayIn(nthBusinessDayAfter(confirmedDay, businessDays));
}
