// Serves the generated picture of each catalogue product at the imageUrl the seed stores for it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoutes } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { renderProductSvg } from './render-product-svg.ts';
import { findProductImageInput } from './service.ts';

export const catalogImageParamsSchema = z.object({
  key: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Chave de produto inválida.'),
});

export const catalogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['catalogo'] }).get('/media/catalog/:key.svg', {
    summary: 'Imagem de um produto do catálogo (SVG)',
    hide: true,
    params: catalogImageParamsSchema,
    handler: async (request, reply) => {
      const product = await findProductImageInput(app.db, request.params.key);
      if (!product) throw new AppError('NOT_FOUND');
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own is a document: let it draw its inline styles and nothing else.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderProductSvg(product))
      );
    },
  });
};
