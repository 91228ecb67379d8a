// /admin/settings: the settings an administrator edits, and the change (audited). Every page reads
// the settings when it renders, so a change shows at once on the marketing pages and the checkout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSettingsSchema } from '../../../shared/admin-settings.ts';
import { auditActor } from '../audit/record-audit.ts';
import { adminSettingsView, updateAdminSettings } from './update-settings.ts';

const viewSchema = adminSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
const tags = ['admin'];

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings',
    { schema: { tags, summary: 'Configurações da plataforma', response: { 200: viewSchema } } },
    async () => adminSettingsView(app.db),
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'Altera taxa, prazo de liberação, parcelas, atendimento e e-mail de contato',
        body: adminSettingsSchema,
        response: { 200: viewSchema },
      },
    },
    async (request) => updateAdminSettings(app.db, await auditActor(request), request.body),
  );
};
