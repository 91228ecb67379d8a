// `/redefinir-senha`: asks for the e-mail and sends the reset link (SPEC 2.4, 5).
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { authMessages } from '../../../shared/auth/messages.ts';
import { resetRequestBody } from '../../../shared/auth/schemas.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { emailInputProps, Input } from '../../components/ui/input.tsx';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(resetRequestBody, { defaultValues: { email: '' } });
  const empty = form.watch('email').length === 0;

  if (sentTo) return <SentNotice email={sentTo} />;

  return (
    <AuthShell
      title="Redefinir senha"
      subtitle="Digite o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      footer={backToLogin}
    >
      <Form
        form={form}
        summarize
        className="grid grid-cols-1 gap-5"
        onSubmit={async ({ email }) => {
          await requestPasswordReset(email);
          setSentTo(email);
        }}
        footer={
          <FormSubmit pendingLabel="Enviando..." disabled={empty}>
            <Send className="size-4" aria-hidden="true" />
            Enviar link de redefinição
          </FormSubmit>
        }
      >
        <FormField form={form} name="email" label="E-mail" id="redefinir-email">
          {(control) => (
            <Input
              {...control}
              {...emailInputProps}
              // Text, not email: an email input trims the value, and "   " must reach the spec's message.
              type="text"
              autoComplete="email"
            />
          )}
        </FormField>
      </Form>
    </AuthShell>
  );
}
