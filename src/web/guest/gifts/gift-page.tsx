// A gift's own page on the guest site (`/{slug}/presentes/{id}`), where "Presentear" leads: the gift
// at the price the guest pays, and the checkout while there is something left to give.

import { remainingLine } from '../../../shared/gift-list.ts';
import type { GuestGift } from '../../../shared/guest-site-data.ts';
import { formatBRL } from '../../../shared/money.ts';
import type { CheckoutFormProps } from '../../../shared/payments/checkout-form-fields.ts';
import { CheckoutForm } from '../checkout/checkout-form.tsx';
import { IslandFrame } from '../forms/island-frame.tsx';
import { GiftPageFrame } from '../gift-page-frame.tsx';
import { giftListPath, giftTexts as t } from './gift-texts.ts';

export interface GiftPageData {
  slug: string;
  names: string;
  gift: GuestGift & { listName: string };
  checkout: CheckoutFormProps;
}

export function GiftPage({ slug, names, gift, checkout }: GiftPageData) {
  const left = remainingLine(gift);
  return (
    <GiftPageFrame backHref={giftListPath(slug)} backLabel={t.backToList}>
      <article className="card gift-detail" aria-labelledby="presente-nome">
        {gift.imageUrl ? (
          <img className="gift-detail-image" src={gift.imageUrl} alt="" width={600} height={600} />
        ) : (
          <div className="gift-detail-image gift-image-empty" aria-hidden="true" />
        )}
        <div className="gift-detail-body">
          <p className="gift-eyebrow">
            {t.giftOf(names)} · {gift.listName}
          </p>
          <h1 id="presente-nome" className="gift-detail-name">
            {gift.name}
          </h1>
          <p className="gift-price gift-detail-price">
            {formatBRL(gift.guestPriceCents)}
            {gift.isQuota && <span className="gift-per"> {t.perQuota}</span>}
          </p>
          {left && <p className="gift-left">{left}</p>}
          {gift.description && <p className="prose">{gift.description}</p>}
          {gift.remaining > 0 ? (
            <IslandFrame name="checkout" component={CheckoutForm} props={checkout} />
          ) : (
            <p className="gift-done">{t.given}</p>
          )}
        </div>
      </article>
    </GiftPageFrame>
  );
}
