// "Sacar por PIX": any amount up to the available balance, typed as money, to the couple's active
// payout key, "Sacar tudo"; the amount is checked on a review sheet, then requested once (an
// idempotency key per attempt) behind the step-up, and the sheet turns into the receipt.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import { formatBRL } from '../../../shared/money.ts';
import { payoutKeyMessages } from '../../../shared/payments/payout-key.ts';
import {
  MIN_WITHDRAWAL_CENTS,
  type WalletView,
  walletMessages,
  withdrawalBody,
} from '../../../shared/payments/wallet.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormControlledField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { keyLabel } from './pix-key-label.ts';
import { requestWithdrawal, walletKeys } from './wallet-api.ts';
import { walletTexts as t } from './wallet-texts.ts';
import { WithdrawalReview } from './withdrawal-review.tsx';

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * The amount in centavos from the BRL field (null while empty, NaN while not an amount), held to the
 * server's rules plus the balance available now.
 */
export function withdrawForm(availableCents: number) {
  return z.object({
    amount: z
      .number()
      .or(z.nan())
      .nullable()
      .transform((cents, ctx) => {
        const checked = withdrawalBody.shape.amountCents
          .max(availableCents, walletMessages.insufficient)
          .safeParse(cents === null || !(cents > 0) ? Number.NaN : cents);
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
  const [review, setReview] = useState<number | null>(null);
  const form = useZodForm(withdrawForm(wallet.availableCents), { defaultValues: { amount: null } });
  const destination = wallet.payoutKey.active;
  const nothing = wallet.availableCents < MIN_WITHDRAWAL_CENTS;
  const blocked = nothing || !destination;

  return (
    <>
      <Form
        form={form}
        summarize
        quiet
        className="space-y-4"
        onSubmit={async ({ amount }) => setReview(amount)}
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
        <FormControlledField
          form={form}
          name="amount"
          label={t.amount}
          hint={nothing ? walletMessages.nothingAvailable : t.amountHint(formatBRL(wallet.availableCents))}
        >
          {(control) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="flex-1">
                <MoneyInput {...control} className="tabular-nums" disabled={blocked} />
              </div>
              <Button
                variant="outline"
                onClick={() =>
                  form.setValue('amount', wallet.availableCents, {
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
                disabled={blocked}
              >
                {t.withdrawAll}
              </Button>
            </div>
          )}
        </FormControlledField>
      </Form>
      {review !== null && (
        <WithdrawalReview
          amountCents={review}
          wallet={wallet}
          onClose={() => setReview(null)}
          onConfirm={async () => {
            const withdrawal = await guarded(() =>
              requestWithdrawal(weddingId, { amountCents: review, idempotencyKey: attempt }),
            );
            form.reset({ amount: null });
            setAttempt(crypto.randomUUID());
            await queryClient.invalidateQueries({ queryKey: walletKeys.all(weddingId) });
            return withdrawal;
          }}
        />
      )}
    </>
  );
}
