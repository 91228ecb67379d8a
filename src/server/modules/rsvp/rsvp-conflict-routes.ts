// "Respostas para conferir" in the couple's panel: answers kept apart because they matched a
// guest's answer from another browser, and the couple's choice between them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rsvpConflictResolution, rsvpConflictSchema } from '../../../shared/rsvp.ts';
import { ok, okReply, weddingParams } from '../../http/route-schemas.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { listConflicts, resolveConflict } from './rsvp-conflicts.ts';

const tags = ['rsvp'];

export const rsvpConflictRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/:weddingId/rsvp-conflicts',
    {
      schema: {
        tags,
        summary: 'Respostas para conferir: chegaram de outro navegador para um convidado que já respondeu',
        params: weddingParams,
        response: { 200: z.array(rsvpConflictSchema) },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      return listConflicts(app.db, request.params.weddingId);
    },
  );

  app.post(
    '/api/weddings/:weddingId/rsvp-conflicts/:conflictId',
    {
      schema: {
        tags,
        summary: 'Resolve uma resposta para conferir: manter a atual ou substituí-la pela nova',
        params: weddingParams.extend({ conflictId: z.uuid() }),
        body: rsvpConflictResolution,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      await resolveConflict(app.db, request.params.weddingId, request.params.conflictId, request.body.action);
      return ok;
    },
  );
};
