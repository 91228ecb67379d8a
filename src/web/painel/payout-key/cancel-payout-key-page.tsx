// `/chave-pix/cancelar?token=`: the hold e-mail's one-time link that cancels a new payout key.
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { payoutKeyMessages } from '../../../shared/payments/payout-key.ts';
import { painelPaths } from '../../../shared/routes.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { api } from '../../lib/api.ts';

type State = 'cancelling' | 'cancelled' | 'invalid';

function useCancelKey(token: string): State {
  const [state, setState] = useState<State>(token ? 'cancelling' : 'invalid');
  const sent = useRef(false);
  useEffect(() => {
    // The token is single use: post it once even if the effect runs twice.
    if (!token || sent.current) return;
    sent.current = true;
    api('/api/payout-key/cancel', { method: 'POST', json: { token } })
      .then(() => setState('cancelled'))
      .catch(() => setState('invalid'));
  }, [token]);
  return state;
}

export function CancelPayoutKeyPage() {
  const [params] = useSearchParams();
  const state = useCancelKey(params.get('token') ?? '');
  return (
    <AuthShell title="Cancelar nova chave PIX">
      <div className="grid gap-4 text-center" aria-live="polite">
        {state === 'cancelling' && <p className="text-muted">Cancelando...</p>}
        {state === 'cancelled' && (
          <>
            <CircleCheck className="mx-auto size-14 text-teal-dark" aria-hidden="true" />
            <p className="font-medium text-ink">{payoutKeyMessages.cancelled}</p>
          </>
        )}
        {state === 'invalid' && (
          <>
            <CircleX className="mx-auto size-14 text-danger" aria-hidden="true" />
            <p role="alert" className="font-medium text-ink">
              {payoutKeyMessages.cancelInvalid}
            </p>
          </>
        )}
        {state !== 'cancelling' && (
          <ButtonLink to={painelPaths.dashboard} size="lg" className="mt-2 w-full">
            Ir para o painel
          </ButtonLink>
        )}
      </div>
    </AuthShell>
  );
}
