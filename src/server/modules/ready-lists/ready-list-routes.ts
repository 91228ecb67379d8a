// The back office's ready-made lists (listas prontas) and their editor (SPEC 2.7 editar-lista).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  readyListInputSchema,
  readyListSchema,
  readyListSummarySchema,
} from '../../../shared/ready-lists.ts';
import { idParams, ok, okReply } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import {
  addReadyListProduct,
  createReadyList,
  deleteReadyList,
  getReadyList,
  listReadyLists,
  removeReadyListProducts,
  updateReadyList,
} from './ready-list-service.ts';

const tags = ['admin-listas-prontas'];
const base = '/api/admin/ready-lists';

export const readyListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Listas prontas com quantidade de produtos e valor total',
        response: { 200: z.array(readyListSummarySchema) },
      },
    },
    async () => listReadyLists(app.db),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Cria uma lista pronta',
        body: readyListInputSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const row = await createReadyList(app.db, await auditActor(request), request.body);
      return reply.status(201).send({ id: row.id });
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Uma lista pronta com seus produtos',
        params: idParams,
        response: { 200: readyListSchema },
      },
    },
    async (request) => getReadyList(app.db, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Renomeia uma lista pronta',
        params: idParams,
        body: readyListInputSchema,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await updateReadyList(app.db, await auditActor(request), request.params.id, request.body);
      return ok;
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Exclui uma lista pronta (as quatro do cadastro ficam)',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteReadyList(app.db, await auditActor(request), request.params.id);
      return ok;
    },
  );

  app.post(
    `${base}/:id/products`,
    {
      schema: {
        tags,
        summary: 'Adiciona um produto do catálogo à lista pronta',
        params: idParams,
        body: z.object({ productId: z.uuid() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      await addReadyListProduct(app.db, await auditActor(request), request.params.id, request.body.productId);
      return ok;
    },
  );

  app.delete(
    `${base}/:id/products/:productId`,
    {
      schema: {
        tags,
        summary: 'Remove um produto da lista pronta',
        params: idParams.extend({ productId: z.uuid() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      await removeReadyListProducts(
        app.db,
        await auditActor(request),
        request.params.id,
        request.params.productId,
      );
      return ok;
    },
  );

  app.delete(
    `${base}/:id/products`,
    {
      schema: { tags, summary: 'Esvazia a lista pronta', params: idParams, response: { 200: okReply } },
    },
    async (request) => {
      await removeReadyListProducts(app.db, await auditActor(request), request.params.id, null);
      return ok;
    },
  );
};
