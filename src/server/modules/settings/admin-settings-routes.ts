// /admin/settings: the settings an administrator edits, and the change (audited). Every page reads
// the settings when it renders, so a change shows at once on the marketing pages and the checkout.
import { z } from 'zod';
import { adminSettingsSchema } from '../../../shared/admin-settings.ts';
import { routeModule } from '../../http/define-routes.ts';
import { auditActor } from '../audit/record-audit.ts';
import { adminSettingsView, updateAdminSettings } from './update-settings.ts';

const viewSchema = adminSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export const adminSettingsRoutes = routeModule({ tags: ['admin'] }, (route, app) => {
  route.get('/api/admin/settings', {
    summary: 'Configurações da plataforma',
    reply: viewSchema,
    handler: () => adminSettingsView(app.db),
  });

  route.put('/api/admin/settings', {
    summary: 'Altera taxa, prazo de liberação, parcelas, atendimento e e-mail de contato',
    body: adminSettingsSchema,
    reply: viewSchema,
    handler: async (request) => updateAdminSettings(app.db, await auditActor(request), request.body),
  });
});
