// passo-3: optional phone and the password; finishing creates the wedding and hops, signed in, to
// the panel's onboarding at once (SPEC 2.3, 4, 5). "Criar conta" waits for every line of the
// checklist, "não é uma senha comum" included, so a green checklist is never refused.
import { Navigate, useNavigate } from 'react-router';
import { passesPasswordChecklist } from '../../../shared/auth/password-rules.ts';
import { signUpCompleteBody } from '../../../shared/auth/schemas.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { NewPasswordField } from '../../components/auth/new-password-field.tsx';
import { Form, FormControlledField, FormSubmit, LEAVING, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatPhone, phoneDigits } from '../../lib/phone-mask.ts';
import { completeSignUp } from './sign-up-api.ts';
import { clearDraft, stepPath, useDraft, useKeepInDraft } from './sign-up-draft.ts';
import { StepButtons } from './step-buttons.tsx';
import { StepIndicator } from './step-indicator.tsx';

const phoneToDraft = (v: { phone?: string }, changed: string | undefined) =>
  changed === 'phone' ? { phone: v.phone ?? '' } : null;

function PasswordForm() {
  const { draft } = useDraft();
  const navigate = useNavigate();
  const form = useZodForm(signUpCompleteBody, { defaultValues: { phone: draft.phone, password: '' } });
  const password = form.watch('password');
  const strong = passesPasswordChecklist(password);

  // The phone stays in the draft; the password never does.
  useKeepInDraft(form, phoneToDraft);

  return (
    <Form
      form={form}
      summarize
      quiet
      className="grid grid-cols-1 gap-5"
      onSubmit={async (body) => {
        const redirectTo = await completeSignUp(body.phone, body.password);
        clearDraft();
        window.location.assign(redirectTo);
        return LEAVING;
      }}
      footer={
        <StepButtons onBack={() => navigate(stepPath(2))}>
          <FormSubmit pendingLabel="Criando conta..." disabled={!strong}>
            Criar conta
          </FormSubmit>
        </StepButtons>
      }
    >
      <FormControlledField form={form} name="phone" label="Telefone (opcional)" id="cadastro-telefone">
        {({ value, onChange, ...control }) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            value={formatPhone(value ?? '')}
            onChange={(e) => onChange(phoneDigits(e.target.value))}
          />
        )}
      </FormControlledField>
      <NewPasswordField form={form} name="password" label="Senha" id="cadastro-senha" />
    </Form>
  );
}

export function PasswordStep() {
  const { draft } = useDraft();
  if (draft.reached < 3 || !draft.userName.trim()) return <Navigate to={stepPath(2)} replace />;
  return (
    <AuthShell
      eyebrow={<StepIndicator step={3} />}
      title="Agora, a sua senha"
      subtitle="É com ela que vocês vão entrar no painel do casamento."
    >
      <PasswordForm />
    </AuthShell>
  );
}
