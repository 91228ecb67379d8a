import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '../../../shared/settings-schema.ts';
import { getPublicSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Taxas, preços, prazos, horário de atendimento e número de temas exibidos pelo produto',
        response: { 200: publicSettingsSchema },
      },
    },
    async () => getPublicSettings(app.db),
  );
};
