// Tells every app process that a wedding's guest page changed, so each drops its cached copy:
// through Redis pub/sub when REDIS_URL is set, else PostgreSQL NOTIFY (which also reaches every
// process on the database, and is all the embedded database needs). "*" means every wedding.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { Redis } from '../../storage/redis.ts';

export const SITE_CHANGES = 'site_changes';
export const ALL_SITES = '*';

export interface SiteChangeBus {
  readonly kind: 'redis' | 'postgres';
  publish(weddingId: string): Promise<void>;
  /** `onGap` runs when the connection was lost and notices may have been missed. */
  subscribe(onChange: (weddingId: string) => void, onGap: () => void): Promise<void>;
  close(): Promise<void>;
}

export function postgresSiteChanges(database: Pick<Database, 'db' | 'listen'>): SiteChangeBus {
  let stop: (() => Promise<void>) | undefined;
  return {
    kind: 'postgres',
    async publish(weddingId) {
      await database.db.execute(sql`select pg_notify(${SITE_CHANGES}, ${weddingId})`);
    },
    async subscribe(onChange, onGap) {
      stop = await database.listen(SITE_CHANGES, onChange, onGap);
    },
    async close() {
      await stop?.();
    },
  };
}

export function redisSiteChanges(redis: Redis): SiteChangeBus {
  // A connection in subscriber mode can do nothing else, so it is a second one.
  const subscriber = redis.duplicate({ lazyConnect: true });
  return {
    kind: 'redis',
    async publish(weddingId) {
      await redis.publish(SITE_CHANGES, weddingId);
    },
    async subscribe(onChange, onGap) {
      subscriber.on('message', (_channel: string, weddingId: string) => onChange(weddingId));
      await subscriber.connect();
      await subscriber.subscribe(SITE_CHANGES);
      // ioredis reconnects and subscribes again by itself; what was published meanwhile is lost.
      subscriber.on('ready', onGap);
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
