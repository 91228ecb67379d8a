// Builds the real app against the test PostgreSQL database for `app.inject` tests.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The database's Drizzle handle (`database.db`), what most tests query with. */
  db: Database['db'];
  config: Config;
  /** This Vitest worker's pg-boss schema: files run in parallel, each worker takes only its own jobs. */
  jobSchema: string;
}

const open: { app: FastifyInstance; database: Database }[] = [];

/**
 * Closes every app built since the last call: testing/close-test-apps.ts runs it after each file,
 * wherever the file built its apps (an `afterAll` registered inside `beforeAll` never runs). A
 * worker's files share one process (`isolate: false`), so an app left open would take the next
 * files' jobs.
 */
export async function closeTestApps(): Promise<void> {
  for (const { app, database } of open.splice(0).reverse()) {
    await app.close();
    await database.close();
  }
}

/** One app per test file (or a few), closed after the file's tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must point at a PostgreSQL test database (run `npm test`).');
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    PORT: '3000',
    BASE_HOST: 'localhost:3000',
    ...env,
  });
  const database = await openDatabase({ url });
  const jobSchema = `pgboss_worker_${process.env.VITEST_POOL_ID ?? '1'}`;
  const app = await buildApp(config, database, { jobSchema, ...options });
  await app.ready();
  open.push({ app, database });
  return { app, database, db: database.db, config, jobSchema };
}

/** A value no other test uses, for e-mails, slugs and names. */
export function unique(prefix = 't'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}
