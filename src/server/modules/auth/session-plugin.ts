// Reads the session cookie once per request and offers the guards every route uses.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/errors.ts';
import { type CurrentSession, findSession, SESSION_COOKIE, setSessionCookie } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, resolved lazily and cached for the request. */
    session(): Promise<CurrentSession | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const id = this.cookies?.[SESSION_COOKIE];
      pending = id ? findSession(app.db, id, app.config.adminSessionHours) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
  // Sliding expiry: re-send the cookie when the server extended the session.
  app.addHook('onSend', async (request, reply) => {
    const pending = cache.get(request);
    const id = request.cookies?.[SESSION_COOKIE];
    if (!pending || !id || reply.hasHeader('set-cookie')) return;
    const session = (await pending) as (CurrentSession & { renewed?: boolean }) | null;
    if (session?.renewed) setSessionCookie(request, reply, id);
  });
});

/** A signed-in account (couple or admin), or 401. */
export async function requireSession(request: FastifyRequest): Promise<CurrentSession> {
  const session = await request.session();
  if (!session) throw new AppError('UNAUTHENTICATED');
  return session;
}

/** An administrator: 401 for anonymous callers, 403 for couples. */
export async function requireAdmin(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireSession(request);
  if (session.user.role !== 'admin') throw new AppError('FORBIDDEN');
  return session;
}
