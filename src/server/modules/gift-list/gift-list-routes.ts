// The couple's gift list: its state (started once from the onboarding choice), settings, named
// lists and external links. Every route is under /api/weddings/:weddingId, so only the couple who
// owns the wedding gets through (http/access.ts).
import { z } from 'zod';
import {
  externalLinkInputSchema,
  externalLinkSchema,
  giftListStateSchema,
  giftListSummarySchema,
  listNameSchema,
} from '../../../shared/gift-list.ts';
import { routeModule, weddingMoneyModule } from '../../http/define-routes.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { pathWedding } from '../weddings/wedding-access.ts';
import {
  addExternalLink,
  createList,
  deleteList,
  giftListState,
  removeExternalLink,
  renameList,
  updateGiftListSettings,
} from './gift-list-service.ts';

/** `.../gift-list/lists/:listId`: one of the couple's named lists (its items too, gift-item-routes.ts). */
export const listParams = weddingParams.extend({ listId: z.uuid() });
const base = '/api/weddings/:weddingId/gift-list';

export const giftListRoutes = routeModule(
  { tags: ['lista-de-presentes'], ...weddingMoneyModule },
  (route, app) => {
    route.get(base, {
      summary: 'Estado da lista: publicação, quem paga a taxa, listas, listas externas e categorias',
      reply: giftListStateSchema,
      handler: async (request) => giftListState(app.db, await pathWedding(request)),
    });

    route.put(`${base}/settings`, {
      summary: 'Publica ou oculta a lista e escolhe quem paga a taxa',
      body: z.object({
        published: z.boolean().optional(),
        feePayer: z.enum(['couple', 'guests']).optional(),
      }),
      reply: giftListStateSchema,
      handler: async (request) => {
        const wedding = await pathWedding(request);
        await updateGiftListSettings(app.db, wedding, request.body);
        return giftListState(app.db, wedding);
      },
    });

    route.post(`${base}/lists`, {
      summary: 'Cria outra lista, como Chá de Panela',
      body: listNameSchema,
      created: giftListSummarySchema,
      handler: async (request) => createList(app.db, await pathWedding(request), request.body.name),
    });

    route.put(`${base}/lists/:listId`, {
      summary: 'Renomeia uma lista',
      params: listParams,
      body: listNameSchema,
      reply: 'ok',
      handler: async (request) =>
        renameList(app.db, await pathWedding(request), request.params.listId, request.body.name),
    });

    route.delete(`${base}/lists/:listId`, {
      summary: 'Exclui uma lista e seus presentes (a lista de casamento só pode ser esvaziada)',
      params: listParams,
      reply: 'ok',
      handler: async (request) => deleteList(app.db, await pathWedding(request), request.params.listId),
    });

    route.post(`${base}/external-links`, {
      summary: 'Inclui o link de uma lista em outra loja',
      body: externalLinkInputSchema,
      created: externalLinkSchema,
      handler: async (request) => addExternalLink(app.db, await pathWedding(request), request.body),
    });

    route.delete(`${base}/external-links/:linkId`, {
      summary: 'Remove uma lista externa',
      params: weddingParams.extend({ linkId: z.uuid() }),
      reply: 'ok',
      handler: async (request) =>
        removeExternalLink(app.db, await pathWedding(request), request.params.linkId),
    });
  },
);
