// Load benchmark of the guest site (issue 13), side by side in one command: it makes a PostgreSQL
// database of its own, seeds the demo couple with photos, the 60-gift list and 50 messages, starts
// the app (NODE_ENV=production, rate limits lifted) and runs at 50 connections:
//   1. a static file of the same size as the guest page, served by the same process (the ceiling);
//   2. the published guest page;
//   3. RSVP posts, each a different guest, then checks the database holds exactly those rows;
//   4. a household's personal invitation page (the cached page plus its part, issue 21).
// npm run bench:load -- [seconds=20] [rsvps=30000]   (BENCH_DATABASE_URL to use another database;
// WEB_CONCURRENCY and REDIS_URL are passed to the app when set)
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { guestMessages, media, siteSections, weddingEvents, weddings } from '../src/server/db/schema.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { webDist } from '../src/server/http/web-manifest.ts';
import { BASE_HOST, freePort, start } from '../src/server/testing/app-process.ts';
import { insertHousehold } from '../src/server/testing/invited-households.ts';

const [seconds = '20', rsvpCount = '30000'] = process.argv.slice(2).filter((a) => a !== '--');
const duration = Number(seconds);
const SLUG = 'mariana-e-joao';
const noivos = `noivos.${BASE_HOST}`;

async function benchDatabase(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists casamento_bench_carga with (force)');
  await admin.query('create database casamento_bench_carga');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/casamento_bench_carga';
}

/** The demo site as a busy couple leaves it: an album of 12 photos, a cover and 50 messages. */
async function seedBusySite(url: string): Promise<string> {
  const database = await openDatabase({ url });
  await database.migrate();
  await seed(database.db, { demo: true });
  const db = database.db;
  const [wedding] = await db.select().from(weddings).where(eq(weddings.slug, SLUG));
  if (!wedding) throw new Error('demo wedding missing');
  const photos = await db
    .insert(media)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        weddingId: wedding.id,
        kind: 'image' as const,
        fileName: `bench-${randomUUID()}.webp`,
        mime: 'image/webp',
        width: 1600,
        height: i % 3 === 0 ? 1067 : 2400,
        bytes: 180_000,
      })),
    )
    .returning({ id: media.id });
  const ids = photos.map((p) => p.id);
  await db
    .update(siteSections)
    .set({ content: sql`${siteSections.content} || ${JSON.stringify({ photoIds: ids.slice(1) })}::jsonb` })
    .where(and(eq(siteSections.weddingId, wedding.id), eq(siteSections.kind, 'o-casal')));
  await db
    .update(weddings)
    .set({
      siteSettings: sql`coalesce(${weddings.siteSettings}, '{}'::jsonb) || jsonb_build_object('intro',
        coalesce(${weddings.siteSettings} -> 'intro', '{}'::jsonb) || jsonb_build_object('coverMediaId', ${ids[0]}::text))`,
    })
    .where(eq(weddings.id, wedding.id));
  await db.insert(guestMessages).values(
    Array.from({ length: 50 }, (_, i) => ({
      weddingId: wedding.id,
      authorName: `Convidada ${i + 1}`,
      body: 'Que a vida de vocês seja cheia de amor, risadas e viagens! Felicidades ao casal.',
      status: 'published' as const,
    })),
  );
  await database.close();
  return wedding.id;
}

/**
 * A household of four invited to the demo's events, for its personal page (the RSVP run's guests
 * are not on the demo's guest list: their answers wait in "Respostas sem convite").
 */
async function seedHousehold(url: string, weddingId: string): Promise<string> {
  const database = await openDatabase({ url });
  const events = await database.db
    .select({ id: weddingEvents.id })
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, weddingId));
  const household = await insertHousehold(database.db, weddingId, {
    name: 'Família Bench',
    members: [
      { name: 'Ana' },
      { name: 'Rui' },
      { name: 'Leo', ageGroup: 'crianca' },
      { name: 'Bia', ageGroup: 'bebe' },
    ],
    maxCompanions: 1,
    eventIds: events.map((e) => e.id),
  });
  await database.close();
  return household.code;
}

interface Row {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(title: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: 50, ...options });
  const row = {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  console.log(`${title}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`);
  return row;
}

