// E-mail, password with show/hide, "Esqueceu a senha?" and the submit; success toasts and goes on
// after 1 s (SPEC 2.4, 5, 8). Its refusals are one line for the form ("Preencha todos os campos.").
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { loginBody } from '../../../shared/auth/schemas.ts';
import { isTwoFactorStep } from '../../../shared/auth/two-factor.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { ApiError } from '../../lib/api.ts';
import { wait } from '../../lib/use-form-action.ts';
import { Form, FormField, FormSubmit, LEAVING, useZodForm } from '../ui/form.tsx';
import { emailInputProps, Input } from '../ui/input.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { PublicLink } from './public-link.tsx';
import { login } from './use-login.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: (redirectTo: string) => void }) {
  const form = useZodForm(loginBody, { defaultValues: { email: '', password: '' } });

  async function signIn({ email, password }: { email: string; password: string }) {
    try {
      const redirectTo = await login(email, password);
      // An administrator's second step is still ahead: no "signed in" yet.
      if (!isTwoFactorStep(redirectTo)) {
        toast.success(authMessages.loginSuccess);
        await wait(1000);
      }
      onSignedIn(redirectTo);
      return LEAVING;
    } catch (err) {
      // Wrong credentials: both fields are marked, the message stays the form's one line.
      if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
        form.setError('email', { type: 'server', message: err.message });
        form.setError('password', { type: 'server', message: err.message });
      }
      throw err;
    }
  }

  return (
    <Form
      form={form}
      onSubmit={signIn}
      summarize
      className="grid grid-cols-1 gap-5"
      footer={<FormSubmit pendingLabel="Entrando...">Entrar</FormSubmit>}
    >
      <FormField form={form} name="email" label="E-mail" id="login-email">
        {(control) => <Input {...control} {...emailInputProps} type="email" autoComplete="username" />}
      </FormField>
      <FormField
        form={form}
        name="password"
        label="Senha"
        id="login-senha"
        labelAside={
          <PublicLink
            to={publicPaths.resetPassword}
            className="mb-1.5 text-sm font-medium text-brand-dark underline-offset-2 hover:underline"
          >
            Esqueceu a senha?
          </PublicLink>
        }
      >
        {(control) => <PasswordField {...control} autoComplete="current-password" />}
      </FormField>
    </Form>
  );
}
