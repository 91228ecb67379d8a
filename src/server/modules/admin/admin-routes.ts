// Live figures of the admin home. Every route under /api/admin needs an admin (http/access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoutes } from '../../http/define-routes.ts';
import { platformOverview } from './admin-overview.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['admin'] }).get('/api/admin/overview', {
    summary: 'Números ao vivo da plataforma',
    reply: z.object({
      couples: z.number().int(),
      publishedSites: z.number().int(),
      admins: z.number().int(),
    }),
    handler: () => platformOverview(app.db),
  });
};
