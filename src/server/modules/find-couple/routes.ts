// GET /api/couples/search: "Encontre um casal" on the public site (published sites only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCoupleQuerySchema, findCoupleResultSchema } from '../../../shared/find-couple.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { findCouples } from './service.ts';

export const findCoupleRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['find-couple'] }).get('/api/couples/search', {
    summary: 'Busca sites publicados pelo nome dos noivos (sem acentos), com filtro opcional de mês/ano',
    querystring: findCoupleQuerySchema,
    reply: findCoupleResultSchema,
    handler: (request) => findCouples(app.db, request.query),
  });
};
