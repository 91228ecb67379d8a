// The couple's checkout for a platform service (`/{slug}/servicos/{token}`, issue 23): the guests'
// checkout form, with the couple as payer, the service's price and no gift fee.
import { extrasTexts as x } from '../../../shared/extras.ts';
import { formatBRL } from '../../../shared/money.ts';
import type { CheckoutFormProps } from '../../../shared/payments/checkout-form-fields.ts';
import { IslandFrame } from '../forms/island-frame.tsx';
import { GiftPageFrame } from '../gift-page-frame.tsx';
import { CheckoutForm } from './checkout-form.tsx';

export function ExtraCheckoutPage({
  panelUrl,
  itemName,
  priceCents,
  checkout,
}: {
  panelUrl: string;
  itemName: string;
  priceCents: number;
  checkout: CheckoutFormProps;
}) {
  return (
    <GiftPageFrame backHref={panelUrl} backLabel={x.backToPanel} narrow>
      <article className="card" aria-labelledby="servico-titulo">
        <p className="gift-eyebrow">{x.checkoutEyebrow}</p>
        <h1 id="servico-titulo" className="gift-detail-name">
          {itemName}
        </h1>
        <p>{x.checkoutLead(itemName)}</p>
        <IslandFrame
          name="checkout"
          component={CheckoutForm}
          props={{ ...checkout, purchase: true, submitLabel: x.pay(formatBRL(priceCents)) }}
        />
      </article>
    </GiftPageFrame>
  );
}
