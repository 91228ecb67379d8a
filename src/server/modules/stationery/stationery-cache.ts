// Rendered stationery, kept by a hash of everything it was drawn from (item, layout, texts, theme
// design, photo, QR link): the same content is rendered once. Recent files stay in memory; all are
// written under DATA_DIR so a restart or another process on the same disk finds them. A change to
// the wedding or its theme drops the wedding's files (app.onSiteChange); the hash alone already
// keeps a stale picture from being served.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Bump when the drawing changes, so files rendered by an older version are not served. */
const RENDER_VERSION = 2;
const ALL = '*';

export function contentKey(content: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDER_VERSION, content]))
    .digest('hex')
    .slice(0, 40);
}

export class StationeryCache {
  private readonly memory = new Map<string, { weddingId: string; data: Buffer }>();

  constructor(
    private readonly dir: string,
    private readonly maxEntries = 300,
  ) {}

  private file(weddingId: string, key: string) {
    return path.join(this.dir, weddingId, key);
  }

  async get(weddingId: string, key: string): Promise<Buffer | undefined> {
    const hit = this.memory.get(key);
    if (hit) {
      this.memory.delete(key);
      this.memory.set(key, hit);
      return hit.data;
    }
    const data = await readFile(this.file(weddingId, key)).catch(() => undefined);
    if (data) this.remember(weddingId, key, data);
    return data;
  }

  /**
   * Keeps the picture. The disk is only a cache: a write that fails (the wedding's folder removed by
   * a change meanwhile, a full disk) leaves the picture in memory and is otherwise ignored.
   */
  async store(weddingId: string, key: string, data: Buffer): Promise<void> {
    this.remember(weddingId, key, data);
    try {
      await mkdir(path.join(this.dir, weddingId), { recursive: true });
      await writeFile(this.file(weddingId, key), data);
    } catch {
      // Rendered again from its content when next asked for after a restart.
    }
  }

  /**
   * The cached file, or `render`'s, kept for next time: on disk too, unless `disk` is false (the
   * live preview's drafts, one per pause in typing, stay in memory only).
   */
  async through(
    weddingId: string,
    key: string,
    render: () => Promise<Buffer>,
    { disk = true }: { disk?: boolean } = {},
  ): Promise<Buffer> {
    const hit = await this.get(weddingId, key);
    if (hit) return hit;
    const data = await render();
    if (disk) await this.store(weddingId, key, data);
    else this.remember(weddingId, key, data);
    return data;
  }

  async drop(weddingId: string): Promise<void> {
    if (weddingId === ALL) {
      this.memory.clear();
      await rm(this.dir, { recursive: true, force: true });
      return;
    }
    for (const [key, entry] of this.memory) if (entry.weddingId === weddingId) this.memory.delete(key);
    await rm(path.join(this.dir, weddingId), { recursive: true, force: true });
  }

  /** How many pictures are in memory (tests read it to see a render was kept). */
  get size(): number {
    return this.memory.size;
  }

  private remember(weddingId: string, key: string, data: Buffer) {
    this.memory.set(key, { weddingId, data });
    while (this.memory.size > this.maxEntries) this.memory.delete(this.memory.keys().next().value as string);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    stationeryCache: StationeryCache;
  }
}

/** `app.stationeryCache`, emptied of a wedding's pictures whenever its guest pages are dropped. */
export function registerStationeryCache(app: FastifyInstance): void {
  const cache = new StationeryCache(path.join(app.config.dataDir, 'stationery'));
  app.decorate('stationeryCache', cache);
  app.onSiteChange((weddingId) => {
    cache.drop(weddingId).catch((err) => app.log.error({ err }, 'stationery cache not dropped'));
  });
}
