// "Sacar por PIX": key type and key (checked the way the server checks them), any amount up to the
// available balance, "Sacar tudo", and one request per click (an idempotency key per attempt).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { formatBRL, parseReais } from '../../../shared/money.ts';
import {
  normalisePixKey,
  type PixKeyType,
  pixKeyMessages,
  pixKeyTypeLabels,
  pixKeyTypes,
} from '../../../shared/payments/pix.ts';
import { MIN_WITHDRAWAL_CENTS, type WalletView, walletMessages } from '../../../shared/payments/wallet.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { requestWithdrawal, walletKeys } from './wallet-api.ts';
import { walletTexts as t } from './wallet-texts.ts';

/** Centavos as the amount field shows them: "1234,56". */
const asField = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

export function WithdrawForm({ weddingId, wallet }: { weddingId: string; wallet: WalletView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [type, setType] = useState<PixKeyType>(wallet.payoutPixKey?.type ?? 'cpf');
  const [key, setKey] = useState(wallet.payoutPixKey?.key ?? '');
  const [amount, setAmount] = useState('');
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const { pending, error, fail, run } = useFormAction();
  const nothing = wallet.availableCents < MIN_WITHDRAWAL_CENTS;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!normalisePixKey(type, key)) return fail(pixKeyMessages.invalid[type]);
    const cents = parseReais(amount);
    if (cents === null || cents <= 0) return fail(walletMessages.amountInvalid);
    if (cents < MIN_WITHDRAWAL_CENTS) return fail(walletMessages.amountTooLow);
    if (cents > wallet.availableCents) return fail(walletMessages.insufficient);
    void run(async () => {
      await requestWithdrawal(weddingId, {
        amountCents: cents,
        pixKey: { type, key },
        idempotencyKey: attempt,
      });
      toast.success(walletMessages.requested);
      setAmount('');
      setAttempt(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: walletKeys.all(weddingId) });
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_1fr]">
        <div>
          <Label htmlFor={`${id}-tipo`}>{t.keyType}</Label>
          <Select
            id={`${id}-tipo`}
            value={type}
            onChange={(e) => setType(e.target.value as PixKeyType)}
            disabled={pending}
          >
            {pixKeyTypes.map((k) => (
              <option key={k} value={k}>
                {pixKeyTypeLabels[k]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-chave`}>{t.key}</Label>
          <Input
            id={`${id}-chave`}
            value={key}
            onChange={(e) => setKey(e.target.value)}
            placeholder={t.keyPlaceholder[type]}
            inputMode={
              type === 'cpf' || type === 'telefone' ? 'numeric' : type === 'email' ? 'email' : 'text'
            }
            autoComplete="off"
            spellCheck={false}
            disabled={pending}
          />
        </div>
      </div>
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
              disabled={pending || nothing}
            />
          </div>
          <Button
            variant="outline"
            onClick={() => setAmount(asField(wallet.availableCents))}
            disabled={pending || nothing}
          >
            {t.withdrawAll}
          </Button>
        </div>
        <p id={`${id}-disponivel`} className="mt-1.5 text-xs text-muted">
          {nothing ? walletMessages.nothingAvailable : t.amountHint(formatBRL(wallet.availableCents))}
        </p>
      </div>
      <FormError message={error} />
      <SubmitButton pending={pending} disabled={nothing} className="sm:w-auto">
        {t.submit}
      </SubmitButton>
    </form>
  );
}
