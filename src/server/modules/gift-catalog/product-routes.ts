// The back office's catalogue (SPEC 2.8): search with filters and paging, create, edit, delete.
// Images are uploaded first through /api/admin/assets (purpose catalog-product), then named here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogQuerySchema, productInputSchema, productPageSchema } from '../../../shared/gift-catalog.ts';
import { idParams, ok, okReply } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { searchCatalog } from './catalog-search.ts';
import { createProduct, deleteProduct, updateProduct } from './product-service.ts';

const tags = ['admin-catalogo'];
const saved = z.object({ id: z.string(), name: z.string() });

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/catalog/products',
    {
      schema: {
        tags,
        summary: 'Busca produtos do catálogo (sem acentos), por categoria e status, paginado',
        querystring: catalogQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request) => searchCatalog(app.db, request.query),
  );

  app.post(
    '/api/admin/catalog/products',
    {
      schema: { tags, summary: 'Cria um produto', body: productInputSchema, response: { 201: saved } },
    },
    async (request, reply) => {
      const row = await createProduct(app.db, await auditActor(request), request.body);
      return reply.status(201).send({ id: row.id, name: row.name });
    },
  );

  app.put(
    '/api/admin/catalog/products/:id',
    {
      schema: {
        tags,
        summary: 'Atualiza um produto (as listas dos casais não mudam)',
        params: idParams,
        body: productInputSchema,
        response: { 200: saved },
      },
    },
    async (request) => {
      const row = await updateProduct(
        app.db,
        app.files,
        await auditActor(request),
        request.params.id,
        request.body,
      );
      return { id: row!.id, name: row!.name };
    },
  );

  app.delete(
    '/api/admin/catalog/products/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um produto (as listas dos casais não mudam)',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteProduct(app.db, app.files, await auditActor(request), request.params.id);
      return ok;
    },
  );
};
