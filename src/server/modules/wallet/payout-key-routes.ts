// The payout PIX key of "Minha Carteira": register (after step-up), cancel the one on hold, and
// the e-mailed one-time cancel link (anonymous: the token is the proof).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originFor } from '../../../shared/hosts.ts';
import {
  cancelPayoutKeyBody,
  payoutKeyBody,
  payoutKeyViewSchema,
} from '../../../shared/payments/payout-key.ts';
import { authLimits, limitedBy } from '../auth/rate-limits.ts';
import { requireStepUp } from '../auth/step-up-service.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { cancelKeyByToken, cancelPendingKey, payoutKeyView, registerPayoutKey } from './payout-keys.ts';

const params = z.object({ weddingId: z.uuid() });
const tags = ['wallet'];

export const payoutKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/weddings/:weddingId/payout-key',
    {
      schema: {
        tags,
        summary: 'Cadastra a chave PIX de saque (fica em espera antes do primeiro saque)',
        params,
        body: payoutKeyBody,
        response: { 200: payoutKeyViewSchema },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/api/weddings/:weddingId/payout-key/pending',
    {
      schema: {
        tags,
        summary: 'Cancela a chave PIX em espera',
        params,
        response: { 200: payoutKeyViewSchema },
      },
    },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      await cancelPendingKey(app.db, wedding.id);
      return payoutKeyView(app.db, wedding.id);
    },
  );

  app.post(
    '/api/payout-key/cancel',
    {
      schema: {
        tags,
        summary: 'Cancela uma nova chave PIX pelo link do e-mail (uma vez)',
        body: cancelPayoutKeyBody,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      preHandler: limitedBy(app, authLimits.cancelPayoutKey),
    },
    async (request) => {
      await cancelKeyByToken(app.db, request.body.token);
      return { ok: true as const };
    },
  );
};
