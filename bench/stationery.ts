// Papelaria (issue 22) through the real app (`app.inject` as a signed-in couple: routing, session,
// zod, SQL, the renderer and the content cache), on a PostgreSQL database of its own:
//   1. one invitation PNG (1080x1920) and one print PDF (A5 + bleed), each rendered cold: every
//      round saves a new message first, so no picture comes from the cache (p50/p95);
//   2. the same download again, answered from the cache (p50/p95);
//   3. the zip of 200 households' invitations (each with its name and QR code), cold and cached.
// npm run bench:stationery -- [rounds=20] [batchRounds=2]   (BENCH_DATABASE_URL for another database)
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCoupleWithWedding } from '../src/server/db/seed/factories.ts';
import { insertHousehold } from '../src/server/testing/invited-households.ts';
import { benchApp, benchDatabase, percentile, surnames } from './support/admin-bench.ts';

const [roundsArg = '20', batchArg = '2'] = process.argv.slice(2).filter((a) => a !== '--');
const rounds = Number(roundsArg);
const batchRounds = Number(batchArg);
const HOUSEHOLDS = 200;
const PAINEL = 'painel.localhost:3000';
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/casamento_bench_papelaria';

const database = await benchDatabase(url);
const app = await benchApp(database, {
  // The cache writes its files here, never into the project's data folder.
  DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-papelaria-')),
});
const email = `bench-papelaria-${Date.now()}@exemplo.com`;
const password = 'Bench#Noivos2027';
const { wedding } = await createCoupleWithWedding(database.db, {
  email,
  password,
  name1: 'Bia',
  name2: 'Caio',
  weddingDate: '2027-10-09',
  slug: `bia-e-caio-${Date.now()}`,
});
for (let i = 0; i < HOUSEHOLDS; i++) {
  const surname = `${surnames[i % surnames.length]} ${surnames[Math.floor(i / surnames.length) % surnames.length]}`;
  await insertHousehold(database.db, wedding.id, { name: `Família ${surname} ${i + 1}`, members: [] });
}
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { host: PAINEL, origin: `http://${PAINEL}` },
  payload: { email, password },
});
const sid = login.cookies.find((c) => c.name === 'sid')?.value;
if (!sid) throw new Error(`bench couple login failed: ${login.body}`);
const headers = { host: PAINEL, origin: `http://${PAINEL}`, cookie: `sid=${sid}` };
const base = `/api/weddings/${wedding.id}/stationery`;

async function call(method: 'GET' | 'PUT', target: string, payload?: object) {
  const res = await app.inject({ method, url: target, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200)
    throw new Error(`${method} ${target}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

const overview = (await call('GET', base)).json() as { items: { texts: Record<string, string> }[] };
const texts = overview.items[0]!.texts;
let edits = 0;
/** A new message on the invitation: the next picture is new content. */
const edit = () =>
  call('PUT', `${base}/convite`, { layout: 'foto', texts: { ...texts, message: `Versão ${++edits}` } });

async function timed(label: string, n: number, before: (() => Promise<unknown>) | null, target: string) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    if (before) await before();
    const t0 = performance.now();
    await call('GET', target);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(0).padStart(6)} ms`;
  console.log(`  ${label.padEnd(44)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`);
}

console.log(
  `Papelaria: ${rounds} rodadas (lote: ${batchRounds} de ${HOUSEHOLDS} convites), Node ${process.version}`,
);
await call('GET', `${base}/convite/download?formato=stories`); // warm-up: fonts read, code loaded
await timed('PNG 1080x1920, renderizado', rounds, edit, `${base}/convite/download?formato=stories`);
await timed('PNG 1080x1920, do cache', rounds, null, `${base}/convite/download?formato=stories`);
await timed('PDF A5 + sangria, renderizado', rounds, edit, `${base}/convite/download?formato=pdf`);
await timed('PDF A5 + sangria, do cache', rounds, null, `${base}/convite/download?formato=pdf`);
if (batchRounds > 0) {
  const zip = `${base}/convite/households.zip`;
  await timed(`ZIP de ${HOUSEHOLDS} convites, renderizado`, batchRounds, edit, zip);
  await timed(`ZIP de ${HOUSEHOLDS} convites, do cache`, batchRounds, null, zip);
}

await app.close();
await database.close();
