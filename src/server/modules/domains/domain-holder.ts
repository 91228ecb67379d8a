// A domain belongs to one live order at a time (the partial unique index
// extra_orders_live_domain_idx): the states in which an order holds its name, and the check for one.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { extraOrders } from '../../db/schema.ts';

/** States in which an order holds its name against every other order. */
const holding = ['pago', 'registrando', 'aguardando_dns', 'ativo'] as const;

/** Whether a live order (paid, under way or active), other than `exceptOrderId` when given, holds the name. */
export async function domainHeld(db: Tx, domain: string, exceptOrderId?: string): Promise<boolean> {
  const [other] = await db
    .select({ id: extraOrders.id })
    .from(extraOrders)
    .where(
      and(
        eq(extraOrders.domain, domain),
        exceptOrderId ? ne(extraOrders.id, exceptOrderId) : undefined,
        inArray(extraOrders.status, [...holding]),
      ),
    )
    .limit(1);
  return other !== undefined;
}
