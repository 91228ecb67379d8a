// POST /api/webhooks/:provider: the provider's news, verified (signature or token), stored once and
// answered at once; a job applies it (provider-events.ts). A forged or unsigned call is refused
// with 401 and stores nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoutes } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { WebhookRejected } from '../payment-providers/payment-provider.ts';
import { paymentQueues } from '../payment-providers/payment-queues.ts';
import { storeProviderEvent } from './provider-events.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, which signatures are computed over. */
    rawBody?: string;
  }
}

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes keep the raw body beside the parsed JSON.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, body ? JSON.parse(body as string) : {});
      } catch {
        done(new AppError('WEBHOOK_REJECTED'), undefined);
      }
    },
  );

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
