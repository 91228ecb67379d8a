// Dates as the back office reads them, in São Paulo time: "21/11/2026" and "21/11/2026 às 14:32";
// calendar dates (`YYYY-MM-DD`, no time zone) as "15/05/2027".
import { formatDateShort } from '../../../shared/dates.ts';

const day = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export const formatInstantDay = (iso: string): string => day.format(new Date(iso));
export const formatInstant = (iso: string): string =>
  `${formatInstantDay(iso)} às ${time.format(new Date(iso))}`;
export const formatCalendarDay = (date: string | null): string => (date ? formatDateShort(date) : '—');
