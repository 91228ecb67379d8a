// The wedding's events as cards (Cerimônia and Recepção when the couple has events, and the
// personal invitation page): when, where, the dress code, notes, and the ways to get there.
import { formatDateLong } from '../../../shared/dates.ts';
import { directionsLinks } from '../../../shared/directions.ts';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import { invitationTexts } from '../../../shared/invitation.ts';
import type { GuestEvent } from '../../../shared/wedding-events.ts';
import { Paragraphs } from './paragraphs.tsx';

export function EventCard({ event, fallbackDate }: { event: GuestEvent; fallbackDate: string | null }) {
  const date = event.date ?? fallbackDate;
  const links = event.address ? directionsLinks(event.address) : null;
  return (
    <article className="place-card event-card" aria-labelledby={`evento-${event.id}`}>
      <h3 id={`evento-${event.id}`} className="place-name">
        {event.name}
      </h3>
      {(date || event.time) && (
        <p className="place-when">
          {date && formatDateLong(date)}
          {date && event.time && ' · '}
          {event.time?.replace(':', 'h')}
        </p>
      )}
      {event.placeName && <p className="event-place">{event.placeName}</p>}
      {event.address && <p className="place-address">{event.address}</p>}
      {event.dressCode && (
        <p>
          <strong>{invitationTexts.dressCode}:</strong> {event.dressCode}
        </p>
      )}
      {event.notes && <Paragraphs text={event.notes} />}
      {(links || event.mapsUrl) && (
        <div className="button-row">
          {event.mapsUrl ? (
            <a className="button" href={event.mapsUrl} target="_blank" rel="noopener noreferrer">
              {invitationTexts.mapLink}
            </a>
          ) : (
            links && (
              <a className="button" href={links.google} target="_blank" rel="noopener noreferrer">
                {t.directionsGoogle}
              </a>
            )
          )}
          {links && (
            <a className="button button-outline" href={links.waze} target="_blank" rel="noopener noreferrer">
              {t.directionsWaze}
            </a>
          )}
        </div>
      )}
    </article>
  );
}

export function EventCards({ events, fallbackDate }: { events: GuestEvent[]; fallbackDate: string | null }) {
  return (
    <div className="event-cards">
      {events.map((e) => (
        <EventCard key={e.id} event={e} fallbackDate={fallbackDate} />
      ))}
    </div>
  );
}
