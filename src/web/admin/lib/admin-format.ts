// Dates, times and counts as the back office shows them: pt-BR, in the platform's time zone.
import { formatDateShort } from '../../../shared/dates.ts';

const zone = 'America/Sao_Paulo';
const date = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: zone,
});
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: zone });
const number = new Intl.NumberFormat('pt-BR');

/** "2027-05-15T13:00:00Z" -> "15/05/2027" (São Paulo). */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** "2027-05-15T13:00:00Z" -> "15/05/2027, 10:00" (São Paulo), for tables. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)}, ${time.format(new Date(iso))}`;
}

/** "2027-05-15T13:00:00Z" -> "15/05/2027 às 10:00" (São Paulo), in sentences and details. */
export function formatMoment(iso: string): string {
  return `${formatDate(iso)} às ${time.format(new Date(iso))}`;
}

/** A calendar date without time zone ("2027-05-15") -> "15/05/2027"; none -> "—". */
export function formatCalendarDay(day: string | null): string {
  return day ? formatDateShort(day) : '—';
}

/** 12345 -> "12.345" */
export function formatCount(n: number): string {
  return number.format(n);
}
