// "Recados recebidos": the couple moderates the wall (approve, hide, delete). Only the couple who
// owns the wedding gets through (checked at the edge by the path, http/access.ts).
import { z } from 'zod';
import { guestMessageItemSchema } from '../../../shared/rsvp.ts';
import { routeModule } from '../../http/define-routes.ts';
import { pageNumber, weddingParams } from '../../http/route-schemas.ts';
import { deleteMessage, listWallMessages, setMessageStatus } from './message-moderation.ts';

const messageParams = weddingParams.extend({ messageId: z.uuid() });

export const messagePanelRoutes = routeModule({ tags: ['messages'], params: weddingParams }, (route, app) => {
  route.get('/api/weddings/:weddingId/messages', {
    summary: 'Recados do mural, de todos os estados, mais novos primeiro',
    querystring: z.object({
      status: z.enum(['published', 'pending', 'hidden']).optional(),
      page: pageNumber(),
    }),
    reply: z.object({
      items: z.array(guestMessageItemSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
    handler: (request) => listWallMessages(app.db, request.params.weddingId, request.query),
  });

  route.patch('/api/weddings/:weddingId/messages/:messageId', {
    summary: 'Publica (aprova) ou oculta um recado',
    params: messageParams,
    body: z.object({ status: z.enum(['published', 'hidden']) }),
    reply: 'ok',
    handler: (request) =>
      setMessageStatus(app.db, request.params.weddingId, request.params.messageId, request.body.status),
  });

  route.delete('/api/weddings/:weddingId/messages/:messageId', {
    summary: 'Apaga um recado',
    params: messageParams,
    reply: 'ok',
    handler: (request) => deleteMessage(app.db, request.params.weddingId, request.params.messageId),
  });
});
