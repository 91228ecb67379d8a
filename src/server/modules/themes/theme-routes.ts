// Published themes, for onboarding step 7 and "Alterar tema".
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onboardingThemeKeys, themeDesignSchema } from '../../../shared/theme-design.ts';
import { themes } from '../../db/schema.ts';

export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/themes',
    {
      schema: {
        tags: ['themes'],
        summary: 'Temas publicados com suas configurações de design',
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              key: z.string().nullable(),
              name: z.string(),
              description: z.string(),
              design: themeDesignSchema,
            }),
          ),
        },
      },
    },
    async (_request, reply) => {
      // Admins publish and edit themes at any time: browsers must ask again (themes studio).
      reply.header('cache-control', 'no-cache');
      const rows = await app.db
        .select({
          id: themes.id,
          key: themes.key,
          name: themes.name,
          description: themes.description,
          design: themes.design,
          createdAt: themes.createdAt,
        })
        .from(themes)
        .where(eq(themes.status, 'publicado'))
        .orderBy(asc(themes.createdAt), asc(themes.name));
      // The nine onboarding themes first, in the spec's order; themes admins add later follow.
      const rank = (key: string | null) => {
        const i = onboardingThemeKeys.indexOf(key as (typeof onboardingThemeKeys)[number]);
        return i === -1 ? onboardingThemeKeys.length : i;
      };
      return rows
        .map(({ createdAt: _, ...t }) => ({ ...t, design: themeDesignSchema.parse(t.design) }))
        .sort((a, b) => rank(a.key) - rank(b.key));
    },
  );
};
