// A paid order's service starts right after its payment's notice (extra-notices.ts); a process that
// stopped in between would leave it paid and idle. A sweep every minute starts any order still
// 'pago' a while after payment (each service's start moves it on, so none starts twice), which
// also starts the demo couple's seeded orders.
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extraOrders } from '../../db/schema.ts';
import { startDomainService } from '../domains/domain-hooks.ts';
import { startKeepsakeService } from '../keepsake/keepsake-hooks.ts';

const SWEEP = 'extras-sweep';

/** Orders paid at least `olderThanSeconds` ago whose service has not started; each started now. */
export async function startIdleOrders(app: FastifyInstance, olderThanSeconds: number): Promise<number> {
  const idle = await app.db
    .select({ id: extraOrders.id, service: extraOrders.service })
    .from(extraOrders)
    .where(
      and(
        eq(extraOrders.status, 'pago'),
        lt(extraOrders.paidAt, new Date(Date.now() - olderThanSeconds * 1000)),
      ),
    )
    .limit(100);
  for (const order of idle) {
    if (order.service === 'dominio') await startDomainService(app, order.id);
    else await startKeepsakeService(app, order.id);
  }
  return idle.length;
}

export async function registerExtrasJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work(SWEEP, async () => {
    await startIdleOrders(app, 30);
  });
  await app.jobs.schedule(SWEEP, '* * * * *');
}
