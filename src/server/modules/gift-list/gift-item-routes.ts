// The gifts of a couple's lists, and what the couple picks them from: the catalogue (paged) and
// the ready-made lists. Only the couple who owns the wedding gets through (http/access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogQuerySchema, productPageSchema } from '../../../shared/gift-catalog.ts';
import {
  addProductSchema,
  customGiftSchema,
  giftItemSchema,
  giftPatchSchema,
} from '../../../shared/gift-list.ts';
import { readyListSummarySchema } from '../../../shared/ready-lists.ts';
import { ok, okReply, weddingParams } from '../../http/route-schemas.ts';
import { searchCatalog } from '../gift-catalog/catalog-search.ts';
import { listReadyLists } from '../ready-lists/ready-list-service.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import {
  addCustomGift,
  addProduct,
  clearList,
  importReadyList,
  listItems,
  removeItem,
  updateItem,
} from './gift-item-service.ts';

export const COUPLE_CATALOG_PAGE_SIZE = 12;

const tags = ['lista-de-presentes'];
const listParams = weddingParams.extend({ listId: z.uuid() });
const itemParams = weddingParams.extend({ itemId: z.uuid() });
const base = '/api/weddings/:weddingId/gift-list';

export const giftItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const weddingOf = async (request: Parameters<typeof requireOwnWedding>[0], weddingId: string) =>
    (await requireOwnWedding(request, weddingId)).wedding.id;

  app.get(
    `${base}/lists/:listId/items`,
    {
      schema: {
        tags,
        summary: 'Os presentes de uma lista',
        params: listParams,
        response: { 200: z.array(giftItemSchema) },
      },
    },
    async (request) =>
      listItems(app.db, await weddingOf(request, request.params.weddingId), request.params.listId),
  );

  app.post(
    `${base}/lists/:listId/items/product`,
    {
      schema: {
        tags,
        summary: 'Adiciona um produto do catálogo (nome, preço e foto são copiados)',
        params: listParams,
        body: addProductSchema,
        response: { 201: giftItemSchema },
      },
    },
    async (request, reply) => {
      const weddingId = await weddingOf(request, request.params.weddingId);
      return reply.status(201).send(await addProduct(app.db, weddingId, request.params.listId, request.body));
    },
  );

  app.post(
    `${base}/lists/:listId/items/custom`,
    {
      schema: {
        tags,
        summary: 'Adiciona um presente personalizado (nome, valor, foto, descrição e cotas)',
        params: listParams,
        body: customGiftSchema,
        response: { 201: giftItemSchema },
      },
    },
    async (request, reply) => {
      const weddingId = await weddingOf(request, request.params.weddingId);
      return reply
        .status(201)
        .send(await addCustomGift(app.db, weddingId, request.params.listId, request.body));
    },
  );

  app.post(
    `${base}/lists/:listId/ready-list`,
    {
      schema: {
        tags,
        summary: 'Adiciona os produtos de uma lista pronta que a lista ainda não tem',
        params: listParams,
        body: z.object({ readyListId: z.uuid() }),
        response: { 200: z.object({ added: z.number().int() }) },
      },
    },
    async (request) => {
      const weddingId = await weddingOf(request, request.params.weddingId);
      return importReadyList(app.db, weddingId, request.params.listId, request.body.readyListId);
    },
  );

  app.delete(
    `${base}/lists/:listId/items`,
    {
      schema: {
        tags,
        summary: 'Remove todos os presentes da lista',
        params: listParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await clearList(app.db, await weddingOf(request, request.params.weddingId), request.params.listId);
      return ok;
    },
  );

  app.patch(
    `${base}/items/:itemId`,
    {
      schema: {
        tags,
        summary: 'Edita um presente: nome, valor, quantidade ou cotas, categoria, foto',
        params: itemParams,
        body: giftPatchSchema,
        response: { 200: giftItemSchema },
      },
    },
    async (request) =>
      updateItem(
        app.db,
        await weddingOf(request, request.params.weddingId),
        request.params.itemId,
        request.body,
      ),
  );

  app.delete(
    `${base}/items/:itemId`,
    { schema: { tags, summary: 'Remove um presente', params: itemParams, response: { 200: okReply } } },
    async (request) => {
      await removeItem(app.db, await weddingOf(request, request.params.weddingId), request.params.itemId);
      return ok;
    },
  );

  app.get(
    `${base}/catalog`,
    {
      schema: {
        tags,
        summary: 'Produtos ativos do catálogo para escolher presentes (busca sem acentos, por categoria)',
        params: weddingParams,
        querystring: catalogQuerySchema.omit({ status: true }),
        response: { 200: productPageSchema },
      },
    },
    async (request) =>
      searchCatalog(
        app.db,
        { ...request.query, status: 'ativo' },
        { forCouples: true, order: 'price', pageSize: COUPLE_CATALOG_PAGE_SIZE },
      ),
  );

  app.get(
    `${base}/ready-lists`,
    {
      schema: {
        tags,
        summary: 'Listas prontas que o casal pode usar',
        params: weddingParams,
        response: { 200: z.array(readyListSummarySchema) },
      },
    },
    async () => (await listReadyLists(app.db, { activeOnly: true })).filter((l) => l.itemCount > 0),
  );
};
