// Cerimônia and Recepção: where and when, a map and "Como chegar" with Google Maps and Waze.
import { formatDateLong } from '../../../shared/dates.ts';
import { directionsLinks } from '../../../shared/directions.ts';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import type { Place } from '../../../shared/site.ts';
import { Paragraphs } from './paragraphs.tsx';

export function PlaceSection({
  place,
  fallbackDate,
}: {
  place: Partial<Place>;
  fallbackDate: string | null;
}) {
  const date = place.date || fallbackDate;
  const links = place.address ? directionsLinks(place.address) : null;
  return (
    <div className="place">
      <div className="place-card">
        {place.place && <p className="place-name">{place.place}</p>}
        {(date || place.time) && (
          <p className="place-when">
            {date && formatDateLong(date)}
            {date && place.time && ' · '}
            {place.time && `${place.time.replace(':', 'h')}`}
          </p>
        )}
        {place.address && <p className="place-address">{place.address}</p>}
        {place.notes && <Paragraphs text={place.notes} />}
        {links && (
          <div className="button-row">
            <a className="button" href={links.google} target="_blank" rel="noopener noreferrer">
              {t.directionsGoogle}
            </a>
            <a className="button button-outline" href={links.waze} target="_blank" rel="noopener noreferrer">
              {t.directionsWaze}
            </a>
          </div>
        )}
        {!place.place && !place.address && <p className="muted">Os noivos ainda vão informar o local.</p>}
      </div>
      {links && (
        <iframe
          className="map"
          title={`Mapa: ${place.place || place.address}`}
          src={links.embed}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      )}
    </div>
  );
}
