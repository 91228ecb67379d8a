// A paid order's receipt (recibo) in a dialog the couple can print.
import { Printer } from 'lucide-react';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { receiptLabel, extrasTexts as x } from '../../../shared/extras.ts';
import { formatBRL } from '../../../shared/money.ts';
import { paymentMethodLabels } from '../../../shared/payments/checkout.ts';
import { formatInstallments } from '../../../shared/payments/installments.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { retryLabel } from '../../components/ui/list-state.tsx';
import { Loading, PageLoadFailed } from '../../components/ui/query-state.tsx';
import { useReceipt } from './use-extras.ts';

export function ReceiptDialog({
  weddingId,
  orderId,
  onClose,
}: {
  weddingId: string;
  orderId: string | null;
  onClose: () => void;
}) {
  const receipt = useReceipt(weddingId, orderId);
  const r = receipt.data;
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={r ? receiptLabel(r.receiptNumber) : x.receiptTitle}>
        {receipt.isError ? (
          <PageLoadFailed
            message={receipt.error.message}
            retryLabel={retryLabel}
            onRetry={() => void receipt.refetch()}
          />
        ) : !r ? (
          <Loading label={x.receiptTitle} />
        ) : (
          <div className="mt-4 grid gap-4">
            <dl className="grid gap-3 text-sm">
              {[
                [x.receiptIssuer, 'Nosso Sim'],
                [x.receiptService, r.itemName],
                [
                  x.receiptAmount,
                  r.method === 'card' && r.installments > 1
                    ? `${formatBRL(r.amountCents)} (${formatInstallments(r.amountCents, r.installments)})`
                    : formatBRL(r.amountCents),
                ],
                [x.receiptMethod, paymentMethodLabels[r.method]],
                [x.receiptPayer, r.payerCpf ? `${r.payerName}, CPF ${r.payerCpf}` : r.payerName],
                [x.receiptPaidOn, formatDateShort(todayIn('America/Sao_Paulo', new Date(r.paidAt)))],
                ...(r.refundedAt
                  ? [
                      [
                        x.receiptRefundedOn,
                        formatDateShort(todayIn('America/Sao_Paulo', new Date(r.refundedAt))),
                      ],
                    ]
                  : []),
              ].map(([label, value]) => (
                <div key={label} className="flex flex-wrap justify-between gap-2 border-b border-ink/10 pb-2">
                  <dt className="text-muted">{label}</dt>
                  <dd className="font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              {x.print}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
