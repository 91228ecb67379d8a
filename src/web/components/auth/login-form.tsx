// E-mail, password with show/hide, "Esqueceu a senha?" and the submit; success toasts and goes on
// after 1 s (SPEC 2.4, 5, 8).
import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { loginBody } from '../../../shared/auth/schemas.ts';
import { isTwoFactorStep } from '../../../shared/auth/two-factor.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { LEAVING, useFormAction, wait } from '../../lib/use-form-action.ts';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { PublicLink } from './public-link.tsx';
import { login } from './use-login.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: (redirectTo: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, error, fail, run } = useFormAction();
  const missing = error === authMessages.fillAllFields;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body = loginBody.safeParse({ email, password });
    if (!body.success) return fail(authMessages.fillAllFields);
    void run(async () => {
      const redirectTo = await login(body.data.email, body.data.password);
      // An administrator's second step is still ahead: no "signed in" yet.
      if (!isTwoFactorStep(redirectTo)) {
        toast.success(authMessages.loginSuccess);
        await wait(1000);
      }
      onSignedIn(redirectTo);
      return LEAVING;
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" aria-busy={pending}>
      <div>
        <Label htmlFor="login-email">E-mail</Label>
        <Input
          id="login-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="seuemail@exemplo.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={pending}
          invalid={(missing && !email.trim()) || error === authMessages.invalidCredentials}
        />
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor="login-senha">Senha</Label>
          <PublicLink
            to={publicPaths.resetPassword}
            className="mb-1.5 text-sm font-medium text-brand-dark underline-offset-2 hover:underline"
          >
            Esqueceu a senha?
          </PublicLink>
        </div>
        <PasswordField
          id="login-senha"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={pending}
          invalid={(missing && !password) || error === authMessages.invalidCredentials}
        />
      </div>
      <FormError message={error} />
      <SubmitButton pending={pending} pendingLabel="Entrando...">
        Entrar
      </SubmitButton>
    </form>
  );
}
