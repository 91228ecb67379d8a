// `/chave-pix/cancelar?token=`: the hold e-mail's one-time link that cancels a new payout key.
import { payoutKeyMessages } from '../../../shared/payments/payout-key.ts';
import { api } from '../../lib/api.ts';
import { TokenLinkPage } from '../session/token-link-page.tsx';

const cancelKey = (token: string) => api('/api/payout-key/cancel', { method: 'POST', json: { token } });

export function CancelPayoutKeyPage() {
  return (
    <TokenLinkPage
      title="Cancelar nova chave PIX"
      send={cancelKey}
      sending="Cancelando..."
      done={payoutKeyMessages.cancelled}
      invalid={payoutKeyMessages.cancelInvalid}
    />
  );
}
