// The rendered guest pages of published, open sites (issue 13), kept in memory so a crowd arriving
// from a WhatsApp group is served at the speed of a file: each entry holds the HTML with its
// brotli and gzip forms and an ETag, under a key made of the wedding and the page's query. A
// change to a wedding drops its pages (see site-changes.ts); `maxAgeMs` bounds how stale a page
// can get if a change notice is ever lost, and the least recently read entries go first. The
// site's preview image (og.png) is kept beside its pages and dropped with them.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Search engines may list the page (seo/guest-indexing.ts): it goes out without noindex. */
  indexable: boolean;
}

export interface CachedImage {
  data: Buffer;
  type: string;
}

interface ImageEntry extends CachedImage {
  weddingId: string;
  storedAt: number;
}

interface Entry extends CachedPage {
  weddingId: string;
  storedAt: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  /** Pages of one wedding (its gift-section filters and pages): a crawler cannot fill the cache. */
  maxPerWedding?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOf = new Map<string, Set<string>>();
  private readonly images = new Map<string, ImageEntry>();
  /** Bumped on each change, so a page rendered from data read before the change is not kept. */
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly maxPerWedding: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxPerWedding = options.maxPerWedding ?? 40;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.remove(key, entry.weddingId);
      return undefined;
    }
    // Map order is insertion order: moving the entry to the end keeps the oldest read first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Taken before reading the data of a page; `store` keeps the page only if nothing changed since. */
  version(weddingId: string): string {
    return `${this.epoch}:${this.generations.get(weddingId) ?? 0}`;
  }

  async store(
    key: string,
    weddingId: string,
    version: string,
    html: string,
    indexable = false,
  ): Promise<CachedPage> {
    const body = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip(body, { level: 9 }),
    ]);
    const page: CachedPage = {
      html: body,
      br,
      gzip: gz,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      indexable,
    };
    const keys = this.keysOf.get(weddingId);
    const full = keys && !keys.has(key) && keys.size >= this.maxPerWedding;
    if (version !== this.version(weddingId) || full) return page;
    this.entries.delete(key);
    this.entries.set(key, { ...page, weddingId, storedAt: this.now() });
    if (keys) keys.add(key);
    else this.keysOf.set(weddingId, new Set([key]));
    while (this.entries.size > this.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest.weddingId);
    }
    return page;
  }

  /** The preview image kept under this key (the site's slug), while fresh. */
  getImage(key: string): CachedImage | undefined {
    const entry = this.images.get(key);
    if (entry && this.now() - entry.storedAt > this.maxAgeMs) this.images.delete(key);
    return this.images.get(key);
  }

  /** Keeps the image unless the wedding changed since `version` was taken. */
  storeImage(key: string, weddingId: string, version: string, image: CachedImage): void {
    if (version !== this.version(weddingId)) return;
    this.images.delete(key);
    this.images.set(key, { ...image, weddingId, storedAt: this.now() });
    if (this.images.size > this.maxEntries) {
      const [oldest] = this.images.keys();
      if (oldest !== undefined) this.images.delete(oldest);
    }
  }

  /** Something on this wedding's pages changed: drop them and its preview image. */
  invalidate(weddingId: string): void {
    this.generations.set(weddingId, (this.generations.get(weddingId) ?? 0) + 1);
    for (const key of this.keysOf.get(weddingId) ?? []) this.entries.delete(key);
    this.keysOf.delete(weddingId);
    for (const [key, image] of this.images) if (image.weddingId === weddingId) this.images.delete(key);
  }

  /** Something every page shows changed (the fee, a theme), or change notices may have been missed. */
  clear(): void {
    this.epoch += 1;
    this.generations.clear();
    this.entries.clear();
    this.keysOf.clear();
    this.images.clear();
  }

  private remove(key: string, weddingId: string): void {
    this.entries.delete(key);
    const keys = this.keysOf.get(weddingId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(weddingId);
  }
}
