// The wedding as guests keep it: the ceremony's day, time and place (from its section on the site,
// the wedding date when the section has none), for "Adicionar à agenda" (agenda.ics) and the guest's
// RSVP confirmation e-mail. Both write the calendar file through shared/calendar-file.ts.
import { and, asc, eq } from 'drizzle-orm';
import { calendarFile, isTimeOfDay } from '../../../shared/calendar-file.ts';
import { isCalendarDate } from '../../../shared/dates.ts';
import { hostFor, originFor } from '../../../shared/hosts.ts';
import { type Place, placeSchema } from '../../../shared/site.ts';
import type { Db } from '../../db/client.ts';
import { couples, siteSections, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';

export interface WeddingEvent {
  /** Stable across downloads and e-mails, so a calendar updates the event it has. */
  uid: string;
  slug: string;
  /** "Lia & Caio" */
  coupleNames: string;
  /** `YYYY-MM-DD`, or null while the couple has set no date. */
  date: string | null;
  /** `HH:MM` in Brasília time, or null for the whole day. */
  time: string | null;
  place: string;
  address: string;
  siteUrl: string;
}

interface Links {
  baseHost: string;
  protocol: 'http' | 'https';
}

/** The event from the couple, their ceremony section and the site; dates that do not exist are left out. */
export function weddingEvent(
  wedding: { id: string; slug: string; name1: string; name2: string; weddingDate: string | null },
  ceremony: Partial<Place>,
  links: Links,
): WeddingEvent {
  const date = [ceremony.date, wedding.weddingDate].find((d) => d && isCalendarDate(d)) ?? null;
  return {
    uid: `${wedding.id}@${hostFor('noivos', links.baseHost)}`,
    slug: wedding.slug,
    coupleNames: `${wedding.name1} & ${wedding.name2}`,
    date,
    time: date && ceremony.time && isTimeOfDay(ceremony.time) ? ceremony.time : null,
    place: ceremony.place ?? '',
    address: ceremony.address ?? '',
    siteUrl: `${originFor('noivos', links.baseHost, links.protocol)}/${wedding.slug}`,
  };
}

/** The wedding's event, with its ceremony section when the guests can see it; null for no wedding. */
export async function loadWeddingEvent(
  db: Db,
  weddingId: string,
  links: Links,
): Promise<WeddingEvent | null> {
  const [row] = await db
    .select({ slug: weddings.slug, couple: couples })
    .from(weddings)
    .innerJoin(couples, coupleOfWedding)
    .where(eq(weddings.id, weddingId));
  if (!row) return null;
  const [section] = await db
    .select({ content: siteSections.content })
    .from(siteSections)
    .where(
      and(
        eq(siteSections.weddingId, weddingId),
        eq(siteSections.kind, 'cerimonia'),
        eq(siteSections.visible, true),
      ),
    )
    .orderBy(asc(siteSections.position))
    .limit(1);
  const ceremony = placeSchema.safeParse(section?.content ?? {});
  return weddingEvent(
    {
      id: weddingId,
      slug: row.slug ?? '',
      name1: row.couple.name1 ?? '',
      name2: row.couple.name2 ?? '',
      weddingDate: row.couple.weddingDate,
    },
    ceremony.success ? ceremony.data : {},
    links,
  );
}

/** Where the event happens, in one line ("Paróquia - Praça..., São Paulo"). */
export function eventLocation(event: Pick<WeddingEvent, 'place' | 'address'>): string {
  return [event.place, event.address].filter(Boolean).join(' - ');
}

/** "casamento-lia-e-caio.ics" */
export function calendarFileName(event: Pick<WeddingEvent, 'slug'>): string {
  return `casamento-${event.slug}.ics`;
}

/** The wedding's `.ics` (one event, in UTC); null while it has no date. */
export function weddingCalendarFile(event: WeddingEvent, now = new Date()): string | null {
  if (!event.date) return null;
  return calendarFile(
    {
      uid: event.uid,
      date: event.date,
      time: event.time ?? undefined,
      summary: `Casamento de ${event.coupleNames}`,
      location: eventLocation(event) || undefined,
      description: `Site dos noivos: ${event.siteUrl}`,
      url: event.siteUrl,
    },
    now,
  );
}
