// Everything under /api/admin: one guard for the whole scope, so no admin route can forget it.
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couples, users, weddings } from '../../db/schema.ts';
import { requireAdmin } from '../auth/session-plugin.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => {
    await requireAdmin(request);
  });

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
    async () => {
      const [[c], [p], [a]] = await Promise.all([
        app.db.select({ n: count() }).from(couples),
        app.db.select({ n: count() }).from(weddings).where(eq(weddings.sitePublished, true)),
        app.db.select({ n: count() }).from(users).where(eq(users.role, 'admin')),
      ]);
      return { couples: c?.n ?? 0, publishedSites: p?.n ?? 0, admins: a?.n ?? 0 };
    },
  );
};
