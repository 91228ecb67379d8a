// "Configurações" (DESIGN.md section 6): the gift fee as a pt-BR percentage, release delay, most
// card instalments, the smallest free amount, support hours and contact e-mail. Saving shows at once on the marketing pages
// and the checkout; payments already made keep the fee they were made with.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  adminSettingsMessages as m,
  readSettingsForm,
  type SettingsFormField,
  type SettingsFormValues,
  settingsFormValues,
} from '../../../shared/admin-settings.ts';

import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatDateTime } from '../lib/admin-format.ts';
import { PageHeader } from '../lib/page-header.tsx';
import {
  type AdminSettingsView,
  fetchAdminSettings,
  saveAdminSettings,
  settingsKey,
} from './settings-api.ts';

type Errors = Partial<Record<SettingsFormField, string>>;

function Field({
  id,
  field,
  label,
  hint,
  errors,
  suffix,
  ...input
}: {
  id: string;
  field: SettingsFormField;
  label: string;
  hint?: string;
  errors: Errors;
  suffix?: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric' | 'email';
  type?: string;
  autoComplete?: string;
}) {
  const error = errors[field];
  const described = [hint ? `${id}-dica` : null, error ? `${id}-erro` : null].filter(Boolean).join(' ');
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={input.type ?? 'text'}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete ?? 'off'}
          value={input.value}
          invalid={Boolean(error)}
          aria-describedby={described || undefined}
          onChange={(e) => input.onChange(e.target.value)}
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
      {hint && (
        <p id={`${id}-dica`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function SettingsForm({ current }: { current: AdminSettingsView }) {
  const client = useQueryClient();
  const [values, setValues] = useState<SettingsFormValues>(() => settingsFormValues(current));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const bind = (field: SettingsFormField) => ({
    field,
    errors,
    value: values[field],
    onChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const read = readSettingsForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const saved = await saveAdminSettings(read.settings);
      client.setQueryData(settingsKey, saved);
      setValues(settingsFormValues(saved));
      toast.success(m.saved, { description: m.savedDescription });
    } catch (err) {
      const message = errorMessage(err);
      setFormError(message);
      toast.error(m.saveError, { description: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-6" aria-busy={pending}>
      <fieldset disabled={pending} className="grid min-w-0 gap-6">
        <section
          aria-labelledby="config-dinheiro"
          className="grid gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5"
        >
          <h2 id="config-dinheiro" className="font-serif text-xl font-bold text-ink">
            Lista de presentes
          </h2>
          <div className="grid gap-5 md:grid-cols-3">
            <Field
              id="taxa"
              label="Taxa dos presentes"
              hint="Ex.: 4,99. Vale para os próximos pagamentos."
              suffix="%"
              inputMode="decimal"
              {...bind('giftFee')}
            />
            <Field
              id="liberacao"
              label="Prazo de liberação (dias úteis)"
              hint="Dias úteis após a confirmação do pagamento."
              inputMode="numeric"
              {...bind('releaseBusinessDays')}
            />
            <Field
              id="parcelas"
              label="Parcelamento máximo no cartão"
              hint="De 1 a 12 vezes."
              suffix="x"
              inputMode="numeric"
              {...bind('maxInstallments')}
            />
            <Field
              id="minimo-livre"
              label="Valor mínimo livre (R$)"
              hint="Menor presente de valor livre (gravata, Doação Livre). De R$ 5,00 a R$ 1.000,00."
              inputMode="decimal"
              {...bind('minFreeAmount')}
            />
          </div>
        </section>
        <section
          aria-labelledby="config-analise"
          className="grid gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5"
        >
          <h2 id="config-analise" className="font-serif text-xl font-bold text-ink">
            Análise de saques
          </h2>
          <p className="text-sm text-muted">
            Casamentos sem nenhum saque pago que recebem por cartão mais que o limite no período ficam com o
            saque em análise até alguém liberar em Pagamentos › Bloqueios.
          </p>
          <div className="grid gap-5 md:grid-cols-3">
            <Field
              id="analise-limite"
              label="Limite recebido por cartão (R$)"
              hint="Ex.: 5000,00."
              inputMode="decimal"
              {...bind('cardReviewThreshold')}
            />
            <Field
              id="analise-dias"
              label="Período (dias)"
              hint="De 1 a 90 dias."
              inputMode="numeric"
              {...bind('cardReviewDays')}
            />
          </div>
        </section>
        <section
          aria-labelledby="config-atendimento"
          className="grid gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5"
        >
          <h2 id="config-atendimento" className="font-serif text-xl font-bold text-ink">
            Atendimento
          </h2>
          <div className="grid gap-5 md:grid-cols-3">
            <Field id="abre" label="Abre às (hora)" suffix="h" inputMode="numeric" {...bind('opensAt')} />
            <Field id="fecha" label="Fecha às (hora)" suffix="h" inputMode="numeric" {...bind('closesAt')} />
            <Field
              id="contato"
              label="E-mail de contato"
              type="email"
              inputMode="email"
              autoComplete="email"
              {...bind('contactEmail')}
            />
          </div>
        </section>
      </fieldset>
      <FormError message={formError} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted" role="status">
          {current.updatedAt
            ? `Última alteração em ${formatDateTime(current.updatedAt)}${current.updatedBy ? ` por ${current.updatedBy}` : ''}.`
            : 'Valores padrão da plataforma.'}
        </p>
        <SubmitButton pending={pending} className="sm:w-auto">
          Salvar configurações
        </SubmitButton>
      </div>
    </form>
  );
}

export function SettingsPage() {
  usePageTitle('Configurações');
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => fetchAdminSettings(signal) });
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow="Sistema"
        title="Configurações"
        lead="Taxa, prazo de liberação, parcelas, horário de atendimento e e-mail de contato da plataforma."
      />
      {settings.isError && <FormError message={settings.error.message} />}
      {!settings.data && !settings.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
      {settings.data && <SettingsForm key={settings.data.updatedAt ?? 'padrao'} current={settings.data} />}
    </section>
  );
}
