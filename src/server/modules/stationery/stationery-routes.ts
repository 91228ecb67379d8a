// Papelaria in the couple's panel: each item's choices, a preview of unsaved texts (SVG, for the
// live preview), the downloads (PNG stories and square, print PDF), each household's invitation
// and all of them in a zip. Wedding routes: the owner, the partner and the planner (who handles
// guests and invitations) pass; nothing here touches money.
import { z } from 'zod';
import {
  stationeryOverview as overviewSchema,
  stationeryDesignInput,
  stationeryDownloadFormats,
  stationeryFileName,
  stationeryItems,
  stationeryItemView,
  stationeryLayouts,
  stationeryTextsSchema,
} from '../../../shared/stationery.ts';
import { routeModule } from '../../http/define-routes.ts';
import { sendDownload } from '../../http/file-download.ts';
import { householdParams, weddingParams } from '../../http/route-schemas.ts';
import { MINUTE, weddingLimit } from '../auth/rate-limits.ts';
import {
  downloadItem,
  householdInvitation,
  householdInvitationsZip,
  renderDesign,
  saveStationery,
  stationeryOverview,
  stationeryWedding,
} from './stationery-service.ts';

const base = '/api/weddings/:weddingId/stationery';
const itemParams = weddingParams.extend({ item: z.enum(stationeryItems) });
/** The preview's texts travel in the query string (a GET: typing never counts as a site change). */
const previewQuery = stationeryTextsSchema.extend({ layout: z.enum(stationeryLayouts) });
/** Rendering costs CPU: counted per wedding (its members pass the access check before this runs). */

export const stationeryRoutes = routeModule({ tags: ['papelaria'], params: weddingParams }, (route, app) => {
  // The live preview asks at most every 400 ms while typing; the zip renders every household's card.
  const previewLimit = weddingLimit(app, { name: 'papelaria-previa-casamento', max: 120, window: MINUTE });
  const zipLimit = weddingLimit(app, { name: 'papelaria-zip-casamento', max: 6, window: 10 * MINUTE });

  route.get(base, {
    summary: 'Convite, Save the Date e Comunicado: modelo e textos de cada um (ou os padrões)',
    reply: overviewSchema,
    handler: (request) => stationeryOverview(app, request.params.weddingId),
  });

  route.put(`${base}/:item`, {
    summary: 'Salva o modelo e os textos de um item da papelaria',
    params: itemParams,
    body: stationeryDesignInput,
    reply: stationeryItemView,
    handler: (request) => saveStationery(app, request.params.weddingId, request.params.item, request.body),
  });

  route.get(`${base}/:item/preview`, {
    summary: 'Prévia (SVG) de um item com textos ainda não salvos',
    params: itemParams,
    querystring: previewQuery,
    preHandler: previewLimit,
    handler: async (request, reply) => {
      const { layout, ...texts } = request.query;
      const wedding = await stationeryWedding(app, request.params.weddingId);
      const svg = await renderDesign(app, wedding, { item: request.params.item, layout, texts }, 'svg');
      return reply.type(svg.type).header('cache-control', 'private, no-cache').send(svg.data);
    },
  });

  route.get(`${base}/:item/download`, {
    summary: 'Baixa um item salvo: PNG para stories, PNG quadrado ou PDF para impressão (A5 com sangria)',
    params: itemParams,
    querystring: z.object({ formato: z.enum(stationeryDownloadFormats).default('stories') }),
    handler: async (request, reply) => {
      const { item } = request.params;
      const file = await downloadItem(app, request.params.weddingId, item, request.query.formato);
      const fileName = stationeryFileName(item, file.slug, request.query.formato);
      return sendDownload(reply, { fileName, type: file.type }, file.data);
    },
  });

  route.get(`${base}/convite/households/:householdId`, {
    summary: 'O convite de um convite da lista: com o nome dele e o QR code do link pessoal',
    params: householdParams,
    querystring: z.object({ formato: z.enum(['stories', 'quadrado']).default('stories') }),
    handler: async (request, reply) => {
      const wedding = await stationeryWedding(app, request.params.weddingId);
      const picture = await householdInvitation(
        app,
        wedding,
        request.params.householdId,
        request.query.formato,
      );
      return reply.type(picture.type).send(picture.data);
    },
  });

  route.get(`${base}/convite/households.zip`, {
    summary: 'Os convites de todos os convites com link pessoal, um PNG cada, em um arquivo ZIP',
    preHandler: zipLimit,
    handler: async (request, reply) => {
      const zip = await householdInvitationsZip(app, request.params.weddingId);
      return sendDownload(reply, { fileName: 'convites-personalizados.zip', type: 'application/zip' }, zip);
    },
  });
});
