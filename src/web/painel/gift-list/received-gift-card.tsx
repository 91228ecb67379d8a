// One received gift: who gave it, the message, the amounts (paid, fee, net), how and when it was
// paid, its status and when its money is released; and the thank-you.
import { Heart } from 'lucide-react';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import { paymentMethodLabels } from '../../../shared/payments/checkout.ts';
import {
  giftStatusLabels,
  overStockTexts,
  type ReceivedGift,
} from '../../../shared/payments/gifts-received.ts';
import { formatInstallmentShare } from '../../../shared/payments/installments.ts';
import { ThankYouDialog } from './thank-you-dialog.tsx';

const tone: Record<ReceivedGift['status'], string> = {
  concluido: 'bg-success-soft text-success',
  pendente: 'bg-warning-soft text-warning',
  recusado: 'bg-danger-soft text-danger',
  expirado: 'bg-ink/5 text-ink',
  estornado: 'bg-danger-soft text-danger',
  contestado: 'bg-danger-soft text-danger',
};

/** Payments whose money reached the couple at some point (a refund or dispute may take it back). */
const paidStatuses = new Set<ReceivedGift['status']>(['concluido', 'estornado', 'contestado']);

/** What the couple gets: said only of a gift confirmed or on its way, never of one declined or expired. */
const netLabels: Partial<Record<ReceivedGift['status'], string>> = {
  concluido: 'Vocês recebem',
  pendente: 'Vocês vão receber',
};

const day = (iso: string) => formatDateShort(todayIn('America/Sao_Paulo', new Date(iso)));

export function ReceivedGiftCard({ weddingId, gift }: { weddingId: string; gift: ReceivedGift }) {
  const what =
    gift.kind === 'gravata'
      ? 'Gravata digital'
      : gift.quantity > 1
        ? `${gift.itemName} · ${gift.quantity} cotas`
        : gift.itemName;
  const netLabel = netLabels[gift.status];
  const released = gift.releaseAt && Date.parse(gift.releaseAt) > Date.now() ? day(gift.releaseAt) : null;
  return (
    <li className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{gift.guestName}</p>
          <p className="text-sm text-muted">{what}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${tone[gift.status]}`}>
          {giftStatusLabels[gift.status]}
        </span>
      </div>
      {gift.overStock && (
        <p className="mt-3 rounded-2xl bg-warning-soft px-4 py-3 text-sm text-ink">
          <strong className="font-semibold">{overStockTexts.badge}.</strong> {overStockTexts.hint}
        </p>
      )}
      {gift.message && (
        <blockquote className="mt-3 rounded-2xl bg-cream px-4 py-3 text-sm text-ink">
          “{gift.message}”
        </blockquote>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">{paidStatuses.has(gift.status) ? 'Valor pago' : 'Valor'}</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatBRL(gift.grossCents)}</dd>
        </div>
        {netLabel && (
          <>
            <div>
              <dt className="text-muted">Taxa</dt>
              <dd className="font-semibold text-ink tabular-nums">{formatBRL(gift.feeCents)}</dd>
            </div>
            <div>
              <dt className="text-muted">{netLabel}</dt>
              <dd className="font-semibold text-ink tabular-nums">{formatBRL(gift.netCents)}</dd>
            </div>
          </>
        )}
        <div>
          <dt className="text-muted">Forma</dt>
          <dd className="font-semibold text-ink">
            {paymentMethodLabels[gift.method]}
            {gift.method === 'card' && gift.installments > 1
              ? ` (${formatInstallmentShare(gift.grossCents, gift.installments)})`
              : ''}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted">
          {day(gift.createdAt)}
          {released && gift.status === 'concluido' ? ` · disponível para saque em ${released}` : ''}
        </p>
        {gift.status === 'concluido' && gift.guestEmail && (
          <div className="flex items-center gap-3">
            {gift.thankedAt && (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                <Heart className="size-3.5 fill-current" aria-hidden="true" />
                Agradecido em {day(gift.thankedAt)}
              </span>
            )}
            <ThankYouDialog weddingId={weddingId} gift={gift} />
          </div>
        )}
      </div>
    </li>
  );
}
