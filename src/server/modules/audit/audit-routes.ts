// "Auditoria": the audit log, browsable by administrators (admin-only by its path).
import { auditPageSchema, auditQuery } from '../../../shared/audit.ts';
import { routeModule } from '../../http/define-routes.ts';
import { listAudit } from './audit-query.ts';

export const auditRoutes = routeModule({ tags: ['admin-auditoria'] }, (route, app) => {
  route.get('/api/admin/audit', {
    summary: 'Registro de auditoria: quem fez o quê, quando, antes e depois',
    querystring: auditQuery,
    reply: auditPageSchema,
    handler: (request) => listAudit(app.db, request.query),
  });
});
