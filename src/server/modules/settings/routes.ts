// GET /api/settings: the platform's public figures every page shows (fees, prices, deadlines, hours).
import { publicSettingsSchema } from '../../../shared/settings-schema.ts';
import { routeModule } from '../../http/define-routes.ts';
import { getPublicSettings } from './service.ts';

export const settingsRoutes = routeModule({ tags: ['settings'] }, (route, app) => {
  route.get('/api/settings', {
    summary: 'Taxas, preços, prazos, horário de atendimento e número de temas exibidos pelo produto',
    reply: publicSettingsSchema,
    handler: () => getPublicSettings(app.db),
  });
});
