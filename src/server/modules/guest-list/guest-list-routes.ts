// "Lista de convidados" in the couple's panel: households with their members (list, create, edit,
// delete), the personal link's revoke and renew, and the list as CSV or XLSX. Only the couple who
// owns the wedding gets through (checked at the edge by the path, http/access.ts).
import { z } from 'zod';
import {
  guestListPage,
  guestListQuery,
  householdInput,
  householdItem,
} from '../../../shared/guest-household.ts';
import { routeModule } from '../../http/define-routes.ts';
import { sendDownload } from '../../http/file-download.ts';
import { householdParams, weddingParams } from '../../http/route-schemas.ts';
import { guestListCsv, guestListXlsx } from './guest-list-export.ts';
import { listGuestList } from './guest-list-queries.ts';
import {
  createHousehold,
  deleteHousehold,
  renewInviteLink,
  revokeInviteLink,
  updateHousehold,
} from './household-service.ts';

const base = '/api/weddings/:weddingId/guest-list';

/** The list as a file, one line per person: the same route for each format. */
const downloads = [
  {
    extension: 'csv',
    summary: 'A lista de convidados em CSV (Excel pt-BR), uma linha por pessoa',
    contentType: 'text/csv; charset=utf-8',
    build: guestListCsv,
  },
  {
    extension: 'xlsx',
    summary: 'A lista de convidados em XLSX, uma linha por pessoa',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    build: guestListXlsx,
  },
] as const;

export const guestListRoutes = routeModule({ tags: ['guest-list'], params: weddingParams }, (route, app) => {
  route.get(base, {
    summary: 'Convites com seus convidados: busca sem acentos, filtros, páginas de 50 e contagens',
    querystring: guestListQuery,
    reply: guestListPage,
    handler: (request) => listGuestList(app.db, request.params.weddingId, request.query),
  });

  route.post(`${base}/households`, {
    summary: 'Cadastra um convite com seus convidados (e o link pessoal dele)',
    body: householdInput,
    created: householdItem,
    handler: (request) => createHousehold(app.db, request.params.weddingId, request.body),
  });

  route.put(`${base}/households/:householdId`, {
    summary: 'Altera um convite e seus convidados',
    params: householdParams,
    body: householdInput,
    reply: householdItem,
    handler: (request) =>
      updateHousehold(app.db, request.params.weddingId, request.params.householdId, request.body),
  });

  route.delete(`${base}/households/:householdId`, {
    summary: 'Remove um convite e seus convidados',
    params: householdParams,
    reply: 'ok',
    handler: (request) => deleteHousehold(app.db, request.params.weddingId, request.params.householdId),
  });

  route.post(`${base}/households/:householdId/link/revoke`, {
    summary: 'Revoga o link pessoal do convite: o endereço deixa de abrir',
    params: householdParams,
    reply: 'ok',
    handler: (request) => revokeInviteLink(app.db, request.params.weddingId, request.params.householdId),
  });

  route.post(`${base}/households/:householdId/link/renew`, {
    summary: 'Cria um novo link pessoal para o convite (o anterior deixa de abrir)',
    params: householdParams,
    reply: z.object({ inviteCode: z.string() }),
    handler: (request) => renewInviteLink(app.db, request.params.weddingId, request.params.householdId),
  });

  for (const file of downloads) {
    route.get(`${base}.${file.extension}`, {
      summary: file.summary,
      handler: async (request, reply) =>
        sendDownload(
          reply,
          {
            fileName: `lista-de-convidados.${file.extension}`,
            type: file.contentType,
            cacheControl: 'no-store',
          },
          await file.build(app.db, request.params.weddingId),
        ),
    });
  }
});
