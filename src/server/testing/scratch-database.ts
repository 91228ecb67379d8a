// A brand-new database on the test server, for tests that must not share the test database: a
// start on an empty or particular database, or cutting every connection to it.
import pg from 'pg';
import { unique } from './test-app.ts';

export interface ScratchDatabase {
  url: string;
  name: string;
  /** Runs one statement on the server's `postgres` database (never on the scratch one). */
  admin(query: string): Promise<void>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix = 'scratch_'): Promise<ScratchDatabase> {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const at = (database: string) => Object.assign(new URL(server), { pathname: `/${database}` }).toString();
  const name = unique(prefix);
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: at('postgres') });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return {
    url: at(name),
    name,
    admin,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
