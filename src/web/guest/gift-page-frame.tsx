// The frame of a guest's one-card pages (a gift, the gravata digital, a payment): the back link
// above the card, on the same `gift-page` background, and "Precisa de ajuda?" (issue 25) at the
// corner, drawn by the server; its first press loads the assistant (checkout/checkout-client.ts).
import type { ReactNode } from 'react';
import { HelpButton } from '../components/help/help-button.tsx';

export function GiftPageFrame({
  backHref,
  backLabel,
  narrow = false,
  data,
  children,
}: {
  backHref: string;
  backLabel: string;
  narrow?: boolean;
  /** `data-*` attributes the page's client script reads. */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <>
      <main className="gift-page" {...data}>
        <div className={narrow ? 'container narrow' : 'container'}>
          <p>
            <a className="gift-back" href={backHref}>
              ← {backLabel}
            </a>
          </p>
          {children}
        </div>
      </main>
      <div data-help-root>
        <HelpButton channel="checkout" />
      </div>
    </>
  );
}
