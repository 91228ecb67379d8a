// GET /api/settings: the platform's public figures every page shows (fees, prices, deadlines, hours).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '../../../shared/settings-schema.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { getPublicSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['settings'] }).get('/api/settings', {
    summary: 'Taxas, preços, prazos, horário de atendimento e número de temas exibidos pelo produto',
    reply: publicSettingsSchema,
    handler: () => getPublicSettings(app.db),
  });
};
