// "Lista de Presentes" on the site's home: the first few gifts of the wedding list at the price the
// guest pays and "Ver todos os presentes", so the RSVP is not a long scroll of cards away; the
// tabs, filters and pages are on the gift list page (all-gifts.tsx).

import type { GuestGifts } from '../../../shared/guest-site-data.ts';
import { GiftGrid, OtherStores } from './gift-cards.tsx';
import { giftListPath, giftTexts as t } from './gift-texts.ts';

export function GiftsSection({
  slug,
  text,
  gifts,
}: {
  slug: string;
  text: string;
  gifts: GuestGifts | null;
}) {
  if (!gifts) return null;
  const more = gifts.total > gifts.items.length || gifts.lists.length > 1;
  return (
    <div className="gifts gifts-preview">
      {text && <p className="muted center narrow">{text}</p>}
      <GiftGrid slug={slug} gifts={gifts} />
      {more && (
        <p className="center">
          <a className="button" href={giftListPath(slug)}>
            {t.seeAll}
          </a>
        </p>
      )}
      <OtherStores links={gifts.externalLinks} />
    </div>
  );
}
