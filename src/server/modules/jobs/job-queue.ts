// The durable job queue (pg-boss, in PostgreSQL's `pgboss` schema): work that must happen once and
// survive a crash, off the request path (processing provider events, paying out withdrawals,
// reconciling charges, e-mails). On a PostgreSQL server pg-boss keeps its own small pool; on the
// embedded PGlite it runs its SQL through the same in-process database, so `npm start` needs no
// server of any kind.
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import type { PoolConfig } from 'pg';
import PgBoss from 'pg-boss';

/**
 * pg-boss 10 (the last line for Node 20) marks a worker's jobs done or failed without awaiting it
 * (`Manager#watch` in pg-boss/src/manager.js): with the database gone at that moment the rejection
 * is unhandled and ends the process. Each call's failure is reported as the queue's 'error' event
 * instead; the job itself stays active until it expires and is then retried (handlers repeat safely).
 */
function reportUnawaitedCompletions(): void {
  const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
    prototype: Record<string, (this: NodeJS.EventEmitter, ...args: unknown[]) => Promise<unknown>>;
  };
  for (const name of ['complete', 'fail']) {
    const original = Manager.prototype[name];
    if (typeof original !== 'function') throw new Error(`pg-boss changed: Manager.${name} is missing`);
    if ((original as { reported?: boolean }).reported) continue;
    const reported = function (this: NodeJS.EventEmitter, ...args: unknown[]) {
      const result = original.apply(this, args);
      result.catch((err: unknown) => this.emit('error', err));
      return result;
    };
    Object.assign(reported, { reported: true });
    Manager.prototype[name] = reported;
  }
}
reportUnawaitedCompletions();

/** Which try this is: `retryCount` of `retryLimit` retries already made (0 the first time). */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Enqueues a job; with `singletonKey`, a job with the same key still waiting is not added twice. */
  send<T extends object>(
    name: string,
    data: T,
    options?: {
      singletonKey?: string;
      startAfterSeconds?: number;
      retryLimit?: number;
      /** The job's own id (a uuid): sending the same id again, while the job is kept, adds nothing. */
      id?: string;
    },
  ): Promise<void>;
  /** Runs `handler` for jobs of `name` in this process (with retries and backoff on failure). */
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { batchSize?: number },
  ): Promise<void>;
  /**
   * Enqueues soon, together with other jobs sent in the same few milliseconds (one insert for many):
   * for hot paths whose data is already durable elsewhere, so a crash before the flush loses only
   * the wake-up, which a sweeper re-sends (provider events, RSVP e-mails). Identical jobs sent
   * within one flush are enqueued once.
   */
  sendSoon<T extends object>(name: string, data: T): void;
  /** Runs `name` on a cron schedule (one process at a time across the platform). */
  schedule(name: string, cron: string): Promise<void>;
}

export interface JobQueueOptions {
  connectionString?: string;
  pglite?: PGlite;
  /** How often workers look for new jobs, in seconds (pg-boss allows 0.5 and up). */
  pollingIntervalSeconds?: number;
  /** pg-boss's schema: `pgboss`; tests give each Vitest worker its own, so no file runs another's jobs. */
  schema?: string;
  onError: (error: Error) => void;
}

