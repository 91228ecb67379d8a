// A gift's or product's square picture, or a soft placeholder when it has none. The caller sets
// its size (`w-full` in a tile, `size-14` in a table row).
import { Gift } from 'lucide-react';

export function GiftPicture({ url, className = '' }: { url: string | null; className?: string }) {
  if (!url) {
    return (
      <div
        className={`grid aspect-square place-items-center bg-gradient-to-br from-brand-soft to-teal-soft text-brand ${className}`}
        aria-hidden="true"
      >
        <Gift className="size-1/3" />
      </div>
    );
  }
  return <img src={url} alt="" loading="lazy" className={`aspect-square object-cover ${className}`} />;
}
