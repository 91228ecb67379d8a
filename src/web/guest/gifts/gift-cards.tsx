// The pieces the home's gift section and the gift list page share: a gift card at the price the
// guest pays, the grid of cards with its count, and the lists kept in other stores.

import { remainingLine } from '../../../shared/gift-list.ts';
import type { GuestGift, GuestGifts } from '../../../shared/guest-site-data.ts';
import { formatBRL } from '../../../shared/money.ts';
import { giftCount, giftTexts as t } from './gift-texts.ts';

function GiftCard({ gift, slug }: { gift: GuestGift; slug: string }) {
  const left = remainingLine(gift);
  return (
    <li className="gift-card">
      {gift.imageUrl ? (
        <img className="gift-image" src={gift.imageUrl} alt="" loading="lazy" width={400} height={400} />
      ) : (
        <div className="gift-image gift-image-empty" aria-hidden="true" />
      )}
      <div className="gift-body">
        <h3 className="gift-name">{gift.name}</h3>
        <p className="gift-price">
          {formatBRL(gift.guestPriceCents)}
          {gift.isQuota && <span className="gift-per"> {t.perQuota}</span>}
        </p>
        {left && <p className="gift-left">{left}</p>}
        {gift.remaining > 0 ? (
          <a className="button button-block gift-give" href={`/${slug}/presentes/${gift.id}`}>
            {t.give}
            <span className="sr-only"> {gift.name}</span>
          </a>
        ) : (
          <p className="gift-done">{t.given}</p>
        )}
      </div>
    </li>
  );
}

/** The gifts with how many there are in all, or the empty list's line. */
export function GiftGrid({ slug, gifts }: { slug: string; gifts: GuestGifts }) {
  if (gifts.items.length === 0)
    return <p className="muted center">{gifts.categoryId ? t.emptyCategory : t.empty}</p>;
  return (
    <>
      <p className="gift-count">{giftCount(gifts.total)}</p>
      <ul className="gift-grid">
        {gifts.items.map((g) => (
          <GiftCard key={g.id} gift={g} slug={slug} />
        ))}
      </ul>
    </>
  );
}

export function OtherStores({ links }: { links: GuestGifts['externalLinks'] }) {
  if (links.length === 0) return null;
  return (
    <div className="gift-stores">
      <h3>{t.otherStores}</h3>
      <ul>
        {links.map((l) => (
          <li key={l.url}>
            <a href={l.url} target="_blank" rel="noopener noreferrer nofollow">
              {l.storeName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
