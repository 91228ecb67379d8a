// Guest sites are private by default (issue 24): every answer on the couples' host carries
// `X-Robots-Tag: noindex` (and every guest page the robots meta, guest-site/render-document.ts),
// except the home and gift list of a site whose couple chose "Aparecer em buscadores (Google)" and
// that has no password. Checkout, payment and invitation pages hold guests' and couples' personal
// data: they stay noindex whatever the choice. No guest site is ever in our sitemap.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hostKindOf } from '../../../shared/hosts.ts';

const HEADER = 'x-robots-tag';

/** Whether search engines may index a site's pages: the couple opted in and it has no password. */
type Indexing = { searchIndexing: boolean; sitePasswordHash: string | null };

export function isSiteIndexable(wedding: Indexing): boolean {
  return wedding.searchIndexing && wedding.sitePasswordHash === null;
}

/** Every answer on the couples' host starts as noindex; an indexable page lifts it (below). */
export function registerGuestNoindex(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (hostKindOf(request.headers.host ?? '') === 'noivos') reply.header(HEADER, 'noindex');
  });
}

/** This answer is a page of an indexable site: search engines may list it. */
export function allowIndexing(reply: FastifyReply): void {
  reply.removeHeader(HEADER);
}
