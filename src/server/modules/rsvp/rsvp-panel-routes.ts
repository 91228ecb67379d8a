// "Presenças confirmadas" in the couple's panel: list, edit, delete, CSV and invited households.
// Only the couple who owns the wedding gets through (checked at the edge by the path, http/access.ts).
import { z } from 'zod';
import { householdBody, householdSchema, rsvpBody, rsvpListSchema } from '../../../shared/rsvp.ts';
import { routeModule } from '../../http/define-routes.ts';
import { sendDownload } from '../../http/file-download.ts';
import { householdParams, pageNumber, weddingParams } from '../../http/route-schemas.ts';
import {
  addHousehold,
  deleteRsvp,
  listHouseholds,
  removeHousehold,
  updateRsvp,
} from './rsvp-panel-service.ts';
import { listRsvps, rsvpsCsv } from './rsvp-queries.ts';

/** `.../:rsvpId`: one answer of the couple's wedding (the unlinked ones too, rsvp-unlinked-routes.ts). */
export const rsvpParams = weddingParams.extend({ rsvpId: z.uuid() });

export const rsvpPanelRoutes = routeModule({ tags: ['rsvp'], params: weddingParams }, (route, app) => {
  route.get('/api/weddings/:weddingId/rsvps', {
    summary: 'Respostas de presença, com busca, totais e páginas de 50',
    querystring: z.object({ q: z.string().max(80).optional(), page: pageNumber() }),
    reply: rsvpListSchema,
    handler: (request) => listRsvps(app.db, request.params.weddingId, request.query.q, request.query.page),
  });

  route.get('/api/weddings/:weddingId/rsvps.csv', {
    summary: 'Todas as respostas em CSV (Excel pt-BR)',
    handler: async (request, reply) =>
      sendDownload(
        reply,
        { fileName: 'presencas-confirmadas.csv', type: 'text/csv; charset=utf-8', cacheControl: 'no-store' },
        await rsvpsCsv(app.db, request.params.weddingId),
      ),
  });

  route.put('/api/weddings/:weddingId/rsvps/:rsvpId', {
    summary: 'Corrige uma resposta',
    params: rsvpParams,
    body: rsvpBody,
    reply: 'ok',
    handler: (request) => updateRsvp(app.db, request.params.weddingId, request.params.rsvpId, request.body),
  });

  route.delete('/api/weddings/:weddingId/rsvps/:rsvpId', {
    summary: 'Apaga uma resposta',
    params: rsvpParams,
    reply: 'ok',
    handler: (request) => deleteRsvp(app.db, request.params.weddingId, request.params.rsvpId),
  });

  route.get('/api/weddings/:weddingId/households', {
    summary:
      'Convites cadastrados (com o máximo de acompanhantes); com eles, só convidados da lista respondem',
    reply: z.array(householdSchema),
    handler: (request) => listHouseholds(app.db, request.params.weddingId),
  });

  route.post('/api/weddings/:weddingId/households', {
    summary: 'Cadastra um convite',
    body: householdBody,
    created: householdSchema,
    handler: (request) => addHousehold(app.db, request.params.weddingId, request.body),
  });

  route.delete('/api/weddings/:weddingId/households/:householdId', {
    summary: 'Remove um convite',
    params: householdParams,
    reply: 'ok',
    handler: (request) => removeHousehold(app.db, request.params.weddingId, request.params.householdId),
  });
});
