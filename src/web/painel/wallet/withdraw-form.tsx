// "Sacar por PIX": any amount up to the available balance, to the couple's active payout key,
// "Sacar tudo", one request per click (an idempotency key per attempt), behind the step-up.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatBRL, parseReais } from '../../../shared/money.ts';
import { payoutKeyMessages } from '../../../shared/payments/payout-key.ts';
import {
  MIN_WITHDRAWAL_CENTS,
  type WalletView,
  walletMessages,
  withdrawalBody,
} from '../../../shared/payments/wallet.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { keyLabel } from './payout-key-section.tsx';
import { requestWithdrawal, walletKeys } from './wallet-api.ts';
import { walletTexts as t } from './wallet-texts.ts';

/** Centavos as the amount field shows them: "1234,56". */
const asField = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * The amount as typed ("1.234,56", "R$ 10"), read as centavos and held to the server's rules plus
 * the balance available now.
 */
export function withdrawForm(availableCents: number) {
  return z.object({
    amount: z.string().transform((text, ctx) => {
      const cents = parseReais(text);
      const checked = withdrawalBody.shape.amountCents
        .max(availableCents, walletMessages.insufficient)
        .safeParse(cents === null || cents <= 0 ? Number.NaN : cents);
      if (checked.success) return checked.data;
      ctx.addIssue({
        code: 'custom',
        message: checked.error.issues[0]?.message ?? walletMessages.amountInvalid,
      });
      return z.NEVER;
    }),
  });
}

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
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const form = useZodForm(withdrawForm(wallet.availableCents), { defaultValues: { amount: '' } });
  const destination = wallet.payoutKey.active;
  const nothing = wallet.availableCents < MIN_WITHDRAWAL_CENTS;
  const blocked = nothing || !destination;

  return (
    <Form
      form={form}
      summarize
      className="space-y-4"
      onSubmit={async ({ amount }) => {
        await guarded(() => requestWithdrawal(weddingId, { amountCents: amount, idempotencyKey: attempt }));
        toast.success(walletMessages.requested);
        form.reset({ amount: '' });
        setAttempt(crypto.randomUUID());
        await queryClient.invalidateQueries({ queryKey: walletKeys.all(weddingId) });
      }}
      footer={
        <FormSubmit className="sm:w-auto" disabled={blocked}>
          {t.submit}
        </FormSubmit>
      }
    >
      <p id={`${id}-destino`} className="text-sm text-ink">
        {destination
          ? t.destination(keyLabel(destination))
          : wallet.payoutKey.pending
            ? payoutKeyMessages.keyOnHold
            : payoutKeyMessages.keyMissing}
      </p>
      <FormField
        form={form}
        name="amount"
        label={t.amount}
        hint={nothing ? walletMessages.nothingAvailable : t.amountHint(formatBRL(wallet.availableCents))}
      >
        {(control) => (
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <span
                className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
                aria-hidden="true"
              >
                R$
              </span>
              <Input
                {...control}
                inputMode="decimal"
                placeholder="0,00"
                className="pl-11 tabular-nums"
                disabled={blocked}
              />
            </div>
            <Button
              variant="outline"
              onClick={() => form.setValue('amount', asField(wallet.availableCents))}
              disabled={blocked}
            >
              {t.withdrawAll}
            </Button>
          </div>
        )}
      </FormField>
    </Form>
  );
}
