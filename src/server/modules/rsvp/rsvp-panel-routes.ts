// "Presenças confirmadas" in the couple's panel: list, edit, delete, CSV and invited households.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { householdBody, householdSchema, rsvpBody, rsvpListSchema } from '../../../shared/rsvp.ts';
import { ok, okReply, pageNumber, weddingParams } from '../../http/route-schemas.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import {
  addHousehold,
  deleteRsvp,
  listHouseholds,
  removeHousehold,
  updateRsvp,
} from './rsvp-panel-service.ts';
import { listRsvps, rsvpsCsv } from './rsvp-queries.ts';

const tags = ['rsvp'];

export const rsvpPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/:weddingId/rsvps',
    {
      schema: {
        tags,
        summary: 'Respostas de presença, com busca, totais e páginas de 50',
        params: weddingParams,
        querystring: z.object({ q: z.string().max(80).optional(), page: pageNumber() }),
        response: { 200: rsvpListSchema },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      return listRsvps(app.db, request.params.weddingId, request.query.q, request.query.page);
    },
  );

  app.get(
    '/api/weddings/:weddingId/rsvps.csv',
    { schema: { tags, summary: 'Todas as respostas em CSV (Excel pt-BR)', params: weddingParams } },
    async (request, reply) => {
      await requireOwnWedding(request, request.params.weddingId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="presencas-confirmadas.csv"')
        .header('cache-control', 'no-store')
        .send(await rsvpsCsv(app.db, request.params.weddingId));
    },
  );

  app.put(
    '/api/weddings/:weddingId/rsvps/:rsvpId',
    {
      schema: {
        tags,
        summary: 'Corrige uma resposta',
        params: weddingParams.extend({ rsvpId: z.uuid() }),
        body: rsvpBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      await updateRsvp(app.db, request.params.weddingId, request.params.rsvpId, request.body);
      return ok;
    },
  );

  app.delete(
    '/api/weddings/:weddingId/rsvps/:rsvpId',
    {
      schema: {
        tags,
        summary: 'Apaga uma resposta',
        params: weddingParams.extend({ rsvpId: z.uuid() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      await deleteRsvp(app.db, request.params.weddingId, request.params.rsvpId);
      return ok;
    },
  );

  app.get(
    '/api/weddings/:weddingId/households',
    {
      schema: {
        tags,
        summary:
          'Convites cadastrados (com o máximo de acompanhantes); com eles, só convidados da lista respondem',
        params: weddingParams,
        response: { 200: z.array(householdSchema) },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      return listHouseholds(app.db, request.params.weddingId);
    },
  );

  app.post(
    '/api/weddings/:weddingId/households',
    {
      schema: {
        tags,
        summary: 'Cadastra um convite',
        params: weddingParams,
        body: householdBody,
        response: { 201: householdSchema },
      },
    },
    async (request, reply) => {
      await requireOwnWedding(request, request.params.weddingId);
      return reply.status(201).send(await addHousehold(app.db, request.params.weddingId, request.body));
    },
  );

  app.delete(
    '/api/weddings/:weddingId/households/:householdId',
    {
      schema: {
        tags,
        summary: 'Remove um convite',
        params: weddingParams.extend({ householdId: z.uuid() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      await removeHousehold(app.db, request.params.weddingId, request.params.householdId);
      return ok;
    },
  );
};
