// The keepsake's build runs off the request, once per queued order.
import type { FastifyInstance } from 'fastify';
import { buildKeepsake, KEEPSAKE_JOB } from './keepsake-hooks.ts';

export async function registerKeepsakeJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work<{ orderId: string }>(KEEPSAKE_JOB, ({ orderId }, attempt) =>
    buildKeepsake(app, orderId, attempt),
  );
}
