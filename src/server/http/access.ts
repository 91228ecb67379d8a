// Who may call a route is decided at the edge, in `onRequest`, before the body is read or
// validated: an anonymous caller gets 401, a couple on an admin route 403, and a couple calling
// another couple's wedding 404, never a 400 that describes the body it should not be sending.
//
// Routes under `/api/admin/` need an admin and routes under `/api/weddings/:weddingId/` need the
// couple who owns that wedding, by their path alone. Any other route that needs a caller says so
// with `config: { access: 'session' | 'couple' }`; routes that say nothing are public.
//
// Shared access (issue 21): 'own-wedding' lets in the owner and the accepted partner and planner.
// A route that touches money declares 'wedding-money' (the owner and the partner, never the
// planner: 403); the couple's own settings of who may enter declare 'wedding-couple' (the same
// people). Every route of the money modules must say 'wedding-money' (access-matrix test).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin, requireSession } from '../modules/auth/session-plugin.ts';
import {
  requireCouple,
  requireMoneyAccount,
  requireOwnWedding,
  requireWeddingCouple,
} from '../modules/weddings/wedding-access.ts';

export type Access =
  | 'public'
  | 'session'
  | 'couple'
  | 'admin'
  | 'own-wedding'
  | 'wedding-couple'
  | 'wedding-money';
/** A route with its own rule (e.g. sign-up steps need an unfinished account) passes a check. */
export type AccessCheck = (request: FastifyRequest) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access | AccessCheck;
  }
}

const WEDDING_PREFIX = '/api/weddings/:weddingId';

/** The access a route needs: declared in its config, or read from its path. */
export function accessOf(url: string, declared: Access | AccessCheck | undefined): Access | AccessCheck {
  if (declared) return declared;
  if (url === '/api/admin' || url.startsWith('/api/admin/')) return 'admin';
  if (url === WEDDING_PREFIX || url.startsWith(`${WEDDING_PREFIX}/`)) return 'own-wedding';
  return 'public';
}

async function check(request: FastifyRequest, access: Access | AccessCheck): Promise<void> {
  if (typeof access === 'function') {
    await access(request);
    return;
  }
  switch (access) {
    case 'public':
      return;
    case 'session':
      await requireSession(request);
      return;
    case 'couple':
      await requireCouple(request);
      return;
    case 'admin':
      await requireAdmin(request);
      return;
    case 'own-wedding':
      await requireOwnWedding(request, (request.params as { weddingId?: string }).weddingId ?? '');
      return;
    case 'wedding-couple':
    case 'wedding-money': {
      const { weddingId } = request.params as { weddingId?: string };
      if (weddingId === undefined) await requireMoneyAccount(request);
      else await requireWeddingCouple(request, weddingId);
      return;
    }
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | 'custom';
  /** The module's tags in the API document (which module declared it). */
  tags: string[];
}

const tables = new WeakMap<FastifyInstance, RouteAccess[]>();

/** Every route with the access it needs, for the authorisation matrix test. */
export function routeAccessTable(app: FastifyInstance): RouteAccess[] {
  return tables.get(app) ?? [];
}

export function registerAccessCheck(app: FastifyInstance): void {
  const table: RouteAccess[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const access = accessOf(route.url, route.config?.access);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        access: typeof access === 'function' ? 'custom' : access,
        tags: (route.schema as { tags?: string[] } | undefined)?.tags ?? [],
      });
    }
  });
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url) return;
    await check(request, accessOf(url, request.routeOptions.config.access));
  });
}
