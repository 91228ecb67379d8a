// "Auditoria": the audit log, browsable by administrators (admin-only by its path).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuery } from '../../../shared/audit.ts';
import { listAudit } from './audit-query.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin-auditoria'],
        summary: 'Registro de auditoria: quem fez o quê, quando, antes e depois',
        querystring: auditQuery,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
