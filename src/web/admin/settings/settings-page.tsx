// "Configurações" (DESIGN.md section 6): the gift fee as a pt-BR percentage, release delay, most
// card instalments, the smallest free amount, support hours and contact e-mail. Saving shows at once on the marketing pages
// and the checkout; payments already made keep the fee they were made with, and a new fee is saved
// only once confirmed. Amounts in reais use the BRL field.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  type AdminSettings,
  adminSettingsMessages as m,
  readSettingsForm,
  type SettingsFormField,
  settingsFormValues,
} from '../../../shared/admin-settings.ts';
import { formatDecimalBRL, parseReais } from '../../../shared/money.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Form, FormControlledField, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatDateTime } from '../lib/admin-format.ts';
import { Fetched } from '../lib/fetched.tsx';
import { PageHeader } from '../lib/page-header.tsx';
import { type AdminSettingsView, saveAdminSettings, settingsKey } from './settings-api.ts';
import { useAdminSettings } from './use-admin-settings.ts';

/** The form's text fields, read into the platform's settings by the shared rules. */
const settingsForm = z
  .object({
    giftFee: z.string(),
    releaseBusinessDays: z.string(),
    maxInstallments: z.string(),
    minFreeAmount: z.string(),
    cardReviewThreshold: z.string(),
    cardReviewDays: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
    contactEmail: z.string(),
  } satisfies Record<SettingsFormField, z.ZodString>)
  .transform((values, ctx) => {
    const read = readSettingsForm(values);
    if (read.ok) return read.settings;
    for (const [field, message] of Object.entries(read.errors))
      ctx.addIssue({ code: 'custom', path: [field], message });
    return z.NEVER;
  });

type SettingsForm = UseFormReturn<z.input<typeof settingsForm>, unknown, z.output<typeof settingsForm>>;

interface TextFieldSpec {
  field: SettingsFormField;
  id: string;
  label: string;
  hint?: string;
  suffix?: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric' | 'email';
  autoComplete?: string;
}

/** An amount in reais, typed in the BRL field. */
interface MoneyFieldSpec {
  money: true;
  field: 'minFreeAmount' | 'cardReviewThreshold';
  id: string;
  label: string;
  hint: string;
}

