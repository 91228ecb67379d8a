// Live streams end with their session (logout, password reset, deactivation): the database
// announces every ended session on `session_ended` (migration 0017), one LISTEN per process fans it
// out to the streams of that session, and each stream re-checks its session on every ping in case
// a notification was missed (a dropped LISTEN connection) or the session simply expired.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { channelFanOut } from './channel-fan-out.ts';

export const SESSION_ENDED = 'session_ended';

type Close = () => void;

export function createSessionEnds(database: Pick<Database, 'listen'>, log: FastifyInstance['log']) {
  const fanOut = channelFanOut<Close>(database, SESSION_ENDED, (idHash, listenersOf) => {
    for (const close of listenersOf(idHash)) {
      try {
        close();
      } catch (err) {
        log.warn({ err }, 'closing a stream of an ended session failed');
      }
    }
  });
  return {
    /** Calls `close` once the session with this id hash ends; returns the way to stop watching. */
    watch: fanOut.add,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionEnds: ReturnType<typeof createSessionEnds>;
  }
}
