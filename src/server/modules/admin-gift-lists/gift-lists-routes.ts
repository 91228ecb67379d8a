// /api/admin/gift-lists: the overview's stat cards, its page of lists and a couple's details.
import {
  giftListDetailsSchema,
  giftListPageSchema,
  giftListStatsSchema,
  giftListsQuerySchema,
} from '../../../shared/admin-gift-lists.ts';
import { routeModule } from '../../http/define-routes.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { giftListDetails, giftListStats, listGiftLists } from './gift-lists-queries.ts';

export const adminGiftListsRoutes = routeModule({ tags: ['admin'] }, (route, app) => {
  route.get('/api/admin/gift-lists/stats', {
    summary: 'Números das listas de presentes',
    reply: giftListStatsSchema,
    handler: () => giftListStats(app.db),
  });

  route.get('/api/admin/gift-lists', {
    summary: 'Listas de presentes dos casais, com busca, filtros e páginas',
    querystring: giftListsQuerySchema,
    reply: giftListPageSchema,
    handler: (request) => listGiftLists(app.db, request.query),
  });

  route.get('/api/admin/gift-lists/:weddingId', {
    summary: 'Detalhes da lista de um casal e as 10 transações mais recentes',
    params: weddingParams,
    reply: giftListDetailsSchema,
    handler: (request) => giftListDetails(app.db, request.params.weddingId),
  });
});
