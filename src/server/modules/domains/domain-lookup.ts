// Which couple's site a custom domain serves: an active domain order of a couple whose account is
// active. Asked on every request to a host that is not the platform's, so answers (found or not)
// are kept for 30 seconds and dropped at once when any site changes (a refund, a deactivation, a
// domain becoming active all say so through `app.siteChanged`, in every process).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hostName } from '../../../shared/domains.ts';
import { isLoopbackHost } from '../../config.ts';
import { extraOrders, users, weddings } from '../../db/schema.ts';

export interface DomainSite {
  weddingId: string;
  slug: string;
  /** The apex, as ordered (`mariaejoao.com.br`). */
  domain: string;
}

const TTL_MS = 30_000;

/** The platform's own hosts (the base host, its subdomains, loopback names): never a couple's. */
export function isPlatformHost(host: string, baseHost: string): boolean {
  const name = hostName(host);
  const base = hostName(baseHost);
  return (
    name === base ||
    name.endsWith(`.${base}`) ||
    isLoopbackHost(name) ||
    /^[\d.]+$/.test(name) ||
    name.includes(':')
  );
}

async function findDomainSite(app: FastifyInstance, domain: string): Promise<DomainSite | null> {
  const [row] = await app.db
    .select({ weddingId: weddings.id, slug: weddings.slug, domain: extraOrders.domain })
    .from(extraOrders)
    .innerJoin(weddings, eq(weddings.id, extraOrders.weddingId))
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .where(and(eq(extraOrders.domain, domain), eq(extraOrders.status, 'ativo'), eq(users.status, 'active')))
    .limit(1);
  return row?.slug && row.domain ? { weddingId: row.weddingId, slug: row.slug, domain: row.domain } : null;
}

export class DomainSites {
  private readonly cache = new Map<string, { site: DomainSite | null; at: number }>();

  constructor(private readonly app: FastifyInstance) {}

  /** The site a host serves (the apex or its `www.`), or null. */
  async forHost(host: string): Promise<DomainSite | null> {
    const name = hostName(host);
    const apex = name.startsWith('www.') ? name.slice(4) : name;
    const hit = this.cache.get(apex);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
    const site = await findDomainSite(this.app, apex);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(apex, { site, at: Date.now() });
    return site;
  }

  clear(): void {
    this.cache.clear();
  }
}
