// "Chave PIX para saques": the active key and its holder, a new key's hold with cancel, and the
// form that registers or changes the key (the holder's CPF the first time), behind the step-up.
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  holderCpfSchema,
  holdLabel,
  type PayoutKeyView,
  payoutKeyMessages,
} from '../../../shared/payments/payout-key.ts';
import {
  normalisePixKey,
  type PixKeyType,
  pixKeyMessages,
  pixKeyTypeLabels,
  pixKeyTypes,
} from '../../../shared/payments/pix.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { keyLabel } from './pix-key-label.ts';
import { cancelPendingPayoutKey, savePayoutKey, walletKeys } from './wallet-api.ts';
import { walletTexts as t } from './wallet-texts.ts';

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

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

/**
 * The server's `payoutKeyBody` as the form holds it: the holder's CPF (only the first time), then
 * the key's type and the key as typed, with the message of that type when it is not a key.
 */
export function payoutKeyForm(needsHolder: boolean) {
  return z
    .object({
      holderCpf: needsHolder ? holderCpfSchema : z.string(),
      type: z.enum(pixKeyTypes),
      key: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!normalisePixKey(v.type, v.key))
        ctx.addIssue({ code: 'custom', path: ['key'], message: pixKeyMessages.invalid[v.type] });
    });
}

function PayoutKeyForm(props: {
  weddingId: string;
  payoutKey: PayoutKeyView;
  guarded: Guard;
  onSaved: () => Promise<unknown>;
}) {
  const needsHolder = props.payoutKey.holderCpf === null;
  const form = useZodForm(payoutKeyForm(needsHolder), {
    defaultValues: { holderCpf: '', type: 'cpf' as PixKeyType, key: '' },
  });
  const type = form.watch('type');

  return (
    <Form
      form={form}
      summarize
      className="space-y-4"
      serverFields={{
        PAYOUT_KEY_OTHER_HOLDER: 'key',
        PAYOUT_KEY_NOT_FOUND: 'key',
        PAYOUT_KEY_CPF_ONLY: 'key',
      }}
      onSubmit={async ({ holderCpf, type, key }) => {
        await props.guarded(() =>
          savePayoutKey(props.weddingId, {
            ...(needsHolder ? { holderCpf } : {}),
            pixKey: { type, key },
          }),
        );
        toast.success(payoutKeyMessages.saved);
        form.setValue('key', '');
        await props.onSaved();
      }}
      footer={<FormSubmit className="sm:w-auto">{t.saveKey}</FormSubmit>}
    >
      <h3 className="font-medium text-ink">{props.payoutKey.active ? t.changeKey : t.saveKey}</h3>
      {needsHolder && (
        <FormField form={form} name="holderCpf" label={t.holderCpf} hint={t.holderCpfHint}>
          {(control) => <Input {...control} inputMode="numeric" placeholder="000.000.000-00" />}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_1fr]">
        <SelectField
          form={form}
          name="type"
          label={t.keyType}
          options={optionsOf(pixKeyTypeLabels, pixKeyTypes)}
        />
        <FormField form={form} name="key" label={t.key}>
          {(control) => (
            <Input
              {...control}
              placeholder={t.keyPlaceholder[type]}
              inputMode={
                type === 'cpf' || type === 'telefone' ? 'numeric' : type === 'email' ? 'email' : 'text'
              }
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
      </div>
    </Form>
  );
}
