// Serves stored files at /media/{name}: straight from the folder when files are local, through the
// app from object storage when S3 is set. Names are never reused, so every public file is immutable;
// a password-protected site's files are gated and privately cached (locked-media.ts).
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoutes } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { LOCKED_MEDIA_CACHE, mediaAccess, mediaFileName } from './locked-media.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const lockedFiles = new WeakSet<FastifyRequest>();

export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    const name = mediaFileName(request.url);
    if (!name) return;
    const access = await mediaAccess(request, name);
    if (access === 'denied') throw new AppError('SITE_LOCKED');
    if (access === 'private') lockedFiles.add(request);
  });
  const cacheControl = (request: FastifyRequest) =>
    lockedFiles.has(request) ? LOCKED_MEDIA_CACHE : IMMUTABLE;

  if (app.files.kind === 'local') {
    mkdirSync(app.config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.uploadDir,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      setHeaders: (res) =>
        res.header('x-content-type-options', 'nosniff').header('cache-control', cacheControl(res.request)),
    });
    return;
  }
  defineRoutes(app, { tags: ['media'] }).get('/media/:name', {
    summary: 'Um arquivo guardado no armazenamento de objetos',
    hide: true,
    params: z.object({ name: z.string().regex(/^[\w-]+\.[a-z0-9]+$/i) }),
    handler: async (request, reply) => {
      const file = await app.files.read(request.params.name);
      if (!file) throw new AppError('NOT_FOUND');
      return reply
        .type(file.contentType)
        .header('cache-control', cacheControl(request))
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });
};
