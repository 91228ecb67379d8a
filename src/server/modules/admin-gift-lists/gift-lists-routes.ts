// /api/admin/gift-lists: the overview's stat cards, its page of lists and a couple's details.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  giftListDetailsSchema,
  giftListPageSchema,
  giftListStatsSchema,
  giftListsQuerySchema,
} from '../../../shared/admin-gift-lists.ts';
import { giftListDetails, giftListStats, listGiftLists } from './gift-lists-queries.ts';

const tags = ['admin'];

export const adminGiftListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/gift-lists/stats',
    { schema: { tags, summary: 'Números das listas de presentes', response: { 200: giftListStatsSchema } } },
    async () => giftListStats(app.db),
  );

  app.get(
    '/api/admin/gift-lists',
    {
      schema: {
        tags,
        summary: 'Listas de presentes dos casais, com busca, filtros e páginas',
        querystring: giftListsQuerySchema,
        response: { 200: giftListPageSchema },
      },
    },
    async (request) => listGiftLists(app.db, request.query),
  );

  app.get(
    '/api/admin/gift-lists/:weddingId',
    {
      schema: {
        tags,
        summary: 'Detalhes da lista de um casal e as 10 transações mais recentes',
        params: z.object({ weddingId: z.uuid() }),
        response: { 200: giftListDetailsSchema },
      },
    },
    async (request) => giftListDetails(app.db, request.params.weddingId),
  );
};
