// Serves stored files at /media/{name}: straight from the folder when files are local, through the
// app from object storage when S3 is set. Names are never reused, so every file is immutable.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.files.kind === 'local') {
    mkdirSync(app.config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.uploadDir,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
    });
    return;
  }
  app.get(
    '/media/:name',
    { schema: { hide: true, params: z.object({ name: z.string().regex(/^[\w-]+\.[a-z0-9]+$/i) }) } },
    async (request, reply) => {
      const file = await app.files.read(request.params.name);
      if (!file) throw new AppError('NOT_FOUND');
      return reply
        .type(file.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
