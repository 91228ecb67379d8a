// passo-3: optional phone and the password; finishing creates the wedding and hops, signed in, to
// the panel's onboarding after 2 s (SPEC 2.3, 4, 5).
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { meetsPasswordRules } from '../../../shared/auth/password-rules.ts';
import { signUpCompleteBody } from '../../../shared/auth/schemas.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { PasswordChecklist } from '../../components/auth/password-checklist.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { formatPhone, phoneDigits } from '../../lib/phone-mask.ts';
import { LEAVING, useFormAction, wait } from '../../lib/use-form-action.ts';
import { completeSignUp } from './sign-up-api.ts';
import { clearDraft, stepPath, useDraft } from './sign-up-draft.ts';
import { StepIndicator } from './step-indicator.tsx';

export function PasswordStep() {
  const { draft, update } = useDraft();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const { pending, error, fail, run } = useFormAction();
  const strong = meetsPasswordRules(password);

  if (draft.reached < 3 || !draft.userName.trim()) return <Navigate to={stepPath(2)} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!strong) return fail(authMessages.weakPassword);
    const body = signUpCompleteBody.safeParse({ phone: draft.phone, password });
    if (!body.success) return fail(body.error.issues[0]?.message ?? authMessages.finishFailed);
    void run(async () => {
      const redirectTo = await completeSignUp(body.data.phone, body.data.password);
      clearDraft();
      toast.success(authMessages.signUpSuccess);
      await wait(2000);
      window.location.assign(redirectTo);
      return LEAVING;
    });
  }

  return (
    <AuthShell
      eyebrow={<StepIndicator step={3} />}
      title="Agora, a sua senha"
      subtitle="É com ela que vocês vão entrar no painel do casamento."
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" aria-busy={pending}>
        <div>
          <Label htmlFor="cadastro-telefone">Telefone (opcional)</Label>
          <Input
            id="cadastro-telefone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            value={formatPhone(draft.phone)}
            onChange={(e) => update({ phone: phoneDigits(e.target.value) })}
            disabled={pending}
            invalid={error === authMessages.invalidPhone}
          />
        </div>
        <div>
          <Label htmlFor="cadastro-senha">Senha</Label>
          <PasswordField
            id="cadastro-senha"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={pending}
            invalid={password.length > 0 && !strong}
            aria-describedby="cadastro-senha-regras cadastro-senha-dica"
          />
          <PasswordChecklist id="cadastro-senha-regras" password={password} />
          {password.length > 0 && !strong && (
            <p id="cadastro-senha-dica" className="mt-2 text-sm text-danger">
              {authMessages.weakPassword}
            </p>
          )}
        </div>
        <FormError message={error} />
        <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-[auto_1fr]">
          <Button variant="outline" size="lg" onClick={() => navigate(stepPath(2))} disabled={pending}>
            <ArrowLeft className="size-5" aria-hidden="true" />
            Voltar
          </Button>
          <SubmitButton pending={pending} pendingLabel="Criando conta..." disabled={!strong}>
            Criar conta
          </SubmitButton>
        </div>
      </form>
    </AuthShell>
  );
}
