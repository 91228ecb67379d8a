// `/admin/couples/{id}/edit` (DESIGN.md decision (7)): names, e-mail, phone, wedding date and
// status. Making the couple inactive here has the same effect as "Desativar".
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CoupleOverview } from '../../../shared/admin-couple-detail.ts';
import {
  type CoupleEditInput,
  type CoupleStatus,
  coupleEditBody,
  coupleNames,
  coupleStatuses,
  coupleStatusLabels,
  adminCoupleMessages as m,
} from '../../../shared/admin-couples.ts';
import { authMessages } from '../../../shared/auth/messages.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BackToCouples } from './couple-detail-page.tsx';
import { Field, PhoneField } from './couple-fields.tsx';
import { couplePath } from './couple-paths.ts';
import { coupleKeys, editCouple } from './couples-api.ts';
import { Loaded } from './detail-parts.tsx';
import { useCoupleId, useCoupleOverview } from './use-couple.ts';

function EditForm({ couple }: { couple: CoupleOverview }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<CoupleEditInput>({
    name1: couple.name1 ?? '',
    name2: couple.name2 ?? '',
    email: couple.email,
    phone: couple.phone ?? '',
    weddingDate: couple.weddingDate ?? '',
    status: couple.status,
  });
  const { pending, error, fail, run } = useFormAction();
  const update = (patch: Partial<CoupleEditInput>) => setForm((f) => ({ ...f, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = coupleEditBody.safeParse(form);
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? authMessages.requiredFields);
      return;
    }
    void run(async () => {
      const saved = await editCouple(couple.id, form);
      client.setQueryData(coupleKeys.detail(couple.id), saved);
      await client.invalidateQueries({ queryKey: coupleKeys.all });
      toast.success(m.saved);
      navigate(couplePath(couple.id));
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-8"
      aria-busy={pending}
    >
      <fieldset disabled={pending} className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="sr-only">Dados do casal</legend>
        <Field
          id="editar-nome1"
          label="Noivo(a) 1 *"
          value={form.name1}
          maxLength={80}
          autoComplete="off"
          invalid={error === m.nameRequired && !form.name1.trim()}
          onChange={(e) => update({ name1: e.target.value })}
        />
        <Field
          id="editar-nome2"
          label="Noivo(a) 2 *"
          value={form.name2}
          maxLength={80}
          autoComplete="off"
          invalid={error === m.nameRequired && !form.name2.trim()}
          onChange={(e) => update({ name2: e.target.value })}
        />
        <div className="sm:col-span-2">
          <Field
            id="editar-email"
            label="E-mail *"
            type="email"
            autoComplete="off"
            value={form.email}
            invalid={error === authMessages.invalidEmail || error === m.emailInUse}
            hint="O casal passa a entrar com este e-mail."
            onChange={(e) => update({ email: e.target.value })}
          />
        </div>
        <PhoneField
          id="editar-telefone"
          value={form.phone}
          invalid={error === authMessages.invalidPhone}
          onChange={(phone) => update({ phone })}
        />
        <Field
          id="editar-data"
          label="Data do casamento"
          type="date"
          value={form.weddingDate}
          invalid={error === m.invalidDate}
          onChange={(e) => update({ weddingDate: e.target.value })}
        />
        <div>
          <Label htmlFor="editar-status">Status</Label>
          <Select
            id="editar-status"
            value={form.status}
            aria-describedby="editar-status-dica"
            onChange={(e) => update({ status: e.target.value as CoupleStatus })}
          >
            {coupleStatuses.map((s) => (
              <option key={s} value={s}>
                {coupleStatusLabels[s]}
              </option>
            ))}
          </Select>
          <p id="editar-status-dica" className="mt-1.5 text-xs text-muted">
            Inativo: o site sai do ar, o login é recusado e as sessões abertas são encerradas.
          </p>
        </div>
      </fieldset>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink variant="outline" size="lg" to={couplePath(couple.id)}>
          Cancelar
        </ButtonLink>
        <SubmitButton pending={pending} className="sm:w-auto">
          Salvar alterações
        </SubmitButton>
      </div>
    </form>
  );
}

export function CoupleEditPage() {
  const id = useCoupleId();
  const overview = useCoupleOverview(id);
  const names = overview.data ? coupleNames(overview.data) : 'Casal';
  usePageTitle(`Editar ${names}`);
  return (
    <section className="mx-auto grid max-w-3xl gap-6">
      <BackToCouples />
      <Loaded query={overview}>
        {(couple) => (
          <>
            <div>
              <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Casais</p>
              <h1 className="mt-1 font-serif text-3xl font-bold break-words text-ink">Editar {names}</h1>
            </div>
            <EditForm key={couple.id} couple={couple} />
          </>
        )}
      </Loaded>
    </section>
  );
}
