// The payout PIX key of "Minha Carteira": register (after step-up), cancel the one on hold, and
// the e-mailed one-time cancel link (anonymous: the token is the proof).
import { originFor } from '../../../shared/hosts.ts';
import {
  cancelPayoutKeyBody,
  payoutKeyBody,
  payoutKeyViewSchema,
} from '../../../shared/payments/payout-key.ts';
import { routeModule } from '../../http/define-routes.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { authLimits, limitedBy } from '../auth/rate-limits.ts';
import { requireStepUp } from '../auth/step-up-service.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { cancelKeyByToken, cancelPendingKey, payoutKeyView, registerPayoutKey } from './payout-keys.ts';

export const payoutKeyRoutes = routeModule({ tags: ['wallet'], access: 'wedding-money' }, (route, app) => {
  route.post('/api/weddings/:weddingId/payout-key', {
    summary: 'Cadastra a chave PIX de saque (fica em espera antes do primeiro saque)',
    params: weddingParams,
    body: payoutKeyBody,
    reply: payoutKeyViewSchema,
    handler: async (request) => {
      const { wedding, session } = await requireOwnWedding(request, request.params.weddingId);
      await requireStepUp(request);
      await registerPayoutKey(app.db, app.payments.provider, app.mailer, {
        weddingId: wedding.id,
        userId: session.user.id,
        email: session.user.email,
        holderCpf: request.body.holderCpf,
        pixKey: request.body.pixKey,
        holdHours: app.config.payoutKeyHoldHours,
        painelOrigin: originFor('painel', app.config.baseHost, app.config.protocol),
      });
      return payoutKeyView(app.db, wedding.id);
    },
  });

  route.delete('/api/weddings/:weddingId/payout-key/pending', {
    summary: 'Cancela a chave PIX em espera',
    params: weddingParams,
    reply: payoutKeyViewSchema,
    handler: async (request) => {
      await cancelPendingKey(app.db, request.params.weddingId);
      return payoutKeyView(app.db, request.params.weddingId);
    },
  });

  route.post('/api/payout-key/cancel', {
    summary: 'Cancela uma nova chave PIX pelo link do e-mail (uma vez)',
    // The e-mailed link's token is the proof: anyone holding it, signed in or not.
    access: 'public',
    body: cancelPayoutKeyBody,
    reply: 'ok',
    preHandler: limitedBy(app, authLimits.cancelPayoutKey),
    handler: (request) => cancelKeyByToken(app.db, request.body.token),
  });
});
