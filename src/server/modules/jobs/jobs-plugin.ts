// Gives the app its job queue (app.jobs), started once the app is ready and stopped with it.
// Features register their workers in their own onReady hooks, after this one has started it.
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export function jobsPlugin(database: Database, schema?: string) {
  return fp(async (app) => {
    const queue = createJobQueue({
      connectionString: database.url,
      pglite: database.pglite,
      schema,
      onError: (err) => app.log.error({ err }, 'job queue error'),
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  });
}
