// The page an e-mail's one-time link opens: it posts the token once, then says whether it worked.
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { painelPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';

type State = 'sending' | 'done' | 'invalid';

function useTokenLink(send: (token: string) => Promise<unknown>): State {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'sending' : 'invalid');
  const sent = useRef(false);
  useEffect(() => {
    // The token is single use: post it once even if the effect runs twice.
    if (!token || sent.current) return;
    sent.current = true;
    send(token)
      .then(() => setState('done'))
      .catch(() => setState('invalid'));
  }, [token, send]);
  return state;
}

export function TokenLinkPage({
  title,
  send,
  sending,
  done,
  invalid,
}: {
  title: string;
  /** Posts the token; a stable function (defined outside the component). */
  send: (token: string) => Promise<unknown>;
  sending: string;
  done: string;
  invalid: string;
}) {
  const state = useTokenLink(send);
  return (
    <AuthShell title={title}>
      <div className="grid gap-4 text-center" aria-live="polite">
        {state === 'sending' && <p className="text-muted">{sending}</p>}
        {state === 'done' && (
          <>
            <CircleCheck className="mx-auto size-14 text-teal-dark" aria-hidden="true" />
            <p className="font-medium text-ink">{done}</p>
          </>
        )}
        {state === 'invalid' && (
          <>
            <CircleX className="mx-auto size-14 text-danger" aria-hidden="true" />
            <p role="alert" className="font-medium text-ink">
              {invalid}
            </p>
          </>
        )}
        {state !== 'sending' && (
          <ButtonLink to={painelPaths.dashboard} size="lg" className="mt-2 w-full">
            Ir para o painel
          </ButtonLink>
        )}
      </div>
    </AuthShell>
  );
}
