// Photo and music uploads of a couple's site, and serving the stored files.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoutes } from '../../http/define-routes.ts';
import { postedFileBytes } from '../../http/posted-file.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { weddingLimit } from '../auth/rate-limits.ts';
import { mediaUrl } from '../guest-site/load-site.ts';
import { mediaFileRoutes } from './media-file-routes.ts';
import {
  deleteUpload,
  listMedia,
  MAX_UPLOAD_BYTES,
  mediaMessages,
  storeUpload,
  usedBytes,
} from './media-service.ts';

export const mediaItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'audio']),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const storageUsageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2 } });
  await app.register(mediaFileRoutes);
  // Counted after the owner check (at the edge, by the path), so nobody else can spend a couple's allowance.
  const uploadLimit = weddingLimit(app, { name: 'envios-arquivo-conta', max: 120, window: 60 * 60_000 });

  const route = defineRoutes(app, { tags: ['site-editor'], params: weddingParams });

  route.post('/api/weddings/:weddingId/media', {
    summary: 'Envia uma foto (reprocessada) ou música do site; campo "file", até 10 MB',
    preHandler: uploadLimit,
    querystring: z.object({ kind: z.enum(['image', 'audio']).default('image') }),
    created: mediaItemSchema,
    handler: async (request) => {
      const bytes = await postedFileBytes(request, {
        missing: mediaMessages.notImage,
        tooLarge: mediaMessages.tooLarge,
        unreadable: request.query.kind === 'audio' ? mediaMessages.notAudio : mediaMessages.notImage,
      });
      const row = await storeUpload(
        app.db,
        app.files,
        request.params.weddingId,
        request.query.kind,
        bytes,
        app.config.uploadQuotaBytes,
      );
      return {
        id: row.id,
        kind: row.kind,
        url: mediaUrl(row.fileName),
        width: row.width,
        height: row.height,
      };
    },
  });

  route.get('/api/weddings/:weddingId/media', {
    summary: 'Fotos e músicas enviadas',
    reply: z.array(mediaItemSchema),
    handler: (request) => listMedia(app.db, request.params.weddingId),
  });

  route.get('/api/weddings/:weddingId/media/usage', {
    summary: 'Espaço de arquivos usado pelo site e o limite do casamento',
    reply: storageUsageSchema,
    handler: async (request) => ({
      usedBytes: await usedBytes(app.db, request.params.weddingId),
      quotaBytes: app.config.uploadQuotaBytes,
    }),
  });

  route.delete('/api/weddings/:weddingId/media/:mediaId', {
    summary: 'Apaga uma foto ou música',
    params: weddingParams.extend({ mediaId: z.uuid() }),
    reply: 'ok',
    handler: (request) => deleteUpload(app.db, app.files, request.params.weddingId, request.params.mediaId),
  });
};
