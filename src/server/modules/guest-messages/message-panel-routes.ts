// "Recados recebidos": the couple moderates the wall (approve, hide, delete).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestMessageItemSchema } from '../../../shared/rsvp.ts';
import { ok, okReply, pageNumber, weddingParams } from '../../http/route-schemas.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { deleteMessage, listWallMessages, setMessageStatus } from './message-moderation.ts';

const tags = ['messages'];
const messageParams = weddingParams.extend({ messageId: z.uuid() });

export const messagePanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/:weddingId/messages',
    {
      schema: {
        tags,
        summary: 'Recados do mural, de todos os estados, mais novos primeiro',
        params: weddingParams,
        querystring: z.object({
          status: z.enum(['published', 'pending', 'hidden']).optional(),
          page: pageNumber(),
        }),
        response: {
          200: z.object({
            items: z.array(guestMessageItemSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      return listWallMessages(app.db, request.params.weddingId, request.query);
    },
  );

  app.patch(
    '/api/weddings/:weddingId/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Publica (aprova) ou oculta um recado',
        params: messageParams,
        body: z.object({ status: z.enum(['published', 'hidden']) }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      await setMessageStatus(app.db, request.params.weddingId, request.params.messageId, request.body.status);
      return ok;
    },
  );

  app.delete(
    '/api/weddings/:weddingId/messages/:messageId',
    {
      schema: { tags, summary: 'Apaga um recado', params: messageParams, response: { 200: okReply } },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      await deleteMessage(app.db, request.params.weddingId, request.params.messageId);
      return ok;
    },
  );
};
