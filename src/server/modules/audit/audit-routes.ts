// "Auditoria": the audit log, browsable by administrators (admin-only by its path).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuery } from '../../../shared/audit.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { listAudit } from './audit-query.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['admin-auditoria'] }).get('/api/admin/audit', {
    summary: 'Registro de auditoria: quem fez o quê, quando, antes e depois',
    querystring: auditQuery,
    reply: auditPageSchema,
    handler: (request) => listAudit(app.db, request.query),
  });
};
