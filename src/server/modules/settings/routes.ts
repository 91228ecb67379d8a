import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsSchema } from '../../../shared/settings-schema.ts';
import { getSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Taxas, preços, prazos e horário de atendimento exibidos pelo produto',
        response: { 200: settingsSchema },
      },
    },
    async () => getSettings(app.db),
  );
};
