// Published themes, for onboarding step 7 and "Alterar tema".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { themeDesignSchema } from '../../../shared/theme-design.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { publishedThemes } from './theme-queries.ts';

export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['themes'] }).get('/api/themes', {
    summary: 'Temas publicados com suas configurações de design',
    reply: z.array(
      z.object({
        id: z.string(),
        key: z.string().nullable(),
        name: z.string(),
        description: z.string(),
        /** The studio's tags (theme-studio.ts `themeTags`), which the pickers filter by. */
        tags: z.array(z.string()),
        design: themeDesignSchema,
      }),
    ),
    handler: async (_request, reply) => {
      // Admins publish and edit themes at any time: browsers must ask again (themes studio).
      reply.header('cache-control', 'no-cache');
      return publishedThemes(app.db);
    },
  });
};
