// passo-1: e-mail and terms; creates the account and signs the browser in (SPEC 2.3, 4, 5).
import { ArrowRight } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages } from '../../../shared/auth/messages.ts';
import { emailSchema } from '../../../shared/auth/schemas.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { EmailInput } from './email-input.tsx';
import { startSignUp } from './sign-up-api.ts';
import { stepPath, useDraft } from './sign-up-draft.ts';
import { StepIndicator } from './step-indicator.tsx';

const linkClass = 'font-semibold text-brand-dark underline-offset-2 hover:underline';

export function EmailStep() {
  const { draft, update } = useDraft();
  const navigate = useNavigate();
  const { pending, error, fail, run } = useFormAction();
  const emailInvalid = error === authMessages.invalidEmail || error === authMessages.emailInUse;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const email = emailSchema.safeParse(draft.email);
    if (!email.success) return fail(authMessages.invalidEmail);
    if (!draft.acceptedTerms) return fail(authMessages.acceptTerms);
    void run(async () => {
      if (draft.accountEmail !== email.data) await startSignUp(email.data);
      update({ email: email.data, accountEmail: email.data, reached: Math.max(draft.reached, 2) });
      navigate(stepPath(2));
    });
  }

  return (
    <AuthShell
      eyebrow={<StepIndicator step={1} />}
      title="Crie sua conta grátis"
      subtitle="Comece pelo seu e-mail. Em poucos minutos o site de vocês estará no ar."
      footer={
        <>
          Já tem uma conta?{' '}
          <Link to={publicPaths.login} className={linkClass}>
            Entrar
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" aria-busy={pending}>
        <div>
          <Label htmlFor="cadastro-email">E-mail</Label>
          <EmailInput
            id="cadastro-email"
            value={draft.email}
            onChange={(email) => update({ email })}
            disabled={pending}
            invalid={emailInvalid}
            describedBy={error ? 'cadastro-erro' : undefined}
          />
        </div>
        <div className="flex items-start gap-3">
          <input
            id="cadastro-termos"
            type="checkbox"
            checked={draft.acceptedTerms}
            onChange={(e) => update({ acceptedTerms: e.target.checked })}
            disabled={pending}
            aria-invalid={error === authMessages.acceptTerms ? true : undefined}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand"
          />
          <label htmlFor="cadastro-termos" className="text-sm leading-relaxed text-ink">
            Li e aceito os{' '}
            <Link to={publicPaths.terms} target="_blank" className={linkClass}>
              Termos de Uso
            </Link>{' '}
            e a{' '}
            <Link to={publicPaths.privacy} target="_blank" className={linkClass}>
              Política de Privacidade
            </Link>
          </label>
        </div>
        <FormError id="cadastro-erro" message={error} />
        <SubmitButton pending={pending}>
          Continuar
          <ArrowRight className="size-5" aria-hidden="true" />
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
