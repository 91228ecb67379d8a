// The "gravata digital" page (`/{slug}/gravata`), which the QR card at the party opens: anyone
// gives any amount (from R$ 10,00) by PIX with a message.
import type { CheckoutFormProps } from '../../../shared/payments/checkout-form-fields.ts';
import { checkoutTexts as t } from '../../../shared/payments/checkout-texts.ts';
import { IslandFrame } from '../forms/island-frame.tsx';
import { GiftPageFrame } from '../gift-page-frame.tsx';
import { CheckoutForm } from './checkout-form.tsx';

export function GravataPage({
  slug,
  names,
  checkout,
}: {
  slug: string;
  names: string;
  checkout: CheckoutFormProps;
}) {
  return (
    <GiftPageFrame backHref={`/${slug}`} backLabel={t.backToSite} narrow>
      <article className="card" aria-labelledby="gravata-titulo">
        <p className="gift-eyebrow">{names}</p>
        <h1 id="gravata-titulo" className="gift-detail-name">
          {t.gravataTitle}
        </h1>
        <p>{t.gravataLead(names)}</p>
        <IslandFrame
          name="checkout"
          component={CheckoutForm}
          props={{ ...checkout, submitLabel: t.gravataPay }}
        />
      </article>
    </GiftPageFrame>
  );
}
