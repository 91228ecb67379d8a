// The couple's gift list: its state (started once from the onboarding choice), settings, named
// lists and external links. Every route is under /api/weddings/:weddingId, so only the couple who
// owns the wedding gets through (http/access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  externalLinkInputSchema,
  externalLinkSchema,
  giftListStateSchema,
  giftListSummarySchema,
  listNameSchema,
} from '../../../shared/gift-list.ts';
import { ok, okReply, weddingParams } from '../../http/route-schemas.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import {
  addExternalLink,
  createList,
  deleteList,
  giftListState,
  removeExternalLink,
  renameList,
  updateGiftListSettings,
} from './gift-list-service.ts';

const tags = ['lista-de-presentes'];
const listParams = weddingParams.extend({ listId: z.uuid() });
const base = '/api/weddings/:weddingId/gift-list';

export const giftListRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = (request: Parameters<typeof requireOwnWedding>[0], weddingId: string) =>
    requireOwnWedding(request, weddingId).then((r) => r.wedding);

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Estado da lista: publicação, quem paga a taxa, listas, listas externas e categorias',
        params: weddingParams,
        response: { 200: giftListStateSchema },
      },
    },
    async (request) => giftListState(app.db, await own(request, request.params.weddingId)),
  );

  app.put(
    `${base}/settings`,
    {
      schema: {
        tags,
        summary: 'Publica ou oculta a lista e escolhe quem paga a taxa',
        params: weddingParams,
        body: z.object({
          published: z.boolean().optional(),
          feePayer: z.enum(['couple', 'guests']).optional(),
        }),
        response: { 200: giftListStateSchema },
      },
    },
    async (request) => {
      const wedding = await own(request, request.params.weddingId);
      await updateGiftListSettings(app.db, wedding, request.body);
      return giftListState(app.db, wedding);
    },
  );

  app.post(
    `${base}/lists`,
    {
      schema: {
        tags,
        summary: 'Cria outra lista, como Chá de Panela',
        params: weddingParams,
        body: listNameSchema,
        response: { 201: giftListSummarySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createList(app.db, await own(request, request.params.weddingId), request.body.name)),
  );

  app.put(
    `${base}/lists/:listId`,
    {
      schema: {
        tags,
        summary: 'Renomeia uma lista',
        params: listParams,
        body: listNameSchema,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await renameList(
        app.db,
        await own(request, request.params.weddingId),
        request.params.listId,
        request.body.name,
      );
      return ok;
    },
  );

  app.delete(
    `${base}/lists/:listId`,
    {
      schema: {
        tags,
        summary: 'Exclui uma lista e seus presentes (a lista de casamento só pode ser esvaziada)',
        params: listParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteList(app.db, await own(request, request.params.weddingId), request.params.listId);
      return ok;
    },
  );

  app.post(
    `${base}/external-links`,
    {
      schema: {
        tags,
        summary: 'Inclui o link de uma lista em outra loja',
        params: weddingParams,
        body: externalLinkInputSchema,
        response: { 201: externalLinkSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addExternalLink(app.db, await own(request, request.params.weddingId), request.body)),
  );

  app.delete(
    `${base}/external-links/:linkId`,
    {
      schema: {
        tags,
        summary: 'Remove uma lista externa',
        params: weddingParams.extend({ linkId: z.uuid() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      await removeExternalLink(app.db, await own(request, request.params.weddingId), request.params.linkId);
      return ok;
    },
  );
};
