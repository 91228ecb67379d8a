// What the extras module asks of the site keepsake (issue 23): its build starts once it is paid.
// STUB: the keepsake helper replaces it.
import type { FastifyInstance } from 'fastify';

/** The order was paid: queue the zip's build (gerando → ativo), and e-mail the couple when ready. */
export async function startKeepsakeService(_app: FastifyInstance, _orderId: string): Promise<void> {}
