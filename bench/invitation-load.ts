// A personal invitation page's throughput beside the cached guest page's (issue 21), in one
// command: a PostgreSQL database of its own with the demo couple (its ~30 households, Cerimônia and
// Festa), the app started as in bench:load (NODE_ENV=production, one process, rate limits lifted),
// then, at 50 connections, the guest page and the personal page of "Família Andrade" (4 members, 2
// events) in turns, `rounds` times each, so a passing load on the machine hits both alike; asked
// as plain HTML (as bench:load asks) and as a browser asks (brotli or gzip accepted).
// npm run bench:invitation -- [seconds=10] [rounds=3]   (BENCH_DATABASE_URL to use another database)
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { invitedHouseholds, weddings } from '../src/server/db/schema.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { BASE_HOST, freePort, start } from '../src/server/testing/app-process.ts';

const [seconds = '10', roundsArg = '3'] = process.argv.slice(2).filter((a) => a !== '--');
const duration = Number(seconds);
const rounds = Number(roundsArg);
const SLUG = 'mariana-e-joao';
const noivos = `noivos.${BASE_HOST}`;

async function benchDatabase(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists casamento_bench_convite with (force)');
  await admin.query('create database casamento_bench_convite');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/casamento_bench_convite';
}

async function householdCode(url: string): Promise<string> {
  const database = await openDatabase({ url });
  await database.migrate();
  await seed(database.db, { demo: true });
  const [row] = await database.db
    .select({ code: invitedHouseholds.inviteCode })
    .from(invitedHouseholds)
    .innerJoin(weddings, eq(weddings.id, invitedHouseholds.weddingId))
    .where(and(eq(weddings.slug, SLUG), eq(invitedHouseholds.name, 'Família Andrade')));
  await database.close();
  if (!row?.code) throw new Error('demo household missing');
  return row.code;
}

type Run = { rps: number; p99: number; errors: number };

async function rps(url: string, seconds: number, encoding = 'identity'): Promise<Run> {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { host: noivos, 'accept-encoding': encoding },
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const url = await benchDatabase();
const code = await householdCode(url);
const port = await freePort();
const app = await start(port, {
  DATABASE_URL: url,
  BASE_HOST,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_FACTOR: '1000000',
  DATA_DIR: path.resolve('.tmp/bench-data'),
});
const origin = `http://127.0.0.1:${port}`;
const guestUrl = `${origin}/${SLUG}`;
const personalUrl = `${origin}/${SLUG}/convite/${code}`;
const encodings = [
  ['plain HTML', 'identity'],
  ['as a browser asks (br, gzip)', 'br, gzip'],
] as const;
const runs = new Map<string, { guest: Run[]; personal: Run[] }>(
  encodings.map(([label]) => [label, { guest: [], personal: [] }]),
);
try {
  // Warm-up: the app's first seconds (compilation, start-up jobs) and first renders do not count.
  await rps(guestUrl, 8);
  await rps(personalUrl, 8);
  for (let i = 0; i < rounds; i++) {
    for (const [label, encoding] of encodings) {
      const into = runs.get(label)!;
      into.guest.push(await rps(guestUrl, duration, encoding));
      into.personal.push(await rps(personalUrl, duration, encoding));
      console.log(
        `round ${i + 1}, ${label}: guest page ${into.guest.at(-1)?.rps} req/s, personal page ${into.personal.at(-1)?.rps} req/s`,
      );
    }
  }
} finally {
  app.kill('SIGTERM');
}

const lines: string[] = [];
const verdicts: string[] = [];
let errors = 0;
for (const [label, { guest, personal }] of runs) {
  const g = median(guest.map((r) => r.rps));
  const p = median(personal.map((r) => r.rps));
  const ratio = Math.round((100 * p) / g);
  errors += [...guest, ...personal].reduce((n, r) => n + r.errors, 0);
  lines.push(
    `| ${label} | ${g} | ${median(guest.map((r) => r.p99))} ms | ${p} | ${median(personal.map((r) => r.p99))} ms | ${ratio}% |`,
  );
  verdicts.push(
    `${label}: personal page at ${ratio}% of the guest page's requests/s (target ≥ 70%): ${ratio >= 70 ? 'met' : 'NOT MET'}`,
  );
}
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${rounds} rounds × ${duration} s each, 50 connections, errors/non-2xx: ${errors}\n\n| asked as | guest page req/s (median) | p99 | personal page req/s (median) | p99 | ratio |\n| --- | --- | --- | --- | --- | --- |\n${lines.join('\n')}\n\n${verdicts.map((v) => `- ${v}`).join('\n')}`,
);