function Field({
  form,
  field,
  id,
  label,
  hint,
  suffix,
  type = 'text',
  inputMode,
  autoComplete = 'off',
}: TextFieldSpec & { form: SettingsForm }) {
  return (
    <FormField form={form} name={field} id={id} label={label} hint={hint}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            className={suffix ? 'pr-12' : ''}
          />
          {suffix && (
            <span
              className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            >
              {suffix}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}

/** An amount in reais through the BRL field; the form keeps it as the text the shared rules read. */
function MoneyField({ form, field, id, label, hint }: MoneyFieldSpec & { form: SettingsForm }) {
  return (
    <FormControlledField form={form} name={field} id={id} label={label} hint={hint}>
      {({ value, onChange, ...control }) => (
        <MoneyInput
          {...control}
          value={value.trim() === '' ? null : (parseReais(value) ?? Number.NaN)}
          // Not an amount: a text the shared rules refuse with this field's message.
          onChange={(cents) =>
            onChange(cents === null ? '' : Number.isNaN(cents) ? '?' : formatDecimalBRL(cents))
          }
        />
      )}
    </FormControlledField>
  );
}

/** The groups of settings, each a white card named by its heading, with a note when one needs it. */
const cards: { id: string; title: string; note?: string; fields: (TextFieldSpec | MoneyFieldSpec)[] }[] = [
  {
    id: 'config-dinheiro',
    title: 'Lista de presentes',
    fields: [
      {
        field: 'giftFee',
        id: 'taxa',
        label: 'Taxa dos presentes',
        hint: 'Ex.: 4,99. Vale para os próximos pagamentos.',
        suffix: '%',
        inputMode: 'decimal',
      },
      {
        field: 'releaseBusinessDays',
        id: 'liberacao',
        label: 'Prazo de liberação (dias úteis)',
        hint: 'Dias úteis após a confirmação do pagamento.',
        inputMode: 'numeric',
      },
      {
        field: 'maxInstallments',
        id: 'parcelas',
        label: 'Parcelamento máximo no cartão',
        hint: 'De 1 a 12 vezes.',
        suffix: 'x',
        inputMode: 'numeric',
      },
      {
        money: true,
        field: 'minFreeAmount',
        id: 'minimo-livre',
        label: 'Valor mínimo livre (R$)',
        hint: 'Menor presente de valor livre (gravata, Doação Livre). De R$ 5,00 a R$ 1.000,00.',
      },
    ],
  },
  {
    id: 'config-analise',
    title: 'Análise de saques',
    note: 'Casamentos sem nenhum saque pago que recebem por cartão mais que o limite no período ficam com o saque em análise até alguém liberar em Pagamentos › Bloqueios.',
    fields: [
      {
        money: true,
        field: 'cardReviewThreshold',
        id: 'analise-limite',
        label: 'Limite recebido por cartão (R$)',
        hint: 'Ex.: 5.000,00.',
      },
      {
        field: 'cardReviewDays',
        id: 'analise-dias',
        label: 'Período (dias)',
        hint: 'De 1 a 90 dias.',
        inputMode: 'numeric',
      },
    ],
  },
  {
    id: 'config-atendimento',
    title: 'Atendimento',
    fields: [
      { field: 'opensAt', id: 'abre', label: 'Abre às (hora)', suffix: 'h', inputMode: 'numeric' },
      { field: 'closesAt', id: 'fecha', label: 'Fecha às (hora)', suffix: 'h', inputMode: 'numeric' },
      {
        field: 'contactEmail',
        id: 'contato',
        label: 'E-mail de contato',
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
      },
    ],
  },
];

function SettingsForm({ current }: { current: AdminSettingsView }) {
  const client = useQueryClient();
  const form = useZodForm(settingsForm, { defaultValues: settingsFormValues(current) });
  // A new fee reaches every next payment: it is saved only once confirmed.
  const [feeChange, setFeeChange] = useState<AdminSettings | null>(null);

  async function save(settings: AdminSettings) {
    const saved = await saveAdminSettings(settings);
    client.setQueryData(settingsKey, saved);
    form.reset(settingsFormValues(saved));
    toast.success(m.saved, { description: m.savedDescription });
  }

  return (
    <>
      <Form
        form={form}
        className="mt-6 grid gap-6"
        fieldsetClassName="grid gap-6"
        failureTitle={m.saveError}
        onSubmit={async (settings) => {
          if (settings.giftFeeBasisPoints !== current.giftFeeBasisPoints) setFeeChange(settings);
          else await save(settings);
        }}
        footer={
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted" role="status">
              {current.updatedAt
                ? `Última alteração em ${formatDateTime(current.updatedAt)}${current.updatedBy ? ` por ${current.updatedBy}` : ''}.`
                : 'Valores padrão da plataforma.'}
            </p>
            <FormSubmit className="sm:w-auto">Salvar configurações</FormSubmit>
          </div>
        }
      >
        {cards.map(({ id, title, note, fields }) => (
          <section
            key={id}
            aria-labelledby={id}
            className="grid gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5"
          >
            <h2 id={id} className="font-serif text-xl font-bold text-ink">
              {title}
            </h2>
            {note && <p className="text-sm text-muted">{note}</p>}
            <div className="grid gap-5 md:grid-cols-3">
              {fields.map((f) =>
                'money' in f ? (
                  <MoneyField key={f.id} form={form} {...f} />
                ) : (
                  <Field key={f.id} form={form} {...f} />
                ),
              )}
            </div>
          </section>
        ))}
      </Form>
      <ConfirmDialog
        open={feeChange !== null}
        onOpenChange={(open) => !open && setFeeChange(null)}
        title="Alterar a taxa dos presentes?"
        description={
          feeChange && m.feeChangeConfirm(current.giftFeeBasisPoints, feeChange.giftFeeBasisPoints)
        }
        confirmLabel="Alterar taxa"
        pendingLabel="Salvando..."
        onConfirm={() => save(feeChange!)}
      />
    </>
  );
}

export function SettingsPage() {
  usePageTitle('Configurações');
  const settings = useAdminSettings();
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow="Sistema"
        title="Configurações"
        lead="Taxa, prazo de liberação, parcelas, horário de atendimento e e-mail de contato da plataforma."
      />
      <Fetched query={settings}>
        {(current) => <SettingsForm key={current.updatedAt ?? 'padrao'} current={current} />}
      </Fetched>
    </section>
  );
}
