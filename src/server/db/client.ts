// Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise PGlite on disk.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /** PostgreSQL LISTEN: every app process on the database hears every NOTIFY. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_]+$/;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    let listener: Promise<pg.Client> | undefined;
    const handlers = new Map<string, Set<(payload: string) => void>>();
    const connectListener = async () => {
      const client = new pg.Client({ connectionString: options.url });
      await client.connect();
      client.on('notification', (n) => {
        for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
      });
      client.on('error', () => {
        // Reconnect on the next subscription; live streams fall back to their periodic refresh.
        listener = undefined;
      });
      return client;
    };
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      async listen(channel, handler) {
        if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
        listener ??= connectListener();
        const client = await listener;
        let set = handlers.get(channel);
        if (!set) {
          set = new Set();
          handlers.set(channel, set);
          await client.query(`LISTEN ${channel}`);
        }
        set.add(handler);
        return async () => {
          set.delete(handler);
        };
      },
      async close() {
        if (listener) await (await listener).end().catch(() => undefined);
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? path.resolve('data');
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    // Both drivers expose the same query builder; the pg type is the one the code is written against.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const stop = await client.listen(channel, handler);
      return stop;
    },
    close: () => client.close(),
  };
}

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so app processes starting at the same time
 * on several machines apply migrations and the seed one after the other, never at once.
 */
export async function withStartupLock<T>(url: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!url) return fn();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7301991)');
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock(7301991)').catch(() => undefined);
    await client.end();
  }
}
