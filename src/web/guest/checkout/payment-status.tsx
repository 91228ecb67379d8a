// A guest's payment (`/{slug}/pagamento/{token}`), the page the checkout leads to and the e-mail
// links to: what to do next (the PIX code and QR image, the boleto line and slip) or how it ended.
// checkout-client.ts copies codes (pix-client.ts the PIX one) and reloads the page when the bank confirms.
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { checkoutTexts as t } from '../../../shared/payments/checkout-texts.ts';
import { formatInstallments } from '../../../shared/payments/installments.ts';
import type { PaymentView } from '../../../shared/payments/payment-view.ts';
import { GiftPageFrame } from '../gift-page-frame.tsx';
import { PixPayment } from './pix-payment.tsx';

/** A payment the guest's money went through, even if it came back later. */
const paidStatuses: readonly PaymentView['status'][] = ['concluido', 'estornado', 'contestado'];

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} readOnly rows={3} className="code" value={value} />
      <button type="button" className="button button-outline" data-copy={id} hidden>
        {t.copy}
      </button>
      <p className="muted small" data-copied={id} role="status" />
    </div>
  );
}

export function PaymentStatus({
  payment,
  slug,
  qrSvg,
  retryUrl,
  back = { href: `/${slug}`, label: t.backToSite },
}: {
  payment: PaymentView;
  slug: string;
  /** The PIX QR image, drawn by the server from the payment's own BR Code. */
  qrSvg: string | null;
  retryUrl: string | null;
  /** Where the page leads back to: the couple's site, or the panel for a couple's purchase. */
  back?: { href: string; label: string };
}) {
  const pending = payment.status === 'pendente';
  const what =
    payment.kind === 'gravata'
      ? t.gravataTitle
      : payment.quantity > 1
        ? `${payment.itemName} (${payment.quantity} cotas)`
        : payment.itemName;
  return (
    <GiftPageFrame
      backHref={back.href}
      backLabel={back.label}
      narrow
      data={{ 'data-payment': payment.token, 'data-status': payment.status }}
    >
      <article className="card payment" aria-labelledby="pagamento-titulo">
        <p className="gift-eyebrow">
          {what} · {payment.coupleNames}
        </p>
        <h1 id="pagamento-titulo" className="gift-detail-name">
          {t.status[payment.status]}
        </h1>
        <p>{t.statusLead[payment.status]}</p>
        <dl className="payment-amounts">
          {payment.feePayer === 'guests' && payment.feeCents > 0 && (
            <div>
              <dt>{t.feeAt(formatPercent(payment.feeBasisPoints))}</dt>
              <dd>{formatBRL(payment.feeCents)}</dd>
            </div>
          )}
          <div>
            <dt>{paidStatuses.includes(payment.status) ? t.paidTotal : t.total}</dt>
            <dd>{formatBRL(payment.grossCents)}</dd>
          </div>
        </dl>

        {pending && payment.pix && (
          <PixPayment payload={payment.pix.payload} expiresAt={payment.pix.expiresAt} qrSvg={qrSvg} />
        )}

        {pending && payment.boleto && (
          <section aria-labelledby="boleto-titulo" className="payment-method">
            <h2 id="boleto-titulo">{t.boletoTitle}</h2>
            <CopyField id="boleto-linha" label={t.boletoLine} value={payment.boleto.line} />
            <p className="muted small">{t.boletoDue(formatDateShort(payment.boleto.dueDate))}</p>
            <a
              className="button"
              href={payment.boleto.url ?? `/${slug}/pagamento/${payment.token}/boleto`}
              target="_blank"
              rel="noopener"
            >
              {t.printBoleto}
            </a>
          </section>
        )}

        {payment.card && payment.status === 'concluido' && (
          <p>
            {t.cardPaid(
              payment.card.brand,
              payment.card.last4,
              formatInstallments(payment.grossCents, payment.installments),
            )}
          </p>
        )}

        {pending && (
          <p className="muted small" data-waiting>
            {t.waiting} <a href={`/${slug}/pagamento/${payment.token}`}>{t.refresh}</a>
          </p>
        )}
        {retryUrl && (payment.status === 'recusado' || payment.status === 'expirado') && (
          <a className="button" href={retryUrl}>
            {t.tryAgain}
          </a>
        )}
        {payment.confirmedAt && (
          <p className="muted small">
            Confirmado em {formatDateShort(todayIn('America/Sao_Paulo', new Date(payment.confirmedAt)))}.
          </p>
        )}
      </article>
    </GiftPageFrame>
  );
}
