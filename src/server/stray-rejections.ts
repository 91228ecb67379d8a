// The last resort for a promise nobody awaited that fails (docs/decisions/010). A lost database or
// Redis connection there is an outage meeting background work that is already retried by design
// (jobs expire and run again, wake-ups are re-sent by the sweeps, claims lapse): it is logged and
// the process keeps serving. Anything else is a bug and ends the process as Node does by default,
// so the process manager (or the cluster primary) starts a fresh one.
import type { FastifyBaseLogger } from 'fastify';
import { isConnectionFailure } from './db/connection-failure.ts';

export const STRAY_CONNECTION_FAILURE =
  'conexão perdida numa tarefa sem tratamento de erro (o processo continua)';

export function handleStrayRejections(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionFailure(reason)) throw reason;
    log.error({ err: reason }, STRAY_CONNECTION_FAILURE);
  });
}
