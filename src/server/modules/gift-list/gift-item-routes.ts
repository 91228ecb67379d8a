// The gifts of a couple's lists, and what the couple picks them from: the catalogue (paged) and
// the ready-made lists. Only the couple who owns the wedding gets through (http/access.ts).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { catalogQuerySchema, productPageSchema } from '../../../shared/gift-catalog.ts';
import {
  addProductSchema,
  customGiftSchema,
  giftItemSchema,
  giftPatchSchema,
} from '../../../shared/gift-list.ts';
import { readyListSummarySchema } from '../../../shared/ready-lists.ts';
import type { Db } from '../../db/client.ts';
import { routeModule, weddingMoneyModule } from '../../http/define-routes.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { searchCatalog } from '../gift-catalog/catalog-search.ts';
import { listReadyLists } from '../ready-lists/ready-list-service.ts';
import { pathWedding } from '../weddings/wedding-access.ts';
import {
  addCustomGift,
  addProduct,
  clearList,
  importReadyList,
  listItems,
  removeItem,
  updateItem,
} from './gift-item-service.ts';
import { listParams } from './gift-list-routes.ts';

export const COUPLE_CATALOG_PAGE_SIZE = 12;

const itemParams = weddingParams.extend({ itemId: z.uuid() });
const base = '/api/weddings/:weddingId/gift-list';

export const giftItemRoutes = routeModule(
  { tags: ['lista-de-presentes'], ...weddingMoneyModule },
  (route, app) => {
    /** The handler that hands the list (or gift) in the path of the couple's wedding to `serve`. */
    const inPath =
      <K extends 'listId' | 'itemId'>(key: K) =>
      <B, T>(serve: (db: Db, weddingId: string, id: string, body: B) => Promise<T>) =>
      async (request: FastifyRequest & { params: { weddingId: string } & Record<K, string>; body: B }) =>
        serve(app.db, (await pathWedding(request)).id, request.params[key], request.body);
    const inList = inPath('listId');
    const onItem = inPath('itemId');

    route.get(`${base}/lists/:listId/items`, {
      summary: 'Os presentes de uma lista',
      params: listParams,
      reply: z.array(giftItemSchema),
      handler: inList(listItems),
    });

    route.post(`${base}/lists/:listId/items/product`, {
      summary: 'Adiciona um produto do catálogo (nome, preço e foto são copiados)',
      params: listParams,
      body: addProductSchema,
      created: giftItemSchema,
      handler: inList(addProduct),
    });

    route.post(`${base}/lists/:listId/items/custom`, {
      summary: 'Adiciona um presente personalizado (nome, valor, foto, descrição e cotas)',
      params: listParams,
      body: customGiftSchema,
      created: giftItemSchema,
      handler: inList(addCustomGift),
    });

    route.post(`${base}/lists/:listId/ready-list`, {
      summary: 'Adiciona os produtos de uma lista pronta que a lista ainda não tem',
      params: listParams,
      body: z.object({ readyListId: z.uuid() }),
      reply: z.object({ added: z.number().int() }),
      handler: async (request) =>
        importReadyList(
          app.db,
          (await pathWedding(request)).id,
          request.params.listId,
          request.body.readyListId,
        ),
    });

    route.delete(`${base}/lists/:listId/items`, {
      summary: 'Remove todos os presentes da lista',
      params: listParams,
      reply: 'ok',
      handler: inList(clearList),
    });

    route.patch(`${base}/items/:itemId`, {
      summary: 'Edita um presente: nome, valor, quantidade ou cotas, categoria, foto',
      params: itemParams,
      body: giftPatchSchema,
      reply: giftItemSchema,
      handler: onItem(updateItem),
    });

    route.delete(`${base}/items/:itemId`, {
      summary: 'Remove um presente',
      params: itemParams,
      reply: 'ok',
      handler: onItem(removeItem),
    });

    route.get(`${base}/catalog`, {
      summary: 'Produtos ativos do catálogo para escolher presentes (busca sem acentos, por categoria)',
      querystring: catalogQuerySchema.omit({ status: true }),
      reply: productPageSchema,
      handler: (request) =>
        searchCatalog(
          app.db,
          { ...request.query, status: 'ativo' },
          { forCouples: true, order: 'price', pageSize: COUPLE_CATALOG_PAGE_SIZE },
        ),
    });

    route.get(`${base}/ready-lists`, {
      summary: 'Listas prontas que o casal pode usar',
      reply: z.array(readyListSummarySchema),
      handler: async () =>
        (await listReadyLists(app.db, { activeOnly: true })).filter((l) => l.itemCount > 0),
    });
  },
);
