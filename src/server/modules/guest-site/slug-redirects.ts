// The old address of a site whose couple changed its link keeps working while the old slug is held
// (weddings/slug-service.ts): any page under `noivos.{host}/{old}` that would answer 404 redirects
// to the same page under the new slug. Only 404s pay for the look-up.
import type { FastifyInstance } from 'fastify';
import { heldSlugTarget } from '../weddings/slug-service.ts';
import { noivosHost } from './guest-site-routes.ts';

const SLUG_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)(\/[^?]*)?(\?.*)?$/;

export function registerSlugRedirects(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 404 || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    if (!noivosHost.test(request.host)) return payload;
    const match = SLUG_PATH.exec(request.url);
    if (!match?.[1]) return payload;
    const target = await heldSlugTarget(app.db, match[1]).catch(() => null);
    if (!target) return payload;
    reply
      .code(301)
      .header('location', `/${target}${match[2] ?? ''}${match[3] ?? ''}`)
      // The hold ends one day: browsers re-check instead of keeping the redirect forever.
      .header('cache-control', 'public, max-age=3600')
      .removeHeader('content-length')
      .type('text/plain; charset=utf-8');
    return '';
  });
}
