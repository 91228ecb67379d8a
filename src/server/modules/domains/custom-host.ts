// A couple's custom domain serves their site (issue 23, DESIGN.md: "the Host header picks the
// wedding after the platform's four hosts"). A request to `mariaejoao.com.br` is answered as the
// same request to `noivos.{host}/{slug}...`: the home at `/`, every page under it, the site's own
// `/{slug}/...` links as they are, and the API as it is; `www.` redirects to the apex (one address
// for search engines and links). Static files are served as they are on every host. A host that is
// neither the platform's nor an active domain gets the not-found page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostFor } from '../../../shared/hosts.ts';
import { sendNotFoundPage } from '../../http/not-found-html.ts';
import { type DomainSite, DomainSites, isPlatformHost } from './domain-lookup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    domainSites: DomainSites;
  }
}

/** Served as they are on any host (the build's files, uploads, catalogue pictures). */
const STATIC = /^\/(?:assets|media|fonts|favicon|apple-touch-icon|site\.webmanifest)/;
/** Request headers the forwarded request recomputes itself. */
const DROPPED = new Set(['host', 'content-length', 'connection', 'x-forwarded-for', 'x-forwarded-host']);
/** Response headers the reply sets itself. */
const HOP = new Set(['content-length', 'connection', 'transfer-encoding', 'keep-alive']);

function forwardedUrl(site: DomainSite, url: string): string {
  if (url.startsWith('/api/')) return url;
  const own = `/${site.slug}`;
  if (url === own || url.startsWith(`${own}/`) || url.startsWith(`${own}?`)) return url;
  return url === '/' ? own : url.startsWith('/?') ? `${own}${url.slice(1)}` : `${own}${url}`;
}

async function forward(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, site: DomainSite) {
  const noivos = hostFor('noivos', app.config.baseHost);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers.host = noivos;
  // A form posted from the couple's own domain is a page of ours (the origin check's view).
  if (headers.origin && isOwnOrigin(headers.origin, site))
    headers.origin = `${app.config.protocol}://${noivos}`;
  if (headers.referer) delete headers.referer;
  const res = await app.inject({
    method: request.method as 'GET',
    url: forwardedUrl(site, request.url),
    headers,
    remoteAddress: request.ip,
    payload: request.method === 'GET' || request.method === 'HEAD' ? undefined : (request.raw as never),
  });
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined || HOP.has(name)) continue;
    // Cookies scoped to the site's path there are the whole domain's here.
    const scoped =
      name === 'set-cookie'
        ? [value].flat().map((c) => String(c).replace(new RegExp(`Path=/${site.slug}(?=;|$)`, 'i'), 'Path=/'))
        : value;
    reply.header(name, scoped as string);
  }
  return reply.code(res.statusCode).send(res.rawPayload);
}

function isOwnOrigin(origin: string, site: DomainSite): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === site.domain || host === `www.${site.domain}`;
  } catch {
    return false;
  }
}

export function registerCustomHosts(app: FastifyInstance): void {
  const sites = new DomainSites(app);
  app.decorate('domainSites', sites);
  // The page cache (and its site changes) is registered later; then any change drops the answers.
  app.addHook('onReady', async () => app.onSiteChange(() => sites.clear()));
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    if (!host || isPlatformHost(host, app.config.baseHost) || STATIC.test(request.url)) return;
    const site = await sites.forHost(host);
    // Neither ours nor a couple's active domain (one deactivated, refunded, or never ours).
    if (!site) return sendNotFoundPage(reply, app.config);
    if (host.toLowerCase().startsWith('www.')) {
      return reply.redirect(`${app.config.protocol}://${site.domain}${request.url}`, 301);
    }
    return forward(app, request, reply, site);
  });
}