const url = await benchDatabase();
const weddingId = await seedBusySite(url);
const port = await freePort();
const app = await start(port, {
  DATABASE_URL: url,
  BASE_HOST,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  RATE_LIMIT_FACTOR: '1000000',
  DATA_DIR: path.resolve('.tmp/bench-data'),
});
const origin = `http://127.0.0.1:${port}`;
const staticName = `bench-${randomUUID()}.html`;
const staticFile = path.join(webDist, 'static', staticName);
const rows: Row[] = [];
let exact = false;
let rsvpSummary = '';
try {
  // fetch() would send its own Host header; the platform tells sites apart by it.
  const page = await new Promise<{ status: number; html: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/${SLUG}`, headers: { host: noivos } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html: body }));
      })
      .on('error', reject);
  });
  const html = page.html;
  if (page.status !== 200 || !html.includes('Lista de Presentes')) throw new Error('guest page not served');
  const gifts = html.match(/class="gift-card"/g)?.length ?? 0;
  console.log(
    `guest page: ${Buffer.byteLength(html)} bytes, ${gifts} gifts; static file of the same size: /static/${staticName}`,
  );
  await writeFile(staticFile, html);

  const common = { duration, headers: { 'accept-encoding': 'identity' } };
  // A short warm-up of each, so the first seconds of compilation do not count.
  await autocannon({ url: `${origin}/static/${staticName}`, duration: 2, headers: { host: BASE_HOST } });
  rows.push(
    await load('static file, same size (ceiling)', {
      ...common,
      url: `${origin}/static/${staticName}`,
      headers: { ...common.headers, host: BASE_HOST },
    }),
  );
  await autocannon({ url: `${origin}/${SLUG}`, duration: 2, headers: { host: noivos } });
  rows.push(
    await load('guest page (photos, 60 gifts, 50 messages)', {
      ...common,
      url: `${origin}/${SLUG}`,
      headers: { ...common.headers, host: noivos },
    }),
  );

  const run = randomUUID().slice(0, 8);
  let sent = 0;
  const result = await autocannon({
    url: `${origin}/api/sites/${SLUG}/rsvps`,
    connections: 50,
    amount: Number(rsvpCount),
    method: 'POST',
    headers: { host: noivos, origin: `http://${noivos}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          sent++;
          return {
            ...request,
            body: JSON.stringify({
              name: `Convidado ${run} ${sent}`,
              attending: sent % 5 !== 0,
              companions: sent % 3 === 0 ? 1 : 0,
              companionNames: sent % 3 === 0 ? [`Acompanhante ${sent}`] : [],
              email: `convidado.${run}.${sent}@exemplo.com`,
            }),
          };
        },
      },
    ],
  });
  const rsvp: Row = {
    title: 'RSVP posts, each a new guest',
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  rows.push(rsvp);
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const {
    rows: [counted],
  } = await check.query(
    `select count(*)::int as n, count(distinct name)::int as distinct_names from rsvps
      where wedding_id = $1 and name like $2`,
    [weddingId, `Convidado ${run} %`],
  );
  await check.end();
  exact = counted.n === result['2xx'] && counted.distinct_names === counted.n && rsvp.errors === 0;
  rsvpSummary = `${result['2xx']} RSVPs answered 2xx, ${counted.n} rows in the database (${counted.distinct_names} distinct guests)`;
  console.log(`RSVP: ${rsvp.rps} req/s, p50 ${rsvp.p50} ms, p99 ${rsvp.p99} ms; ${rsvpSummary}`);

  const personalPath = `/${SLUG}/convite/${await seedHousehold(url, weddingId)}`;
  await autocannon({ url: `${origin}${personalPath}`, duration: 2, headers: { host: noivos } });
  rows.push(
    await load('personal invitation page (4 members, 2 events)', {
      ...common,
      url: `${origin}${personalPath}`,
      headers: { ...common.headers, host: noivos },
    }),
  );
} finally {
  await rm(staticFile, { force: true });
  app.kill('SIGTERM');
}

const [staticRow, pageRow, rsvpRow, personalRow] = rows as [Row, Row, Row, Row];
const verdicts = [
  `guest page at ${Math.round((100 * pageRow.rps) / staticRow.rps)}% of the static file's requests/s (target ≥ 80%): ${pageRow.rps >= 0.8 * staticRow.rps ? 'met' : 'NOT MET'}`,
  `guest page p99 ${(pageRow.p99 / Math.max(1, staticRow.p99)).toFixed(2)}× the static file's (target ≤ 1.5×): ${pageRow.p99 <= 1.5 * Math.max(1, staticRow.p99) ? 'met' : 'NOT MET'}`,
  `personal invitation page at ${Math.round((100 * personalRow.rps) / pageRow.rps)}% of the guest page's requests/s (target ≥ 70%): ${personalRow.rps >= 0.7 * pageRow.rps ? 'met' : 'NOT MET'}`,
  `RSVP ${rsvpRow.rps}/s with p99 ${rsvpRow.p99} ms (target ≥ 1,500/s, p99 < 100 ms): ${rsvpRow.rps >= 1500 && rsvpRow.p99 < 100 ? 'met' : 'NOT MET'}`,
  `RSVP rows exact: ${exact ? 'yes' : 'NO'} (${rsvpSummary})`,
];
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${duration} s per run, 50 connections, WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 1}${process.env.REDIS_URL ? ', Redis' : ''}\n\n| run | requests/s | p50 | p99 | errors/non-2xx |\n| --- | --- | --- | --- | --- |\n${rows
    .map((r) => `| ${r.title} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`)
    .join('\n')}\n\n${verdicts.map((v) => `- ${v}`).join('\n')}`,
);
