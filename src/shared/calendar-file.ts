// A wedding as an iCalendar file (RFC 5545), for "Adicionar à agenda" and the RSVP confirmation
// e-mail: one VEVENT, times in UTC (so no VTIMEZONE is needed), text escaped, lines folded at 75
// octets without splitting a character, CRLF line endings.
import { isCalendarDate } from './dates.ts';
import { PLATFORM_TIME_ZONE, startOfDayIn } from './payments/release-date.ts';

export interface CalendarEvent {
  /** Globally unique and stable, so a second download updates the event ("<id>@<host>"). */
  uid: string;
  /** The calendar day, `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM` in Brasília time; without it the event takes the whole day. */
  time?: string;
  /** How long a timed event lasts (default six hours, a ceremony and its party). */
  durationMinutes?: number;
  summary: string;
  location?: string;
  description?: string;
  /** The couple's site; only http(s) addresses are written. */
  url?: string;
}

const MAX_OCTETS = 75;
const utf8 = new TextEncoder();

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as "\n". */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line as lines of at most 75 octets, each continuation starting with a space. */
function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** 2027-05-15T21:30:00.000Z -> "20270515T213000Z". */
function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]|\.\d{3}/g, '');
}

function dayValue(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "16:30" yes, "25:00" no: a time an event can start at. */
export function isTimeOfDay(time: string): boolean {
  return timeOfDay.test(time);
}

function when(event: CalendarEvent): string[] {
  if (!isCalendarDate(event.date)) throw new RangeError(`not a calendar date: ${event.date}`);
  const time = event.time ? timeOfDay.exec(event.time) : null;
  if (event.time && !time) throw new RangeError(`not a time of day: ${event.time}`);
  if (!time) {
    return [
      `DTSTART;VALUE=DATE:${dayValue(event.date)}`,
      `DTEND;VALUE=DATE:${dayValue(nextDay(event.date))}`,
    ];
  }
  const minutesIntoDay = Number(time[1]) * 60 + Number(time[2]);
  const start = startOfDayIn(event.date, PLATFORM_TIME_ZONE).getTime() + minutesIntoDay * 60_000;
  const end = start + (event.durationMinutes ?? 360) * 60_000;
  return [`DTSTART:${utcStamp(new Date(start))}`, `DTEND:${utcStamp(new Date(end))}`];
}

function webAddress(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** An iCalendar component: its lines between BEGIN and END. */
function component(name: 'VCALENDAR' | 'VEVENT', lines: string[]): string[] {
  return [`BEGIN:${name}`, ...lines, `END:${name}`];
}

/** The `.ics` text of one event (`text/calendar; charset=utf-8`). */
export function calendarFile(event: CalendarEvent, now = new Date()): string {
  const url = webAddress(event.url);
  const vevent = component('VEVENT', [
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...when(event),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(url ? [`URL:${url}`] : []),
  ]);
  const calendar = component('VCALENDAR', [
    'VERSION:2.0',
    'PRODID:-//Nosso Sim//Site de casamento//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vevent,
  ]);
  return `${calendar.map(foldLine).join('\r\n')}\r\n`;
}
