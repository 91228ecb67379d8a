// GET /api/admin/dashboard: the admin home's live figures, and /a-fazer its queue (every /api/admin
// route needs an admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/admin-dashboard.ts';
import { todoQueueSchema } from '../../../shared/admin-todo.ts';
import { dashboardFigures, dashboardInstant } from './dashboard-figures.ts';
import { todoQueue } from './todo-queue.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Números do dashboard: agora e 30 dias antes, e presentes por dia',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => dashboardFigures(app.db, dashboardInstant(request.query.ate)),
  );

  app.get(
    '/api/admin/dashboard/a-fazer',
    {
      schema: {
        tags: ['admin'],
        summary: 'Fila "A fazer": saques aguardando ou que falharam e pagamentos contestados',
        response: { 200: todoQueueSchema },
      },
    },
    async () => todoQueue(app.db),
  );
};
