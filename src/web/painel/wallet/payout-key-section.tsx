// "Chave PIX para saques": the active key and its holder, a new key's hold with cancel, and the
// form that registers or changes the key (the holder's CPF the first time), behind the step-up.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { normaliseCpf } from '../../../shared/payments/checkout.ts';
import { holdLabel, type PayoutKeyView, payoutKeyMessages } from '../../../shared/payments/payout-key.ts';
import {
  normalisePixKey,
  type PixKeyType,
  pixKeyMessages,
  pixKeyTypeLabels,
  pixKeyTypes,
} from '../../../shared/payments/pix.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { cancelPendingPayoutKey, savePayoutKey, walletKeys } from './wallet-api.ts';
import { walletTexts as t } from './wallet-texts.ts';

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

export function keyLabel(key: { type: PixKeyType; key: string }): string {
  return `${pixKeyTypeLabels[key.type]} ${key.key}`;
}

export function PayoutKeySection(props: { weddingId: string; payoutKey: PayoutKeyView; guarded: Guard }) {
  const { payoutKey } = props;
  const queryClient = useQueryClient();
  const cancel = useFormAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: walletKeys.all(props.weddingId) });

  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-brand-soft/60 p-4">
        <p className="text-sm text-muted">{t.activeKey}</p>
        <p className="font-medium break-all text-ink">
          {payoutKey.active ? keyLabel(payoutKey.active) : t.noActiveKey}
        </p>
        {payoutKey.holderCpf && <p className="mt-1 text-sm text-muted">{t.holder(payoutKey.holderCpf)}</p>}
      </div>
      {payoutKey.pending && (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-medium text-ink">{holdLabel(new Date(payoutKey.pending.activeFrom))}</p>
          <p className="mt-1 text-sm break-all text-muted">{keyLabel(payoutKey.pending)}</p>
          <FormError message={cancel.error} />
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={cancel.pending}
            onClick={() =>
              void cancel.run(async () => {
                await cancelPendingPayoutKey(props.weddingId);
                toast.success(payoutKeyMessages.cancelled);
                await refresh();
              })
            }
          >
            {t.cancelPending}
          </Button>
        </div>
      )}
      <PayoutKeyForm {...props} onSaved={refresh} />
    </div>
  );
}

function PayoutKeyForm(props: {
  weddingId: string;
  payoutKey: PayoutKeyView;
  guarded: Guard;
  onSaved: () => Promise<unknown>;
}) {
  const id = useId();
  const needsHolder = props.payoutKey.holderCpf === null;
  const [holderCpf, setHolderCpf] = useState('');
  const [type, setType] = useState<PixKeyType>('cpf');
  const [key, setKey] = useState('');
  const { pending, error, fail, run } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsHolder && !normaliseCpf(holderCpf)) return fail(payoutKeyMessages.holderCpfInvalid);
    if (!normalisePixKey(type, key)) return fail(pixKeyMessages.invalid[type]);
    void run(async () => {
      await props.guarded(() =>
        savePayoutKey(props.weddingId, {
          ...(needsHolder ? { holderCpf } : {}),
          pixKey: { type, key },
        }),
      );
      toast.success(payoutKeyMessages.saved);
      setKey('');
      await props.onSaved();
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-4">
      <h3 className="font-medium text-ink">{props.payoutKey.active ? t.changeKey : t.saveKey}</h3>
      {needsHolder && (
        <div>
          <Label htmlFor={`${id}-titular`}>{t.holderCpf}</Label>
          <Input
            id={`${id}-titular`}
            value={holderCpf}
            onChange={(e) => setHolderCpf(e.target.value)}
            inputMode="numeric"
            placeholder="000.000.000-00"
            aria-describedby={`${id}-titular-dica`}
            disabled={pending}
          />
          <p id={`${id}-titular-dica`} className="mt-1.5 text-xs text-muted">
            {t.holderCpfHint}
          </p>
        </div>
      )}
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
      <FormError message={error} />
      <SubmitButton pending={pending} className="sm:w-auto">
        {t.saveKey}
      </SubmitButton>
    </form>
  );
}
