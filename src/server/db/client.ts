// Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise PGlite on disk.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../project-root.ts';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

/** The database or a transaction in progress. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The embedded database itself (PGlite only), for the job queue to share. */
  pglite?: PGlite;
  /** The server's address (PostgreSQL only), for the job queue's own connections. */
  url?: string;
  migrate(): Promise<void>;
  /**
   * PostgreSQL LISTEN: every app process on the database hears every NOTIFY. When the connection
   * drops it is opened again, and `onGap` runs: notifications sent meanwhile were missed.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_]+$/;

interface Subscription {
  handler: (payload: string) => void;
  onGap?: () => void;
}

/** One LISTEN connection per process, reopened (with every channel) whenever it drops. */
function createListener(url: string) {
  const channels = new Map<string, Set<Subscription>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;
  let reconnecting = false;

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    // Only a connection that was listening reopens itself; a failed attempt is retried by its caller.
    let listening = false;
    c.on('notification', (n) => {
      for (const s of channels.get(n.channel) ?? []) s.handler(n.payload ?? '');
    });
    // A lost connection ends it: 'end' follows and reopens it (an unheard 'error' would end the process).
    c.on('error', () => undefined);
    c.on('end', () => {
      if (closed || !listening) return;
      client = undefined;
      void reconnect();
    });
    try {
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    listening = true;
    return c;
  };

  /** One retry loop at a time, backing off while the database is away. */
  const reconnect = async (): Promise<void> => {
    if (reconnecting) return;
    reconnecting = true;
    try {
      for (let delay = 200; !closed && !client; delay = Math.min(delay * 2, 5_000)) {
        await new Promise((r) => setTimeout(r, delay));
        if (closed || client) return;
        const attempt = connect();
        client = attempt;
        try {
          await attempt;
          for (const set of channels.values()) for (const s of set) s.onGap?.();
        } catch {
          if (client === attempt) client = undefined;
        }
      }
    } finally {
      reconnecting = false;
    }
  };

  return {
    async listen(channel: string, handler: (payload: string) => void, onGap?: () => void) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      client ??= connect();
      const attempt = client;
      attempt.catch(() => {
        if (client === attempt) client = undefined;
      });
      const c = await attempt;
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
        await c.query(`LISTEN ${channel}`);
      }
      const subscription = { handler, onGap };
      set.add(subscription);
      return async () => {
        set.delete(subscription);
      };
    },
    async close() {
      closed = true;
      await client?.then((c) => c.end()).catch(() => undefined);
    },
  };
}

const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    // A server that does not answer at all (not even a refusal) fails a request after 5 s (503)
    // instead of holding it until the operating system gives up on the connection.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A connection cut by the server (a restart, a failover) emits 'error' on its client, checked
    // out or idle; without a listener that error ends the process. The pool drops the client, and
    // the query that was using it fails on its own (503 to its request, a retry for a job).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    const listener = createListener(options.url);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: listener.listen,
      async close() {
        await listener.close();
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
    pglite: client,
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
