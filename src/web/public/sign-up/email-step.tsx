// passo-1: e-mail and terms; creates the account and signs the browser in (SPEC 2.3, 4, 5). A likely
// slip in the e-mail's provider ("gmial.com") is offered corrected under the field.
import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { signUpStartBody } from '../../../shared/auth/schemas.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { EmailSuggestion } from '../../components/ui/email-suggestion.tsx';
import { Form, FormControlledField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { EmailInput } from './email-input.tsx';
import { startSignUp } from './sign-up-api.ts';
import { stepPath, useDraft, useKeepInDraft } from './sign-up-draft.ts';
import { StepIndicator } from './step-indicator.tsx';

const emailToDraft = (v: { email?: string; acceptedTerms?: boolean }) => ({
  email: v.email ?? '',
  acceptedTerms: Boolean(v.acceptedTerms),
});

const linkClass = 'font-semibold text-brand-dark underline-offset-2 hover:underline';

export function EmailStep() {
  const { draft, update } = useDraft();
  const navigate = useNavigate();
  const form = useZodForm(signUpStartBody, {
    defaultValues: { email: draft.email, acceptedTerms: draft.acceptedTerms as true },
  });

  useKeepInDraft(form, emailToDraft);

  const termsInvalid = Boolean(form.formState.errors.acceptedTerms);
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
      <Form
        form={form}
        summarize
        quiet
        serverFields={{ EMAIL_IN_USE: 'email' }}
        errorId="cadastro-erro"
        className="grid grid-cols-1 gap-5"
        onSubmit={async ({ email }) => {
          if (draft.accountEmail !== email) await startSignUp(email);
          update({ email, accountEmail: email, reached: Math.max(draft.reached, 2) });
          navigate(stepPath(2));
        }}
        footer={
          <FormSubmit>
            Continuar
            <ArrowRight className="size-5" aria-hidden="true" />
          </FormSubmit>
        }
      >
        <FormControlledField form={form} name="email" label="E-mail" id="cadastro-email">
          {({ value, onChange, id, invalid, ref, ...control }) => (
            <>
              <EmailInput
                id={id}
                value={value}
                onChange={onChange}
                invalid={invalid}
                inputRef={ref}
                describedBy={control['aria-describedby']}
              />
              <EmailSuggestion email={value} onApply={onChange} />
            </>
          )}
        </FormControlledField>
        <div className="flex items-start gap-3">
          <input
            id="cadastro-termos"
            type="checkbox"
            {...form.register('acceptedTerms')}
            aria-invalid={termsInvalid ? true : undefined}
            aria-describedby={termsInvalid ? 'cadastro-erro' : undefined}
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
      </Form>
    </AuthShell>
  );
}
