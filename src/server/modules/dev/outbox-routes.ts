// Dev-only page listing the e-mails the app "sent" to the outbox (no SMTP configured).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoutes } from '../../http/define-routes.ts';
import { outboxPage } from './outbox-page.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['dev'] }).get('/dev/outbox', {
    summary: 'E-mails enviados para a caixa de saída local',
    hide: true,
    handler: async (_request, reply) => reply.type('text/html; charset=utf-8').send(await outboxPage(app.db)),
  });
};
