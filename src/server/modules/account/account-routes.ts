// "Dados do Casal", "Dados do Casamento" and the LGPD rights: export and deletion.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coupleDataBody, deleteAccountBody, weddingDateBody } from '../../../shared/auth/schemas.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { clearSessionCookie } from '../auth/sessions.ts';
import { requireCouple } from '../weddings/wedding-access.ts';
import { deleteAccount, exportAccount, updateCoupleData, updateWeddingDate } from './account-service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, { tags: ['account'], access: 'couple' });
  const userId = async (request: Parameters<typeof requireCouple>[0]) =>
    (await requireCouple(request)).user.id;

  route.put('/api/account/couple', {
    summary: 'Dados do Casal: nomes, gêneros e telefone',
    body: coupleDataBody,
    reply: 'ok',
    handler: async (request) => updateCoupleData(app.db, await userId(request), request.body),
  });

  route.put('/api/account/wedding-date', {
    summary: 'Dados do Casamento: data do casamento',
    body: weddingDateBody,
    reply: 'ok',
    handler: async (request) => updateWeddingDate(app.db, await userId(request), request.body.weddingDate),
  });

  route.get('/api/account/export', {
    summary: 'Baixa todos os dados do casal em JSON (LGPD)',
    handler: async (request, reply) => {
      const data = await exportAccount(app.db, await userId(request));
      return reply
        .header('content-disposition', 'attachment; filename="meus-dados-nosso-sim.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  });

  route.delete('/api/account', {
    summary: 'Exclui a conta (pede a senha)',
    body: deleteAccountBody,
    reply: 'ok',
    handler: async (request, reply) => {
      await deleteAccount(app.db, await userId(request), request.body.password, app.files);
      clearSessionCookie(request, reply);
    },
  });
};
