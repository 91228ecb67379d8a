// Live figures of the admin home. Every route under /api/admin needs an admin (http/access.ts).
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couples, users, weddings } from '../../db/schema.ts';

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
