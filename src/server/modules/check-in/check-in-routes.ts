// Check-in on the day (issue 21, section 5), in the couple's panel: the door's screen finds a
// household by name or personal-link code and marks who arrived, per event; the printable list.
// Own-wedding at the edge by the path (http/access.ts).
import { z } from 'zod';
import {
  arrivalsBody,
  checkInEventQuery,
  checkInSearchQuery,
  checkInSearchResult,
  checkInSummary,
} from '../../../shared/check-in.ts';
import { routeModule } from '../../http/define-routes.ts';
import { sendDownload } from '../../http/file-download.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { checkInListPdf } from './check-in-pdf.ts';
import { loadSummary, searchHouseholds, setArrivals } from './check-in-service.ts';

const base = '/api/weddings/:weddingId/check-in';

export const checkInRoutes = routeModule({ tags: ['check-in'], params: weddingParams }, (route, app) => {
  route.get(base, {
    summary: 'Check-in: os eventos e quantos chegaram de quantos confirmados no evento escolhido',
    querystring: checkInEventQuery,
    reply: checkInSummary,
    handler: (request) => loadSummary(app.db, request.params.weddingId, request.query.eventId),
  });

  route.get(`${base}/search`, {
    summary: 'Procura um convite pelo nome (sem acentos) ou pelo código do link pessoal',
    querystring: checkInSearchQuery,
    reply: checkInSearchResult,
    handler: (request) =>
      searchHouseholds(app.db, request.params.weddingId, request.query.eventId, request.query.q),
  });

  route.post(`${base}/arrivals`, {
    summary: 'Marca (ou desfaz) a chegada de convidados a um evento',
    body: arrivalsBody,
    reply: checkInSummary,
    handler: (request) => setArrivals(app.db, request.params.weddingId, request.body),
  });

  route.get(`${base}/list.pdf`, {
    summary: 'Lista de check-in para imprimir (PDF A4): convites e confirmados do evento',
    querystring: z.object({ eventId: z.uuid({ error: 'Escolha o evento.' }) }),
    handler: async (request, reply) =>
      sendDownload(
        reply,
        { fileName: 'lista-de-check-in.pdf', type: 'application/pdf', cacheControl: 'no-store' },
        Buffer.from(await checkInListPdf(app.db, request.params.weddingId, request.query.eventId)),
      ),
  });
});
