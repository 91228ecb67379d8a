// GET /api/admin/dashboard: the admin home's live figures, and /a-fazer its queue (every /api/admin
// route needs an admin).
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/admin-dashboard.ts';
import { todoQueueSchema } from '../../../shared/admin-todo.ts';
import { routeModule } from '../../http/define-routes.ts';
import { dashboardFigures, dashboardInstant } from './dashboard-figures.ts';
import { todoQueue } from './todo-queue.ts';

export const adminDashboardRoutes = routeModule({ tags: ['admin'] }, (route, app) => {
  route.get('/api/admin/dashboard', {
    summary: 'Números do dashboard: agora e 30 dias antes, e presentes por dia',
    querystring: dashboardQuerySchema,
    reply: dashboardSchema,
    handler: (request) => dashboardFigures(app.db, dashboardInstant(request.query.ate)),
  });
  route.get('/api/admin/dashboard/a-fazer', {
    summary: 'Fila "A fazer": saques aguardando ou que falharam e pagamentos contestados',
    reply: todoQueueSchema,
    handler: () => todoQueue(app.db),
  });
});
