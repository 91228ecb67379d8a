// Calendar dates (`YYYY-MM-DD`, no time zone) shown in pt-BR.

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const monthNames = MONTHS;

function parts(isoDate: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new RangeError(`not a calendar date: ${isoDate}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** "2027-05-15" -> "15 de maio de 2027" */
export function formatDateLong(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${d} de ${MONTHS[m - 1]} de ${y}`;
}

/** "2027-05-15" -> "15/05/2027" */
export function formatDateShort(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

/** Today's calendar date in a time zone (default the platform's, America/Sao_Paulo), `YYYY-MM-DD`. */
export function todayIn(timeZone = 'America/Sao_Paulo', now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whether `YYYY-MM-DD` is a real calendar day (no 2027-02-30). */
export function isCalendarDate(isoDate: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === isoDate;
}
