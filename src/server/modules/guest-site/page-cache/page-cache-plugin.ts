// Wires the guest-page cache into the app: `app.pageCache` holds the pages, `app.siteChanged`
// drops a wedding's pages here at once and in every other process through the bus. Every write the
// couple or an administrator makes through the API invalidates by itself (the hook below), so a new
// panel endpoint cannot forget to; writes outside a couple's request (a guest's message, a payment
// confirmed by a job) call `app.siteChanged` where they happen.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema.ts';
import { PageCache } from './page-cache.ts';
import { PublishedSites } from './published-sites.ts';
import { ALL_SITES, postgresSiteChanges, redisSiteChanges, type SiteChangeBus } from './site-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
    publishedSites: PublishedSites;
    siteChanges: SiteChangeBus;
    /** A wedding's guest page changed (or every page, with "*"): no process serves the old one. */
    siteChanged(weddingId: string): Promise<void>;
    /** Runs `listener` whenever a wedding's pages are dropped ("*": every wedding's), in this process. */
    onSiteChange(listener: (weddingId: string) => void): void;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Which guest pages a successful write by the couple or an administrator may have changed. */
async function changedBy(request: FastifyRequest): Promise<string[]> {
  const weddingId = (request.params as { weddingId?: unknown } | undefined)?.weddingId;
  if (typeof weddingId === 'string') return [weddingId];
  const session = await request.session().catch(() => null);
  if (!session) return [];
  if (session.user.role === 'admin') return [ALL_SITES];
  // A couple's write outside a wedding's routes (account, onboarding) may touch any of theirs.
  const rows = await request.server.db
    .select({ id: weddings.id })
    .from(weddings)
    .where(eq(weddings.coupleId, session.user.id));
  return rows.map((r) => r.id);
}

export async function registerPageCache(app: FastifyInstance, database: Database): Promise<void> {
  const maxAgeMs = app.config.pageCacheSeconds * 1000;
  const cache = new PageCache({ maxAgeMs });
  const sites = new PublishedSites(app.db, maxAgeMs);
  const bus = app.redis ? redisSiteChanges(app.redis) : postgresSiteChanges(database);
  // What else is derived from a wedding's site (its stationery pictures) is dropped with it.
  const listeners: ((weddingId: string) => void)[] = [];
  const clear = () => {
    cache.clear();
    sites.clear();
    for (const listener of listeners) listener(ALL_SITES);
  };
  const drop = (weddingId: string) => {
    if (weddingId === ALL_SITES) return clear();
    cache.invalidate(weddingId);
    sites.invalidate(weddingId);
    for (const listener of listeners) listener(weddingId);
  };
  app.decorate('pageCache', cache);
  app.decorate('publishedSites', sites);
  app.decorate('siteChanges', bus);
  app.decorate('onSiteChange', (listener: (weddingId: string) => void) => {
    listeners.push(listener);
  });
  app.decorate('siteChanged', async (weddingId: string) => {
    drop(weddingId);
    // The write itself succeeded; other processes then catch up within the cache's maximum age.
    await bus.publish(weddingId).catch((err) => app.log.error({ err }, 'site change not published'));
  });
  await bus.subscribe(drop, clear);
  app.addHook('onClose', () => bus.close());

  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith('/api/')) {
      return payload;
    }
    for (const weddingId of await changedBy(request)) await app.siteChanged(weddingId);
    return payload;
  });
}
