// The couple's wedding: site link, theme and the dashboard summary.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidSlug, normalizeSlugInput } from '../../../shared/slug.ts';
import { weddingSummarySchema } from '../../../shared/wedding.ts';
import { AppError } from '../../http/errors.ts';
import { ok, okReply, weddingParams } from '../../http/route-schemas.ts';
import { chooseTheme } from '../onboarding/onboarding-service.ts';
import { isSlugAvailable, saveSlug } from './slug-service.ts';
import { weddingSummary } from './summary-service.ts';
import { requireCouple, requireOwnWedding } from './wedding-access.ts';

export const weddingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/slug-availability',
    {
      config: { access: 'couple' },
      schema: {
        tags: ['weddings'],
        summary: 'Diz se um link de site está livre',
        querystring: z.object({ slug: z.string().max(200), weddingId: z.uuid().optional() }),
        response: { 200: z.object({ slug: z.string(), valid: z.boolean(), available: z.boolean() }) },
      },
    },
    async (request) => {
      await requireCouple(request);
      const slug = normalizeSlugInput(request.query.slug);
      if (!isValidSlug(slug)) return { slug, valid: false, available: false };
      return { slug, valid: true, available: await isSlugAvailable(app.db, slug, request.query.weddingId) };
    },
  );

  app.put(
    '/api/weddings/:weddingId/slug',
    {
      schema: {
        tags: ['weddings'],
        summary: 'Define o link do site (único: "Link já existe" quando outro casal já o usa)',
        params: weddingParams,
        body: z.object({ slug: z.string().max(200) }),
        response: { 200: z.object({ slug: z.string() }) },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      const slug = request.body.slug.trim();
      await saveSlug(app.db, request.params.weddingId, slug, app.config.slugHoldMonths);
      return { slug };
    },
  );

  app.put(
    '/api/weddings/:weddingId/theme',
    {
      schema: {
        tags: ['weddings'],
        summary: 'Escolhe o tema do site',
        params: weddingParams,
        body: z.object({ themeId: z.uuid() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      await chooseTheme(app.db, request.params.weddingId, request.body.themeId);
      return ok;
    },
  );

  app.get(
    '/api/weddings/:weddingId/summary',
    {
      schema: {
        tags: ['weddings'],
        summary: 'Resumo do painel: endereço do site e contadores ao vivo',
        params: weddingParams,
        response: { 200: weddingSummarySchema },
      },
    },
    async (request) => {
      const { session, wedding } = await requireOwnWedding(request, request.params.weddingId);
      if (!wedding) throw new AppError('WEDDING_NOT_FOUND');
      return weddingSummary(app.db, session.user.id, wedding);
    },
  );
};
