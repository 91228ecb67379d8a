// Server-sent events for the couple's panel: "rsvp" and "message" as soon as a guest writes,
// whichever app process took the guest's request (PostgreSQL LISTEN/NOTIFY).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { isSessionLive } from '../auth/sessions.ts';
import { channelFanOut } from './channel-fan-out.ts';
import { WEDDING_EVENTS, type WeddingEventType } from './wedding-events.ts';

type Listener = (type: WeddingEventType) => void;

const PING_MS = 25_000;

/** One LISTEN per process, fanned out to the open streams of each wedding. */
export function createEventHub(database: Pick<Database, 'listen'>, log: FastifyInstance['log']) {
  const fanOut = channelFanOut<Listener>(database, WEDDING_EVENTS, (payload, listenersOf) => {
    try {
      const { weddingId, type } = JSON.parse(payload) as { weddingId: string; type: WeddingEventType };
      for (const l of listenersOf(weddingId)) l(type);
    } catch (err) {
      log.warn({ err }, 'bad wedding event');
    }
  });
  return { subscribe: fanOut.add };
}

declare module 'fastify' {
  interface FastifyInstance {
    weddingEvents: ReturnType<typeof createEventHub>;
  }
}

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The couple's own wedding only, checked at the edge by its path.
  defineRoutes(app, { tags: ['live'] }).get('/api/weddings/:weddingId/events', {
    summary: 'Eventos ao vivo (text/event-stream): "rsvp" e "message" quando um convidado escreve',
    params: z.object({ weddingId: z.uuid() }),
    handler: async (request, reply) => {
      const session = await request.session();
      if (!session) return;
      // Subscribe before answering, so no event falls between "connected" and the subscription.
      const raw = reply.raw;
      const pending: WeddingEventType[] = [];
      let open = false;
      const unsubscribe = await app.weddingEvents.subscribe(request.params.weddingId, (type) => {
        if (open) raw.write(`event: ${type}\ndata: {}\n\n`);
        else pending.push(type);
      });
      let stopWatching: () => void;
      try {
        stopWatching = await app.sessionEnds.watch(session.idHash, () => end());
      } catch (err) {
        unsubscribe();
        throw err;
      }
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 3000\n\n: conectado\n\n');
      open = true;
      for (const type of pending) raw.write(`event: ${type}\ndata: {}\n\n`);
      // Every ping also re-checks the session: a missed notification or an expiry ends it here.
      const ping = setInterval(() => {
        raw.write(': ping\n\n');
        isSessionLive(app.db, session.idHash)
          .then((live) => (live ? undefined : end()))
          .catch(() => undefined);
      }, PING_MS);
      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        clearInterval(ping);
        unsubscribe();
        stopWatching();
        raw.end();
      }
      request.raw.on('close', end);
      // The session may have ended while the stream was opening, before the watch began.
      if (!(await isSessionLive(app.db, session.idHash))) end();
    },
  });
};
