// Photos at their real proportions, in columns (masonry): each a link to its file, which the page's
// script opens in a lightbox (lightbox.ts) and which without JavaScript simply opens the image.
import type { GuestPhoto } from '../../../shared/guest-site-data.ts';

export function PhotoTiles({ photos, label }: { photos: GuestPhoto[]; label: string }) {
  return (
    <ul className="photo-tiles" aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} data-lightbox aria-label={`Ampliar foto ${i + 1} de ${photos.length}`}>
            <img
              src={p.url}
              alt=""
              loading="lazy"
              width={p.width ?? undefined}
              height={p.height ?? undefined}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
