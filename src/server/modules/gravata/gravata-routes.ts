// The couple's "gravata digital" card (own wedding only, checked at the edge by its path): PNG to
// share or show, PDF to print. The QR code opens `/{slug}/gravata` on the guest site.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originFor } from '../../../shared/hosts.ts';
import { readSiteSettings } from '../../../shared/site.ts';
import { couples, themes } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { effectiveDesign } from '../guest-site/load-site.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { type GravataCardInput, gravataCardPdf, gravataCardPng } from './gravata-card.ts';

const params = z.object({ weddingId: z.uuid() });
const query = z.object({ download: z.enum(['1']).optional() });

export const gravataRoutes: FastifyPluginAsyncZod = async (app) => {
  async function cardOf(
    request: Parameters<typeof requireOwnWedding>[0],
    weddingId: string,
  ): Promise<GravataCardInput> {
    const { wedding } = await requireOwnWedding(request, weddingId);
    if (!wedding.slug) throw new AppError('SLUG_REQUIRED');
    const [[couple], [theme]] = await Promise.all([
      app.db
        .select({ name1: couples.name1, name2: couples.name2, weddingDate: couples.weddingDate })
        .from(couples)
        .where(eq(couples.userId, wedding.coupleId)),
      wedding.themeId
        ? app.db.select({ design: themes.design }).from(themes).where(eq(themes.id, wedding.themeId))
        : Promise.resolve([]),
    ]);
    return {
      names: `${couple?.name1 ?? ''} & ${couple?.name2 ?? ''}`,
      weddingDate: couple?.weddingDate ?? null,
      url: `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${wedding.slug}/gravata`,
      design: effectiveDesign(theme?.design, readSiteSettings(wedding.siteSettings).design),
    };
  }

  app.get(
    '/api/weddings/:weddingId/gravata.png',
    { schema: { tags: ['gravata'], summary: 'Cartão da gravata digital (PNG)', params, querystring: query } },
    async (request, reply) => {
      const png = await gravataCardPng(await cardOf(request, request.params.weddingId));
      if (request.query.download)
        reply.header('content-disposition', 'attachment; filename="gravata-digital.png"');
      return reply.type('image/png').header('cache-control', 'private, no-cache').send(png);
    },
  );

  app.get(
    '/api/weddings/:weddingId/gravata.pdf',
    { schema: { tags: ['gravata'], summary: 'Cartão da gravata digital para imprimir (PDF)', params } },
    async (request, reply) => {
      const pdf = await gravataCardPdf(await cardOf(request, request.params.weddingId));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="gravata-digital.pdf"')
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(pdf));
    },
  );
};
