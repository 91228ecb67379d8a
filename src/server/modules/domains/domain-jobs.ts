// The domains' jobs: a registration (asked again every 10 minutes while the registrar says it is
// pending), and a sweep every 10 minutes that checks the DNS of names couples own and re-sends a
// registration whose job was lost.
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extraOrders } from '../../db/schema.ts';
import { checkDns, DOMAIN_REGISTER_JOB, registerDomain } from './domain-hooks.ts';

const SWEEP = 'domains-sweep';
const RETRY_SECONDS = 600;

export async function registerDomainJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work<{ orderId: string }>(DOMAIN_REGISTER_JOB, async ({ orderId }) => {
    if ((await registerDomain(app, orderId)) === 'pending')
      await app.jobs.send(DOMAIN_REGISTER_JOB, { orderId }, { startAfterSeconds: RETRY_SECONDS });
  });
  await app.jobs.work(SWEEP, () => sweepDomains(app));
  await app.jobs.schedule(SWEEP, '*/10 * * * *');
}

export async function sweepDomains(app: FastifyInstance): Promise<void> {
  const waiting = await app.db
    .select({ id: extraOrders.id })
    .from(extraOrders)
    .where(eq(extraOrders.status, 'aguardando_dns'))
    .limit(500);
  for (const order of waiting) await checkDns(app, order.id).catch(() => undefined);
  const stale = new Date(Date.now() - 2 * RETRY_SECONDS * 1000);
  const lost = await app.db
    .select({ id: extraOrders.id })
    .from(extraOrders)
    .where(and(eq(extraOrders.status, 'registrando'), lt(extraOrders.updatedAt, stale)))
    .limit(100);
  for (const order of lost)
    await app.jobs.send(DOMAIN_REGISTER_JOB, { orderId: order.id }, { singletonKey: order.id });
}
