// One gift on a list editor: picture, name, category, price and its details, with the actions the
// editor offers (edit, remove). Icon buttons carry the gift's name in their accessible names.
import type { ReactNode } from 'react';
import { GiftPicture } from './gift-picture.tsx';

export function GiftTile({
  name,
  imageUrl,
  categoryName,
  price,
  details,
  actions,
  muted,
}: {
  name: string;
  imageUrl: string | null;
  categoryName?: string | null;
  price: string;
  details?: ReactNode;
  actions?: ReactNode;
  /** Inactive in the catalogue: shown faded with a note. */
  muted?: ReactNode;
}) {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/5"
      data-gift={name}
    >
      <div className="relative">
        <GiftPicture url={imageUrl} className={`w-full ${muted ? 'opacity-60' : ''}`} />
        {actions && <div className="absolute top-2 right-2 flex gap-1.5">{actions}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {categoryName && (
          <p className="text-xs font-semibold tracking-wide text-teal-dark uppercase">{categoryName}</p>
        )}
        <h3 className="text-[15px] leading-snug font-semibold break-words text-ink sm:text-base">{name}</h3>
        <p className="mt-auto pt-2 font-serif text-xl font-bold text-ink tabular-nums">{price}</p>
        {details && <div className="text-sm text-muted">{details}</div>}
        {muted && <p className="text-xs font-semibold text-danger">{muted}</p>}
      </div>
    </div>
  );
}

export const tileActionClass =
  'grid size-10 place-items-center rounded-full bg-white/95 text-ink shadow-md shadow-ink/10 ring-1 ring-ink/5 transition-colors hover:bg-brand-soft hover:text-brand-dark';
