// `/redefinir-senha/nova?token=`: the new password, with sign-up's checklist and a confirmation.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { passesPasswordChecklist } from '../../../shared/auth/password-rules.ts';
import { newPasswordWithConfirmation, tokenBody } from '../../../shared/auth/schemas.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { NewPasswordField } from '../../components/auth/new-password-field.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { confirmPasswordReset } from './reset-password-api.ts';

function InvalidLink() {
  return (
    <AuthShell title="Link inválido">
      <p role="alert" className="leading-relaxed text-ink">
        {authMessages.resetInvalidToken}
      </p>
      <ButtonLink to={publicPaths.resetPassword} className="mt-6 w-full" size="lg">
        Pedir um novo link
      </ButtonLink>
    </AuthShell>
  );
}

export default function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [tokenRejected, setTokenRejected] = useState(false);
  const form = useZodForm(newPasswordWithConfirmation, { defaultValues: { password: '', confirmation: '' } });
  const password = form.watch('password');
  // The same checklist as sign-up: a common password keeps the button off, as the server refuses it.
  const strong = passesPasswordChecklist(password);

  if (!tokenBody.safeParse({ token }).success || tokenRejected) return <InvalidLink />;

  async function save({ password }: { password: string }) {
    try {
      await confirmPasswordReset(token, password);
    } catch (err) {
      if (
        err instanceof ApiError &&
        (err.code === 'RESET_TOKEN_INVALID' || err.message === authMessages.resetInvalidToken)
      ) {
        setTokenRejected(true);
        return;
      }
      throw err;
    }
    toast.success(authMessages.resetSuccess);
    navigate(publicPaths.login, { replace: true });
  }

  return (
    <AuthShell
      title="Crie uma nova senha"
      subtitle="Escolha uma senha segura. Depois de salvar, entre com ela."
      footer={
        <Link
          to={publicPaths.login}
          className="font-semibold text-brand-dark underline-offset-2 hover:underline"
        >
          Voltar para o login
        </Link>
      }
    >
      <Form
        form={form}
        summarize
        className="grid grid-cols-1 gap-5"
        onSubmit={save}
        footer={<FormSubmit disabled={!strong}>Salvar nova senha</FormSubmit>}
      >
        <NewPasswordField form={form} name="password" label="Nova senha" id="nova-senha" />
        <FormField form={form} name="confirmation" label="Confirme a nova senha" id="nova-senha-confirmacao">
          {(control) => <PasswordField {...control} autoComplete="new-password" />}
        </FormField>
      </Form>
    </AuthShell>
  );
}
