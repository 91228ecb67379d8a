// What the extras module asks of custom domains (issue 23): the check before an order is made,
// and the start of the service once it is paid. STUB: the domains helper replaces it.
import type { FastifyInstance } from 'fastify';
import type { DomainMode } from '../../../shared/extras.ts';

/**
 * Refuses (AppError with a pt-BR message) a name that cannot be ordered: not a valid `.com.br` or
 * `.com` (or any name, for one the couple owns), a platform host, taken by another live order, or
 * unavailable at the registrar. Returns the name normalised (lower case, no "www.", no dot at the end).
 */
export async function checkDomainForOrder(
  _app: FastifyInstance,
  _input: { weddingId: string; domain: string; mode: DomainMode },
): Promise<string> {
  throw new Error('not implemented');
}

/** The order was paid: register the name (registrando → ativo) or wait for DNS (aguardando_dns). */
export async function startDomainService(_app: FastifyInstance, _orderId: string): Promise<void> {}
