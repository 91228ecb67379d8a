// `/acesso-compartilhado?token=` (issue 21, section 6): the invitation e-mail's link. The invited
// partner or cerimonialista creates a password (with sign-up's checklist), or, when the e-mail
// already has an account, types its password; then lands on the wedding's dashboard, signed in.
import { useQuery } from '@tanstack/react-query';
import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { passesPasswordChecklist } from '../../../shared/auth/password-rules.ts';
import { newPasswordWithConfirmation } from '../../../shared/auth/schemas.ts';
import { painelPaths } from '../../../shared/routes.ts';
import {
  type MemberInvite,
  memberInviteToken,
  sharedAccessMessages,
  sharedAccessTexts as t,
} from '../../../shared/shared-access.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { NewPasswordField } from '../../components/auth/new-password-field.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Form, FormField, FormSubmit, LEAVING, useZodForm } from '../../components/ui/form.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { acceptInvite, fetchInvite } from './shared-access-api.ts';

function InvalidInvite() {
  return (
    <AuthShell title={t.acceptTitle}>
      <div className="grid gap-4 text-center">
        <CircleX className="mx-auto size-14 text-danger" aria-hidden="true" />
        <p role="alert" className="font-medium text-ink">
          {sharedAccessMessages.inviteInvalid}
        </p>
        <ButtonLink to={painelPaths.login} size="lg" className="mt-2 w-full">
          Ir para o login
        </ButtonLink>
      </div>
    </AuthShell>
  );
}

const existingAccountForm = z.object({
  password: z.string().min(1, 'Digite sua senha.'),
  confirmation: z.string(),
});

function AcceptForm({
  token,
  invite,
  onInvalid,
}: {
  token: string;
  invite: MemberInvite;
  onInvalid: () => void;
}) {
  const form = useZodForm(invite.hasAccount ? existingAccountForm : newPasswordWithConfirmation, {
    defaultValues: { password: '', confirmation: '' },
  });
  const password = form.watch('password');
  const ready = invite.hasAccount || passesPasswordChecklist(password);

  async function accept({ password }: { password: string }) {
    try {
      const { redirectTo } = await acceptInvite(token, password);
      // A full load: the panel reads the new session from the start.
      window.location.assign(redirectTo);
      return LEAVING;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'MEMBER_INVITE_INVALID') {
        onInvalid();
        return;
      }
      throw err;
    }
  }

  return (
    <Form
      form={form}
      className="grid grid-cols-1 gap-5"
      serverFields={{ WRONG_PASSWORD: 'password', VALIDATION: 'password' }}
      onSubmit={accept}
      footer={<FormSubmit disabled={!ready}>{t.accept}</FormSubmit>}
    >
      <p className="text-ink">
        {invite.hasAccount ? t.existingPasswordLead(invite.email) : t.newPasswordLead(invite.email)}
      </p>
      {invite.hasAccount ? (
        <FormField form={form} name="password" label={t.password} id="aceite-senha">
          {(control) => <PasswordField {...control} autoComplete="current-password" />}
        </FormField>
      ) : (
        <>
          <NewPasswordField form={form} name="password" label="Crie sua senha" id="aceite-senha" />
          <FormField form={form} name="confirmation" label="Confirme a senha" id="aceite-senha-confirmacao">
            {(control) => <PasswordField {...control} autoComplete="new-password" />}
          </FormField>
        </>
      )}
    </Form>
  );
}

export function AcceptAccessPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = memberInviteToken.safeParse(token).success;
  const [rejected, setRejected] = useState(false);
  const invite = useQuery({
    queryKey: ['member-invite', token],
    queryFn: ({ signal }) => fetchInvite(token, signal),
    enabled: valid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!valid || rejected || invite.isError) return <InvalidInvite />;
  if (!invite.data) {
    return (
      <AuthShell title={t.acceptTitle}>
        <p className="text-center text-muted" aria-live="polite">
          {t.checking}
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t.acceptTitle} subtitle={t.acceptLead(invite.data.coupleNames, invite.data.role)}>
      <AcceptForm token={token} invite={invite.data} onInvalid={() => setRejected(true)} />
    </AuthShell>
  );
}
