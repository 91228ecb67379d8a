// GET /api/admin/dashboard: the admin home's live figures (every /api/admin route needs an admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/admin-dashboard.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { dashboardFigures, dashboardInstant } from './dashboard-figures.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['admin'] }).get('/api/admin/dashboard', {
    summary: 'Números do dashboard: agora e 30 dias antes, e presentes por dia',
    querystring: dashboardQuerySchema,
    reply: dashboardSchema,
    handler: (request) => dashboardFigures(app.db, dashboardInstant(request.query.ate)),
  });
};
