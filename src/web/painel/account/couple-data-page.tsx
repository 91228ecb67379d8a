// `/dashboard/dados-do-casal`: names, genders and phone, with sign-up's rules and messages.
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { coupleDataBody } from '../../../shared/auth/schemas.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { formatPhone, phoneDigits } from '../../lib/phone-mask.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { useCurrentSession } from '../session/session-context.ts';
import { saveCoupleData } from './account-api.ts';
import { accountMessages } from './account-messages.ts';
import { AccountPageFrame, cardClass } from './account-page-frame.tsx';

type Gender = '' | 'noiva' | 'noivo';

function PersonFields({
  n,
  name,
  gender,
  onName,
  onGender,
  disabled,
  missing,
}: {
  n: 1 | 2;
  name: string;
  gender: Gender;
  onName: (v: string) => void;
  onGender: (v: Gender) => void;
  disabled: boolean;
  missing: boolean;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      <legend className="sr-only">Noivo(a) {n}</legend>
      <div>
        <Label htmlFor={`casal-nome-${n}`}>Nome do(a) noivo(a) {n}</Label>
        <Input
          id={`casal-nome-${n}`}
          autoComplete="off"
          value={name}
          onChange={(e) => onName(e.target.value)}
          disabled={disabled}
          invalid={missing && !name.trim()}
          maxLength={80}
        />
      </div>
      <div>
        <Label htmlFor={`casal-genero-${n}`}>Noivo(a) {n} é</Label>
        <Select
          id={`casal-genero-${n}`}
          value={gender}
          onChange={(e) => onGender(e.target.value as Gender)}
          disabled={disabled}
          invalid={missing && !gender}
        >
          <option value="">Selecione</option>
          <option value="noiva">Noiva</option>
          <option value="noivo">Noivo</option>
        </Select>
      </div>
    </fieldset>
  );
}

export function CoupleDataPage() {
  const { session, refresh } = useCurrentSession();
  const c = session.couple;
  const [form, setForm] = useState({
    name1: c?.name1 ?? '',
    gender1: (c?.gender1 ?? '') as Gender,
    name2: c?.name2 ?? '',
    gender2: (c?.gender2 ?? '') as Gender,
    phone: c?.phone ?? '',
  });
  const update = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const { pending, error, fail, run } = useFormAction();
  const missing = error === authMessages.requiredFields;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body = coupleDataBody.safeParse(form);
    if (!body.success) return fail(body.error.issues[0]?.message ?? authMessages.saveFailed);
    void run(async () => {
      await saveCoupleData(body.data);
      toast.success(accountMessages.saved);
      refresh();
    });
  }

  return (
    <AccountPageFrame
      title="Dados do Casal"
      lead="Os nomes aparecem no site, no painel e na busca de casais. Vocês podem alterá-los a qualquer momento."
    >
      <form onSubmit={submit} noValidate className={`${cardClass} grid gap-6`} aria-busy={pending}>
        <PersonFields
          n={1}
          name={form.name1}
          gender={form.gender1}
          onName={(name1) => update({ name1 })}
          onGender={(gender1) => update({ gender1 })}
          disabled={pending}
          missing={missing}
        />
        <PersonFields
          n={2}
          name={form.name2}
          gender={form.gender2}
          onName={(name2) => update({ name2 })}
          onGender={(gender2) => update({ gender2 })}
          disabled={pending}
          missing={missing}
        />
        <div>
          <Label htmlFor="casal-telefone">Telefone (opcional)</Label>
          <Input
            id="casal-telefone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            value={formatPhone(form.phone)}
            onChange={(e) => update({ phone: phoneDigits(e.target.value) })}
            disabled={pending}
            invalid={error === authMessages.invalidPhone}
            aria-describedby="casal-telefone-dica"
          />
          <p id="casal-telefone-dica" className="mt-1.5 text-xs text-muted">
            Com DDD, no formato (XX) XXXXX-XXXX. Deixe em branco para não informar.
          </p>
        </div>
        <FormError message={error} />
        <SubmitButton pending={pending} className="sm:w-auto sm:justify-self-start">
          Salvar dados
        </SubmitButton>
      </form>
    </AccountPageFrame>
  );
}
