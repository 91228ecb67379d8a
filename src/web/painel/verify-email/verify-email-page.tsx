// `/verificar-email?token=`: confirms the address from the link of the verification e-mail.
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { authMessages } from '../../../shared/auth/messages.ts';
import { painelPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { verifyEmail } from '../session/verify-email-api.ts';

type State = 'checking' | 'verified' | 'invalid';

function useVerifyEmail(token: string): State {
  const [state, setState] = useState<State>(token ? 'checking' : 'invalid');
  const sent = useRef(false);
  useEffect(() => {
    // The token is single use: post it once even if the effect runs twice.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then(() => setState('verified'))
      .catch(() => setState('invalid'));
  }, [token]);
  return state;
}

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const state = useVerifyEmail(params.get('token') ?? '');
  return (
    <AuthShell title="Confirmação de e-mail">
      <div className="grid gap-4 text-center" aria-live="polite">
        {state === 'checking' && <p className="text-muted">Confirmando...</p>}
        {state === 'verified' && (
          <>
            <CircleCheck className="mx-auto size-14 text-teal-dark" aria-hidden="true" />
            <p className="font-medium text-ink">{authMessages.verifySuccess}</p>
          </>
        )}
        {state === 'invalid' && (
          <>
            <CircleX className="mx-auto size-14 text-danger" aria-hidden="true" />
            <p role="alert" className="font-medium text-ink">
              {authMessages.verifyInvalidToken}
            </p>
          </>
        )}
        {state !== 'checking' && (
          <ButtonLink to={painelPaths.dashboard} size="lg" className="mt-2 w-full">
            Ir para o painel
          </ButtonLink>
        )}
      </div>
    </AuthShell>
  );
}
