// The PIX part of a pending payment's page: on a phone the guest pays in the bank app on the same
// phone, so copying the code comes first (pix-client.ts copies it and counts down to the expiry);
// on a wide screen checkout.css puts the QR first, for a phone to read.
import { checkoutTexts as t } from '../../../shared/payments/checkout-texts.ts';

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

export function PixPayment({
  payload,
  expiresAt,
  qrSvg,
}: {
  payload: string;
  expiresAt: string;
  /** The QR image, drawn by the server from the payment's own BR Code. */
  qrSvg: string | null;
}) {
  return (
    <section aria-labelledby="pix-titulo" className="payment-method pix-payment">
      <h2 id="pix-titulo">{t.pixTitle}</h2>
      <p>{t.pixSteps}</p>
      <div className="pix-copy">
        <button type="button" className="button button-block" data-pix-copy="pix-codigo" hidden>
          {t.pixCopy}
        </button>
        <p className="sr-only" role="status" data-pix-copied />
        <p className="small" data-pix-expires={expiresAt}>
          <strong data-pix-left hidden /> {t.pixUntil(dateTime(expiresAt))}
        </p>
        <div className="field">
          <label htmlFor="pix-codigo">{t.pixCode}</label>
          <textarea id="pix-codigo" readOnly rows={3} className="code" value={payload} />
        </div>
      </div>
      {qrSvg && (
        <div className="qr payment-qr" role="img" aria-label="QR code do PIX">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn by the qrcode library from our own BR Code. */}
          <span dangerouslySetInnerHTML={{ __html: qrSvg }} />
        </div>
      )}
    </section>
  );
}
