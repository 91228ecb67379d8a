// Photos at their real proportions in justified rows: the photos of a row share one height and
// together fill the width, so no column is left short. Up to two a row on a phone and three from
// 640 px, the smaller rows first (three photos on a phone: one across, then two). A row that would
// grow taller than the cap (one portrait photo) keeps its proportions, centred. Each photo is a link
// to its file, which the page's script opens in a lightbox (lightbox.ts) and which without
// JavaScript simply opens the image.
import type { CSSProperties } from 'react';
import type { GuestPhoto } from '../../../shared/guest-site-data.ts';

/** Photos per row: as even as can be, at most `most`, the smaller rows first. */
export function rowSizes(count: number, most: number): number[] {
  const rows = Math.ceil(count / most);
  const base = Math.floor(count / rows);
  const larger = count % rows;
  return Array.from({ length: rows }, (_, i) => (i >= rows - larger ? base + 1 : base));
}

/** Where each photo sits in its row, as the CSS variables `guest.css` lays the row out with. */
function rowVariables(ratios: number[], most: number, suffix: 's' | 'l'): Record<string, number>[] {
  let start = 0;
  return rowSizes(ratios.length, most).flatMap((size) => {
    const row = ratios.slice(start, start + size);
    start += size;
    const sum = row.reduce((a, b) => a + b, 0);
    return row.map((_, i) => ({
      [`--k-${suffix}`]: size,
      [`--sum-${suffix}`]: Number(sum.toFixed(4)),
      [`--first-${suffix}`]: i === 0 ? 1 : 0,
      [`--last-${suffix}`]: i === size - 1 ? 1 : 0,
    }));
  });
}

/** Width over height; a photo stored without its size counts as square. */
function ratioOf(p: GuestPhoto): number {
  return p.width && p.height ? Number((p.width / p.height).toFixed(4)) : 1;
}

export function PhotoTiles({ photos, label }: { photos: GuestPhoto[]; label: string }) {
  const ratios = photos.map(ratioOf);
  const phone = rowVariables(ratios, 2, 's');
  const wide = rowVariables(ratios, 3, 'l');
  return (
    <ul className="photo-tiles" aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.id} style={{ '--r': ratios[i], ...phone[i], ...wide[i] } as CSSProperties}>
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
