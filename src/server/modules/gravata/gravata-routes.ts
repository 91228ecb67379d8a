// The couple's "gravata digital" card (own wedding only, checked at the edge by its path): PNG to
// share or show, PDF to print. The QR code opens `/{slug}/gravata` on the guest site.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originFor } from '../../../shared/hosts.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { sendDownload } from '../../http/file-download.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { gravataCardPdf, gravataCardPng } from './gravata-card.ts';
import { gravataCardInput } from './gravata-card-input.ts';

const params = weddingParams;
const query = z.object({ download: z.enum(['1']).optional() });

export const gravataRoutes: FastifyPluginAsyncZod = async (app) => {
  async function cardOf(request: Parameters<typeof requireOwnWedding>[0], weddingId: string) {
    const { wedding } = await requireOwnWedding(request, weddingId);
    if (!wedding.slug) throw new AppError('SLUG_REQUIRED');
    const origin = originFor('noivos', app.config.baseHost, app.config.protocol);
    return gravataCardInput(app.db, { ...wedding, slug: wedding.slug }, origin);
  }

  const route = defineRoutes(app, { tags: ['gravata'], access: 'wedding-money' });

  route.get('/api/weddings/:weddingId/gravata.png', {
    summary: 'Cartão da gravata digital (PNG)',
    params,
    querystring: query,
    handler: async (request, reply) => {
      const png = await gravataCardPng(await cardOf(request, request.params.weddingId));
      if (request.query.download)
        reply.header('content-disposition', 'attachment; filename="gravata-digital.png"');
      return reply.type('image/png').header('cache-control', 'private, no-cache').send(png);
    },
  });

  route.get('/api/weddings/:weddingId/gravata.pdf', {
    summary: 'Cartão da gravata digital para imprimir (PDF)',
    params,
    handler: async (request, reply) => {
      const pdf = await gravataCardPdf(await cardOf(request, request.params.weddingId));
      return sendDownload(
        reply,
        { fileName: 'gravata-digital.pdf', type: 'application/pdf', cacheControl: 'private, no-cache' },
        Buffer.from(pdf),
      );
    },
  });
};
