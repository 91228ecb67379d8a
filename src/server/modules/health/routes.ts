// GET /api/health: the database, and Redis and object storage when they are configured, answer;
// 503 with the failing part named when one does not (for load balancers and process managers).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoutes } from '../../http/define-routes.ts';

const part = z.enum(['ok', 'falhou', 'desligado']);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(app, { tags: ['health'] }).get('/api/health', {
    summary: 'Saúde do processo: banco de dados, Redis e armazenamento de arquivos',
    reply: z.object({
      status: z.enum(['ok', 'falhou']),
      database: z.enum(['postgres', 'pglite']),
      checks: z.object({ database: part, redis: part, storage: part }),
      storage: z.enum(['local', 's3']),
    }),
    handler: async (_request, reply) => {
      const attempt = async (run: () => Promise<unknown>) => {
        try {
          await run();
          return 'ok' as const;
        } catch (err) {
          app.log.error({ err }, 'health check failed');
          return 'falhou' as const;
        }
      };
      const [database, redis, storage] = await Promise.all([
        attempt(() => app.db.execute(sql`select 1`)),
        app.redis
          ? attempt(() => app.redis?.ping() ?? Promise.resolve())
          : Promise.resolve('desligado' as const),
        attempt(() => app.files.check()),
      ]);
      const healthy = [database, redis, storage].every((c) => c !== 'falhou');
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'falhou',
        database: app.dbKind,
        checks: { database, redis, storage },
        storage: app.files.kind,
      });
    },
  });
};
