// POST /api/webhooks/:provider: the provider's news, verified (signature or token), stored once and
// answered at once; a job applies it (provider-events.ts). A forged or unsigned call is refused
// with 401 and stores nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoutes } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { keepRawJsonBody } from '../../http/raw-json-body.ts';
import { WebhookRejected } from '../payment-providers/payment-provider.ts';
import { paymentQueues } from '../payment-providers/payment-queues.ts';
import { storeProviderEvent } from './provider-events.ts';

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  keepRawJsonBody(app, 256 * 1024);

  defineRoutes(app, { tags: ['payments'] }).post('/api/webhooks/:provider', {
    summary: 'Notificações do provedor de pagamentos (assinadas)',
    params: z.object({ provider: z.string().max(40) }),
    reply: z.object({ received: z.literal(true) }),
    handler: async (request) => {
      const { provider } = app.payments;
      if (request.params.provider !== provider.name) throw new AppError('NOT_FOUND');
      let event: ReturnType<typeof provider.readWebhook>;
      try {
        event = provider.readWebhook(request);
      } catch (err) {
        if (err instanceof WebhookRejected) throw new AppError('WEBHOOK_REJECTED');
        throw err;
      }
      const id = await storeProviderEvent(app.db, provider.name, event);
      // The event is stored: its job can go in the next batch (a crash before it is re-sent by
      // the reconciliation sweep).
      if (id) app.jobs.sendSoon(paymentQueues(provider.name).event, { eventRowId: id });
      return { received: true as const };
    },
  });
};
