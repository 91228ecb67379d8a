// Live figures of the admin home. Every route under /api/admin needs an admin (http/access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformOverview } from './admin-overview.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Números ao vivo da plataforma',
        response: {
          200: z.object({
            couples: z.number().int(),
            publishedSites: z.number().int(),
            admins: z.number().int(),
          }),
        },
      },
    },
    async () => platformOverview(app.db),
  );
};
