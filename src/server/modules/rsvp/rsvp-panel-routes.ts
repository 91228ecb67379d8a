// "Presenças confirmadas" in the couple's panel: list, edit, delete, CSV and invited households.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { householdBody, householdSchema, rsvpBody, rsvpListSchema } from '../../../shared/rsvp.ts';
import { searchKey } from '../../../shared/text.ts';
import { invitedHouseholds, rsvps } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { isUniqueViolation } from '../auth/slug-service.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { listRsvps, rsvpsCsv } from './rsvp-queries.ts';
import { contactKey } from './rsvp-service.ts';

const weddingParams = z.object({ weddingId: z.uuid() });
const ok = z.object({ ok: z.literal(true) });
const tags = ['rsvp'];

export const rsvpPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/:weddingId/rsvps',
    {
      schema: {
        tags,
        summary: 'Respostas de presença, com busca, totais e páginas de 50',
        params: weddingParams,
        querystring: z.object({
          q: z.string().max(80).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
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
        response: { 200: ok },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      const b = request.body;
      try {
        const updated = await app.db
          .update(rsvps)
          .set({
            name: b.name,
            nameKey: searchKey(b.name),
            contactKey: contactKey(b),
            attending: b.attending,
            companions: b.companions,
            companionNames: b.companionNames,
            phone: b.phone,
            email: b.email?.toLowerCase() ?? null,
            note: b.note,
            updatedAt: new Date(),
          })
          .where(and(eq(rsvps.id, request.params.rsvpId), eq(rsvps.weddingId, request.params.weddingId)))
          .returning({ id: rsvps.id });
        if (updated.length === 0) throw new AppError('NOT_FOUND');
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('VALIDATION', 'Já existe uma resposta com este nome e contato.');
        throw err;
      }
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/weddings/:weddingId/rsvps/:rsvpId',
    {
      schema: {
        tags,
        summary: 'Apaga uma resposta',
        params: weddingParams.extend({ rsvpId: z.uuid() }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      const deleted = await app.db
        .delete(rsvps)
        .where(and(eq(rsvps.id, request.params.rsvpId), eq(rsvps.weddingId, request.params.weddingId)))
        .returning({ id: rsvps.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND');
      return { ok: true as const };
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
      return app.db
        .select({
          id: invitedHouseholds.id,
          name: invitedHouseholds.name,
          maxCompanions: invitedHouseholds.maxCompanions,
          // Qualified by hand: inside the subquery an unqualified "id" would mean rsvps.id.
          answered: sql<boolean>`exists (select 1 from rsvps r where r.household_id = "invited_households"."id")`,
        })
        .from(invitedHouseholds)
        .where(eq(invitedHouseholds.weddingId, request.params.weddingId))
        .orderBy(asc(invitedHouseholds.name))
        .limit(2000);
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
      try {
        const [row] = await app.db
          .insert(invitedHouseholds)
          .values({
            weddingId: request.params.weddingId,
            ...request.body,
            nameKey: searchKey(request.body.name),
          })
          .returning();
        return reply
          .status(201)
          .send({ id: row!.id, name: row!.name, maxCompanions: row!.maxCompanions, answered: false });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('VALIDATION', 'Este nome já está na lista de convidados.');
        throw err;
      }
    },
  );

  app.delete(
    '/api/weddings/:weddingId/households/:householdId',
    {
      schema: {
        tags,
        summary: 'Remove um convite',
        params: weddingParams.extend({ householdId: z.uuid() }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      await app.db
        .delete(invitedHouseholds)
        .where(
          and(
            eq(invitedHouseholds.id, request.params.householdId),
            eq(invitedHouseholds.weddingId, request.params.weddingId),
          ),
        );
      return { ok: true as const };
    },
  );
};
