// passo-2: names, genders and wedding date of the couple (SPEC 2.3, 5).
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { authMessages } from '../../../shared/auth/messages.ts';
import { coupleProfileBody } from '../../../shared/auth/schemas.ts';
import { todayIn } from '../../../shared/dates.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { saveCoupleProfile } from './sign-up-api.ts';
import { type Gender, stepPath, useDraft } from './sign-up-draft.ts';
import { StepIndicator } from './step-indicator.tsx';

function GenderSelect({
  id,
  value,
  onChange,
  disabled,
  invalid,
}: {
  id: string;
  value: Gender;
  onChange: (g: Gender) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  return (
    <Select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as Gender)}
      disabled={disabled}
      invalid={invalid && !value}
    >
      <option value="">Selecione</option>
      <option value="noiva">Noiva</option>
      <option value="noivo">Noivo</option>
    </Select>
  );
}

export function CoupleStep() {
  const { draft, update } = useDraft();
  const navigate = useNavigate();
  const { pending, error, fail, run } = useFormAction();
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

  if (!draft.accountEmail || draft.reached < 2) return <Navigate to={stepPath(1)} replace />;

  const missing = error === authMessages.requiredFields;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const profile = coupleProfileBody.safeParse({
      name1: draft.userName,
      gender1: draft.userGender,
      name2: draft.partnerName,
      gender2: draft.partnerGender,
      weddingDate: draft.weddingDate,
    });
    if (!profile.success) return fail(authMessages.requiredFields);
    if (profile.data.weddingDate < today) return fail(authMessages.pastWeddingDate);
    void run(async () => {
      await saveCoupleProfile(profile.data);
      update({ reached: Math.max(draft.reached, 3) });
      navigate(stepPath(3));
    });
  }

  return (
    <AuthShell
      eyebrow={<StepIndicator step={2} />}
      title="Conte um pouco sobre vocês"
      subtitle="Com esses dados montamos o site e o endereço do casamento."
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" aria-busy={pending}>
        <div className="grid gap-5 sm:grid-cols-[1fr_9rem]">
          <div>
            <Label htmlFor="cadastro-nome">Seu nome</Label>
            <Input
              id="cadastro-nome"
              autoComplete="given-name"
              value={draft.userName}
              onChange={(e) => update({ userName: e.target.value })}
              disabled={pending}
              invalid={missing && !draft.userName.trim()}
              maxLength={80}
            />
          </div>
          <div>
            <Label htmlFor="cadastro-genero">Você é</Label>
            <GenderSelect
              id="cadastro-genero"
              value={draft.userGender}
              onChange={(userGender) => update({ userGender })}
              disabled={pending}
              invalid={missing}
            />
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-[1fr_9rem]">
          <div>
            <Label htmlFor="cadastro-parceiro">Nome do(a) parceiro(a)</Label>
            <Input
              id="cadastro-parceiro"
              autoComplete="off"
              value={draft.partnerName}
              onChange={(e) => update({ partnerName: e.target.value })}
              disabled={pending}
              invalid={missing && !draft.partnerName.trim()}
              maxLength={80}
            />
          </div>
          <div>
            <Label htmlFor="cadastro-genero-parceiro">Seu par é</Label>
            <GenderSelect
              id="cadastro-genero-parceiro"
              value={draft.partnerGender}
              onChange={(partnerGender) => update({ partnerGender })}
              disabled={pending}
              invalid={missing}
            />
          </div>
        </div>
        <div>
          <Label htmlFor="cadastro-data">Data do casamento</Label>
          <Input
            id="cadastro-data"
            type="date"
            min={today}
            value={draft.weddingDate}
            onChange={(e) => update({ weddingDate: e.target.value })}
            disabled={pending}
            invalid={(missing && !draft.weddingDate) || error === authMessages.pastWeddingDate}
            aria-describedby="cadastro-data-dica"
          />
          <p id="cadastro-data-dica" className="mt-1.5 text-xs text-muted">
            {authMessages.dateHint}
          </p>
        </div>
        <FormError message={error} />
        <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-[auto_1fr]">
          <Button variant="outline" size="lg" onClick={() => navigate(stepPath(1))} disabled={pending}>
            <ArrowLeft className="size-5" aria-hidden="true" />
            Voltar
          </Button>
          <SubmitButton pending={pending}>
            Continuar
            <ArrowRight className="size-5" aria-hidden="true" />
          </SubmitButton>
        </div>
      </form>
    </AuthShell>
  );
}
