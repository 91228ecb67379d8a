// "Sacar por PIX": any amount up to the available balance, to the couple's active payout key,
// "Sacar tudo", one request per click (an idempotency key per attempt), behind the step-up.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { formatBRL, parseReais } from '../../../shared/money.ts';
import { payoutKeyMessages } from '../../../shared/payments/payout-key.ts';
import { MIN_WITHDRAWAL_CENTS, type WalletView, walletMessages } from '../../../shared/payments/wallet.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { keyLabel } from './payout-key-section.tsx';
import { requestWithdrawal, walletKeys } from './wallet-api.ts';
import { walletTexts as t } from './wallet-texts.ts';

/** Centavos as the amount field shows them: "1234,56". */
const asField = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

export function WithdrawForm({
  weddingId,
  wallet,
  guarded,
}: {
  weddingId: string;
  wallet: WalletView;
  guarded: Guard;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const { pending, error, fail, run } = useFormAction();
  const destination = wallet.payoutKey.active;
  const nothing = wallet.availableCents < MIN_WITHDRAWAL_CENTS;
  const blocked = nothing || !destination;

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = parseReais(amount);
    if (cents === null || cents <= 0) return fail(walletMessages.amountInvalid);
    if (cents < MIN_WITHDRAWAL_CENTS) return fail(walletMessages.amountTooLow);
    if (cents > wallet.availableCents) return fail(walletMessages.insufficient);
    void run(async () => {
      await guarded(() => requestWithdrawal(weddingId, { amountCents: cents, idempotencyKey: attempt }));
      toast.success(walletMessages.requested);
      setAmount('');
      setAttempt(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: walletKeys.all(weddingId) });
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-4">
      <p id={`${id}-destino`} className="text-sm text-ink">
        {destination
          ? t.destination(keyLabel(destination))
          : wallet.payoutKey.pending
            ? payoutKeyMessages.keyOnHold
            : payoutKeyMessages.keyMissing}
      </p>
      <div>
        <Label htmlFor={`${id}-valor`}>{t.amount}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <span
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            >
              R$
            </span>
            <Input
              id={`${id}-valor`}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              placeholder="0,00"
              className="pl-11 tabular-nums"
              aria-describedby={`${id}-disponivel`}
              disabled={pending || blocked}
            />
          </div>
          <Button
            variant="outline"
            onClick={() => setAmount(asField(wallet.availableCents))}
            disabled={pending || blocked}
          >
            {t.withdrawAll}
          </Button>
        </div>
        <p id={`${id}-disponivel`} className="mt-1.5 text-xs text-muted">
          {nothing ? walletMessages.nothingAvailable : t.amountHint(formatBRL(wallet.availableCents))}
        </p>
      </div>
      <FormError message={error} />
      <SubmitButton pending={pending} disabled={blocked} className="sm:w-auto">
        {t.submit}
      </SubmitButton>
    </form>
  );
}