/** pg-boss's database adapter over PGlite: parameterless SQL may hold several statements. */
function pgliteAdapter(pg: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pg.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pg.query(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss on a PostgreSQL server: its own pool, whose settings pg-boss hands to `pg.Pool` as they
 * are. No wait on the database is endless: pg-boss does not time a worker's fetch, so a connection
 * lost mid-connect or mid-query would otherwise stop that queue for good (issue 18, section 6).
 */
function serverOptions(connectionString: string | undefined, schema: string): PgBoss.ConstructorOptions {
  const pool: Pick<PoolConfig, 'max' | 'connectionTimeoutMillis' | 'query_timeout'> = {
    max: 4,
    connectionTimeoutMillis: 5_000,
    query_timeout: 60_000,
  };
  return { connectionString, schema, ...pool };
}

const RETRY = { retryLimit: 8, retryDelay: 2, retryBackoff: true } as const;
/** PostgreSQL's "deadlock detected". */
const DEADLOCK = '40P01';

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const schema = options.schema ?? 'pgboss';
  const boss = options.pglite
    ? new PgBoss({ db: pgliteAdapter(options.pglite), schema })
    : new PgBoss(serverOptions(options.connectionString, schema));
  boss.on('error', options.onError);
  const queues = new Map<string, Promise<void>>();
  let creating: Promise<void> = Promise.resolve();
  const polling = options.pollingIntervalSeconds ?? 0.5;
  let buffer: PgBoss.JobInsert[] = [];
  const buffered = new Set<string>();
  let flushing: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // Never rejects: it runs from timers. Jobs it could not insert (the database away) go back to
  // the buffer and are tried again a second later; the sweepers cover a process that dies first.
  const flush = async () => {
    flushing = undefined;
    const batch = buffer;
    buffer = [];
    buffered.clear();
    if (batch.length === 0) return;
    try {
      for (const name of new Set(batch.map((j) => j.name))) await ensureQueue(name);
      await boss.insert(batch);
    } catch (err) {
      options.onError(err as Error);
      if (stopped) return;
      for (const job of batch) keep(job);
      flushing ??= setTimeout(() => void flush(), 1_000);
    }
  };
  /** Buffers a job unless the same one is already waiting; false when it was a duplicate. */
  const keep = (job: PgBoss.JobInsert): boolean => {
    const key = `${job.name}\u0000${JSON.stringify(job.data)}`;
    if (buffered.has(key)) return false;
    buffered.add(key);
    buffer.push(job);
    return true;
  };

  /** Creates a queue once per process; a deadlock with another process creating it is retried. */
  function ensureQueue(name: string): Promise<void> {
    let ready = queues.get(name);
    if (!ready) {
      // One at a time here: creating two queues attaches two partitions to one table.
      ready = creating.then(() => createQueue(name));
      creating = ready.catch(() => undefined);
      queues.set(name, ready);
      ready.catch(() => queues.delete(name));
    }
    return ready;
  }
  async function createQueue(name: string) {
    // Processes starting together may deadlock creating the same queue (pg-boss adds a partition
    // table): PostgreSQL aborts one of them, which asks again after a short, random pause.
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(name, { name, ...RETRY, expireInSeconds: 300 });
      } catch (err) {
        if ((err as { code?: string }).code !== DEADLOCK || attempt >= 10) throw err;
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 100 * attempt));
      }
    }
  }

  return {
    async start() {
      await boss.start();
    },
    async stop() {
      stopped = true;
      if (flushing) clearTimeout(flushing);
      await flush();
      await boss.stop({ graceful: true, timeout: 5_000, close: true });
    },
    sendSoon(name, data) {
      // The same wake-up twice in one flush is one job (a burst of answers to one wedding).
      if (!keep({ name, data, ...RETRY })) return;
      if (buffer.length >= 200) void flush();
      else flushing ??= setTimeout(() => void flush(), 20);
    },
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      await boss.send(name, data, {
        ...RETRY,
        retryLimit: sendOptions.retryLimit ?? RETRY.retryLimit,
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfterSeconds,
        id: sendOptions.id,
      });
    },
    async work(name, handler, workOptions = {}) {
      await ensureQueue(name);
      const batchSize = workOptions.batchSize ?? 1;
      let workerId = '';
      workerId = await boss.work<object>(
        name,
        { pollingIntervalSeconds: polling, batchSize, includeMetadata: true },
        async (jobs) => {
          // A batch fails or succeeds as a whole, so only handlers safe to repeat take batches.
          await Promise.all(
            jobs.map((job) =>
              handler(job.data as never, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
            ),
          );
          // pg-boss waits a polling interval after every fetch; while there is work, fetch again now.
          if (jobs.length === batchSize) boss.notifyWorker(workerId);
        },
      );
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'America/Sao_Paulo' });
    },
  };
}
