// "Dados do Casal", "Dados do Casamento" and the LGPD rights: export and deletion.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coupleDataBody, deleteAccountBody, weddingDateBody } from '../../../shared/auth/schemas.ts';
import { ok, okReply } from '../../http/route-schemas.ts';
import { clearSessionCookie } from '../auth/sessions.ts';
import { requireCouple } from '../weddings/wedding-access.ts';
import { deleteAccount, exportAccount, updateCoupleData, updateWeddingDate } from './account-service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/account/couple',
    {
      config: { access: 'couple' },
      schema: {
        tags: ['account'],
        summary: 'Dados do Casal: nomes, gêneros e telefone',
        body: coupleDataBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await updateCoupleData(app.db, (await requireCouple(request)).user.id, request.body);
      return ok;
    },
  );

  app.put(
    '/api/account/wedding-date',
    {
      config: { access: 'couple' },
      schema: {
        tags: ['account'],
        summary: 'Dados do Casamento: data do casamento',
        body: weddingDateBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await updateWeddingDate(app.db, (await requireCouple(request)).user.id, request.body.weddingDate);
      return ok;
    },
  );

  app.get(
    '/api/account/export',
    {
      config: { access: 'couple' },
      schema: { tags: ['account'], summary: 'Baixa todos os dados do casal em JSON (LGPD)' },
    },
    async (request, reply) => {
      const data = await exportAccount(app.db, (await requireCouple(request)).user.id);
      return reply
        .header('content-disposition', 'attachment; filename="meus-dados-nosso-sim.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/api/account',
    {
      config: { access: 'couple' },
      schema: {
        tags: ['account'],
        summary: 'Exclui a conta (pede a senha)',
        body: deleteAccountBody,
        response: { 200: okReply },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, (await requireCouple(request)).user.id, request.body.password, app.files);
      clearSessionCookie(request, reply);
      return ok;
    },
  );
};
