// The database going away must not take the app down (issue 18, section 6): a production app
// process (PostgreSQL, Redis) under a small RSVP load has every database connection cut again and
// again, as a PostgreSQL restart does. It stays up, answers 503 with a clear message (or succeeds)
// meanwhile, recovers by itself, loses no acknowledged answer, and runs the jobs sent after the cut.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { unavailableTexts } from '../shared/messages.ts';
import { type Database, openDatabase } from './db/client.ts';
import { rsvps } from './db/schema.ts';
import { createCoupleWithWedding } from './db/seed/factories.ts';
import { STRAY_CONNECTION_FAILURE } from './stray-rejections.ts';
import { freePort, Process, PUBLIC_HOST, productionEnv, start } from './testing/app-process.ts';
import { startFakeSmtp } from './testing/fake-smtp.ts';
import { createScratchDatabase } from './testing/scratch-database.ts';
import { unique } from './testing/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GUESTS = 20;

const scratch = await createScratchDatabase('queda_');
const smtp = await startFakeSmtp();
const app = new Process(await freePort(), PUBLIC_HOST);
let database: Database | undefined;
afterAll(async () => {
  if (app.child?.exitCode === null) app.child.kill('SIGKILL');
  await database?.close();
  await smtp.stop();
  await scratch.drop();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let output = '';

/** Polls `check` until it holds, up to a generous number of tries (no timing is asserted). */
async function eventually(what: string, check: () => Promise<boolean>, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await pause(100);
  }
  throw new Error(`${what} never happened; the app printed:\n${output.slice(-4000)}`);
}

async function couple() {
  const slug = unique('queda-');
  const email = `${slug}@exemplo.com`;
  const { wedding } = await createCoupleWithWedding(database!.db, {
    email,
    name1: 'Bia',
    name2: 'Léo',
    slug,
    sitePublished: true,
  });
  return { slug, email, weddingId: wedding.id };
}

describe('the database going away under load', () => {
  it('keeps the process up, answers 503 meanwhile, recovers, loses nothing and runs later jobs', {
    timeout: 600_000,
  }, async () => {
    app.child = await start(app.port, {
      ...productionEnv(smtp.url),
      DATABASE_URL: scratch.url,
      REDIS_URL,
      RATE_LIMIT_FACTOR: '1000000',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_CONCURRENCY: '1',
    });
    let exited: number | string | null = null;
    app.child.on('exit', (code, signal) => {
      exited = signal ?? code;
    });
    app.child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    app.child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    database = await openDatabase({ url: scratch.url });
    const loaded = await couple();

    // 20 guests answer one after another until told to stop; every answer is kept with its reply.
    const acknowledged: string[] = [];
    const refused: { status: number; body: string }[] = [];
    const broken: string[] = [];
    let stop = false;
    const guest = async (g: number) => {
      for (let n = 0; !stop; n++) {
        const name = `Convidado ${g} ${n} ${unique()}`;
        try {
          const res = await app.json('noivos', 'POST', `/api/sites/${loaded.slug}/rsvps`, {
            name,
            attending: true,
          });
          if (res.status === 200) acknowledged.push(name);
          else {
            refused.push({ status: res.status, body: res.body.toString() });
            await pause(20);
          }
        } catch (err) {
          broken.push(String(err));
          await pause(20);
        }
      }
    };
    const load = Promise.all(Array.from({ length: GUESTS }, (_, g) => guest(g)));
    await eventually('100 answers', async () => acknowledged.length >= 100);

    // The cut: every connection to the database ended, again and again, as a restart does.
    const killer = new pg.Client({ connectionString: scratch.url.replace(/\/[^/]+$/, '/postgres') });
    await killer.connect();
    for (let i = 0; i < 30; i++) {
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [scratch.name],
      );
      await pause(50);
    }
    await killer.end();
    const cut = acknowledged.length;

    // It recovers by itself: answers are acknowledged again.
    await eventually('recovery', async () => acknowledged.length >= cut + 100);
    stop = true;
    await load;

    expect(exited).toBeNull();
    expect(broken).toEqual([]);
    for (const r of refused) {
      expect(r.status).toBe(503);
      expect(JSON.parse(r.body).error.message).toBe(unavailableTexts.message);
    }

    // Nothing acknowledged is lost.
    const stored = await database.db
      .select({ n: count() })
      .from(rsvps)
      .where(and(eq(rsvps.weddingId, loaded.weddingId), inArray(rsvps.name, acknowledged)));
    expect(stored[0]?.n).toBe(acknowledged.length);

    // A job sent after the cut runs: another couple's answer reaches them by e-mail.
    const later = await couple();
    const answer = await app.json('noivos', 'POST', `/api/sites/${later.slug}/rsvps`, {
      name: 'Tia Depois do Corte',
      attending: true,
    });
    expect(answer.status).toBe(200);
    // Told: the e-mail went out and the answer is no longer news (marked just after the send).
    await eventually('the later e-mail', async () => {
      if (!smtp.mails.some((m) => m.to.includes(later.email))) return false;
      const [told] = await database!.db
        .select({ n: count() })
        .from(rsvps)
        .where(and(eq(rsvps.weddingId, later.weddingId), isNull(rsvps.mailPendingSince)));
      return told?.n === 1;
    });
    expect((await app.request('', 'GET', '/api/health')).status).toBe(200);
    expect(exited, output).toBeNull();
    // Every connection lost was met where it happened: none reached the last resort.
    expect(output).not.toContain(STRAY_CONNECTION_FAILURE);
  });
});
