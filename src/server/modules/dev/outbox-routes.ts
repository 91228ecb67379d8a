// Dev-only page listing the e-mails the app "sent" to the outbox (no SMTP configured).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxPage } from './outbox-page.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(await outboxPage(app.db)),
  );
};
