// `/redefinir-senha`: asks for the e-mail and sends the reset link (SPEC 2.4, 5).
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { authMessages } from '../../../shared/auth/messages.ts';
import { resetRequestBody } from '../../../shared/auth/schemas.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { requestPasswordReset } from './reset-password-api.ts';

const backToLogin = (
  <Link
    to={publicPaths.login}
    className="inline-flex items-center gap-1.5 font-semibold text-brand-dark underline-offset-2 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Voltar para o login
  </Link>
);

function SentNotice({ email }: { email: string }) {
  return (
    <AuthShell title={authMessages.resetSentTitle} footer={backToLogin}>
      <div className="grid gap-4">
        <MailCheck className="size-12 text-teal-dark" aria-hidden="true" />
        <p className="leading-relaxed text-ink">
          Se houver uma conta com o e-mail <strong className="break-words">{email}</strong>, você receberá em
          instantes um link para criar uma nova senha. O link vale por 1 hora.
        </p>
        <p className="text-sm leading-relaxed text-muted">
          Confira sua caixa de entrada e também a pasta de spam ou lixo eletrônico.
        </p>
      </div>
    </AuthShell>
  );
}

export default function RequestResetPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, error, fail, run } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body = resetRequestBody.safeParse({ email });
    if (!body.success) return fail(body.error.issues[0]?.message ?? authMessages.resetEmailRequired);
    void run(async () => {
      await requestPasswordReset(body.data.email);
      setSentTo(body.data.email);
    });
  }

  if (sentTo) return <SentNotice email={sentTo} />;

  return (
    <AuthShell
      title="Redefinir senha"
      subtitle="Digite o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      footer={backToLogin}
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" aria-busy={pending}>
        <div>
          <Label htmlFor="redefinir-email">E-mail</Label>
          <Input
            id="redefinir-email"
            // Text, not email: an email input trims the value, and "   " must reach the spec's message.
            type="text"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="seuemail@exemplo.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={pending}
            invalid={error !== null}
          />
        </div>
        <FormError message={error} />
        <SubmitButton pending={pending} pendingLabel="Enviando..." disabled={email.length === 0}>
          <Send className="size-4" aria-hidden="true" />
          Enviar link de redefinição
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
