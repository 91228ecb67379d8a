// The couple's wedding: site link, theme and the dashboard summary.
import { z } from 'zod';
import { isValidSlug, normalizeSlugInput } from '../../../shared/slug.ts';
import { weddingSummarySchema } from '../../../shared/wedding.ts';
import { routeModule } from '../../http/define-routes.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { chooseTheme } from '../onboarding/onboarding-service.ts';
import { isSlugAvailable, saveSlug } from './slug-service.ts';
import { weddingSummary } from './summary-service.ts';
import { requireOwnWedding } from './wedding-access.ts';

export const weddingRoutes = routeModule({ tags: ['weddings'] }, (route, app) => {
  route.get('/api/weddings/slug-availability', {
    summary: 'Diz se um link de site está livre',
    access: 'couple',
    querystring: z.object({ slug: z.string().max(200), weddingId: z.uuid().optional() }),
    reply: z.object({ slug: z.string(), valid: z.boolean(), available: z.boolean() }),
    handler: async (request) => {
      const slug = normalizeSlugInput(request.query.slug);
      if (!isValidSlug(slug)) return { slug, valid: false, available: false };
      return { slug, valid: true, available: await isSlugAvailable(app.db, slug, request.query.weddingId) };
    },
  });

  route.put('/api/weddings/:weddingId/slug', {
    summary: 'Define o link do site (único: "Link já existe" quando outro casal já o usa)',
    params: weddingParams,
    body: z.object({ slug: z.string().max(200) }),
    reply: z.object({ slug: z.string() }),
    handler: async (request) => {
      const slug = request.body.slug.trim();
      await saveSlug(app.db, request.params.weddingId, slug, app.config.slugHoldMonths);
      return { slug };
    },
  });

  route.put('/api/weddings/:weddingId/theme', {
    summary: 'Escolhe o tema do site',
    params: weddingParams,
    body: z.object({ themeId: z.uuid() }),
    reply: 'ok',
    handler: (request) => chooseTheme(app.db, request.params.weddingId, request.body.themeId),
  });

  route.get('/api/weddings/:weddingId/summary', {
    summary: 'Resumo do painel: endereço do site e contadores ao vivo',
    params: weddingParams,
    reply: weddingSummarySchema,
    handler: async (request) => {
      const { wedding, role } = await requireOwnWedding(request, request.params.weddingId);
      const summary = await weddingSummary(app.db, wedding.coupleId, wedding);
      // Shared access (issue 21): a planner sees no money, not even the dashboard's counters of it.
      return role === 'planner' ? { ...summary, giftsReceived: null, balanceCents: null } : summary;
    },
  });
});
