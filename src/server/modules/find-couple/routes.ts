import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCoupleQuerySchema, findCoupleResultSchema } from '../../../shared/find-couple.ts';
import { findCouples } from './service.ts';

export const findCoupleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/couples/search',
    {
      schema: {
        tags: ['find-couple'],
        summary: 'Busca sites publicados pelo nome dos noivos (sem acentos), com filtro opcional de mês/ano',
        querystring: findCoupleQuerySchema,
        response: { 200: findCoupleResultSchema },
      },
    },
    async (request) => findCouples(app.db, request.query),
  );
};
