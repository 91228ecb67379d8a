// `/redefinir-senha/nova?token=`: the new password, with the sign-up rules and a confirmation.
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { meetsPasswordRules } from '../../../shared/auth/password-rules.ts';
import { newPasswordSchema, tokenBody } from '../../../shared/auth/schemas.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { PasswordChecklist } from '../../components/auth/password-checklist.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { confirmPasswordReset } from './reset-password-api.ts';

const passwordsDifferMessage = authMessages.passwordsDiffer;

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tokenRejected, setTokenRejected] = useState(false);
  const { pending, error, fail, run } = useFormAction();
  const strong = meetsPasswordRules(password);

  if (!tokenBody.safeParse({ token }).success || tokenRejected) return <InvalidLink />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? authMessages.weakPassword);
    if (password !== confirmation) return fail(passwordsDifferMessage);
    void run(async () => {
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
    });
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
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" aria-busy={pending}>
        <div>
          <Label htmlFor="nova-senha">Nova senha</Label>
          <PasswordField
            id="nova-senha"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={pending}
            invalid={password.length > 0 && !strong}
            aria-describedby="nova-senha-regras"
          />
          <PasswordChecklist id="nova-senha-regras" password={password} />
          {password.length > 0 && !strong && (
            <p className="mt-2 text-sm text-danger">{authMessages.weakPassword}</p>
          )}
        </div>
        <div>
          <Label htmlFor="nova-senha-confirmacao">Confirme a nova senha</Label>
          <PasswordField
            id="nova-senha-confirmacao"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            disabled={pending}
            invalid={error === passwordsDifferMessage}
          />
        </div>
        <FormError message={error} />
        <SubmitButton pending={pending} disabled={!strong}>
          Salvar nova senha
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
