// The sheet between "Solicitar saque" and the money leaving: the amount, the key formatted, its
// holder and bank to check, "Confirmar saque" (behind the password step-up), then the receipt.
import { useState } from 'react';
import { formatBRL } from '../../../shared/money.ts';
import {
  type WalletView,
  type WithdrawalView,
  walletMessages,
  withdrawalStatusLabels,
} from '../../../shared/payments/wallet.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { keyLabel } from './pix-key-label.ts';
import { walletTexts as t } from './wallet-texts.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

type Row = [term: string, value: string];

function Details({ rows }: { rows: Row[] }) {
  return (
    <dl className="mt-5 divide-y divide-ink/5 rounded-2xl bg-cream/60 px-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-3">
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium text-ink tabular-nums wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Who receives: the holder's name (when the provider's look-up told it) with the masked CPF, and
 * the bank; a line the provider left unknown is left out.
 */
function holderRows(payoutKey: WalletView['payoutKey']): Row[] {
  const name = payoutKey.active?.holderName;
  const cpf = payoutKey.holderCpf;
  const bank = payoutKey.active?.bankName;
  const holder = [name, cpf && t.holderCpfShort(cpf)].filter(Boolean).join(', ');
  return [
    ...(holder ? [[t.reviewHolder, holder] as Row] : []),
    ...(bank ? [[t.reviewBank, bank] as Row] : []),
  ];
}

export function WithdrawalReview({
  amountCents,
  wallet,
  onConfirm,
  onClose,
}: {
  amountCents: number;
  wallet: WalletView;
  /** Requests the withdrawal (asking for the password when the server wants it). */
  onConfirm: () => Promise<WithdrawalView>;
  onClose: () => void;
}) {
  const [receipt, setReceipt] = useState<WithdrawalView | null>(null);
  const { pending, error, run } = useFormAction();
  const key = wallet.payoutKey.active;
  const holder = holderRows(wallet.payoutKey);

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      {receipt ? (
        <DialogContent
          title={t.receiptTitle}
          description={walletMessages.requested}
          closeLabel={t.closeReceipt}
        >
          <Details
            rows={[
              [t.reviewAmount, formatBRL(receipt.amountCents)],
              [t.reviewKey, keyLabel({ type: receipt.pixKeyType, key: receipt.pixKey })],
              ...holder,
              [t.receiptWhen, dateTime.format(new Date(receipt.createdAt))],
              [t.receiptStatus, withdrawalStatusLabels[receipt.status]],
            ]}
          />
          <DialogClose asChild>
            <Button size="lg" className="mt-6 w-full">
              {t.close}
            </Button>
          </DialogClose>
        </DialogContent>
      ) : (
        <DialogContent title={t.reviewTitle} description={t.reviewLead} closeLabel={t.back}>
          <Details
            rows={[
              [t.reviewAmount, formatBRL(amountCents)],
              ...(key ? [[t.reviewKey, keyLabel(key)] as Row] : []),
              ...holder,
              [t.reviewDeadline, t.deadline(wallet.payoutMaxHours)],
            ]}
          />
          <form
            className="mt-6 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () => setReceipt(await onConfirm()));
            }}
          >
            <FormError message={error} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" size="lg" disabled={pending}>
                  {t.back}
                </Button>
              </DialogClose>
              <SubmitButton pending={pending} pendingLabel={t.confirming} className="sm:w-auto">
                {t.confirm}
              </SubmitButton>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
