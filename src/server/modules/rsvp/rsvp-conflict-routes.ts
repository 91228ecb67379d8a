// "Respostas para conferir" in the couple's panel: answers kept apart because they matched a
// guest's answer from another browser, and the couple's choice between them. Only the couple who
// owns the wedding gets through (checked at the edge by the path, http/access.ts).
import { z } from 'zod';
import { rsvpConflictResolution, rsvpConflictSchema } from '../../../shared/rsvp.ts';
import { routeModule } from '../../http/define-routes.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { listConflicts, resolveConflict } from './rsvp-conflicts.ts';

export const rsvpConflictRoutes = routeModule({ tags: ['rsvp'], params: weddingParams }, (route, app) => {
  route.get('/api/weddings/:weddingId/rsvp-conflicts', {
    summary: 'Respostas para conferir: chegaram de outro navegador para um convidado que já respondeu',
    reply: z.array(rsvpConflictSchema),
    handler: (request) => listConflicts(app.db, request.params.weddingId),
  });

  route.post('/api/weddings/:weddingId/rsvp-conflicts/:conflictId', {
    summary: 'Resolve uma resposta para conferir: manter a atual ou substituí-la pela nova',
    params: weddingParams.extend({ conflictId: z.uuid() }),
    body: rsvpConflictResolution,
    reply: 'ok',
    handler: (request) =>
      resolveConflict(app.db, request.params.weddingId, request.params.conflictId, request.body.action),
  });
});
