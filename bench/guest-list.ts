// The guest list at 1,000 households (issue 21), through the real app (`app.inject` as a signed-in
// couple: routing, session, zod, SQL and JSON included), on a PostgreSQL database of its own:
//   1. import: a CSV of 1,000 households with 4,000 people read by the file route, previewed and
//      confirmed, exactly as the panel's import does (target: under 5 s in all);
//   2. the guest list page (API) and its search, filters and pages at those 1,000 households,
//      `rounds` timed requests each after a warm-up (target: p95 < 50 ms).
// npm run bench:guest-list -- [rounds=30]   (BENCH_DATABASE_URL to use another database;
// BENCH_NO_ANALYZE=1 times the list before the statistics are refreshed)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createCoupleWithWedding } from '../src/server/db/seed/factories.ts';
import { multipartFile } from '../src/server/testing/multipart.ts';
import { guessColumns, rowsFromTable } from '../src/shared/guest-import.ts';
import { benchApp, benchDatabase, firstNames, percentile, surnames } from './support/admin-bench.ts';

const [roundsArg = '30'] = process.argv.slice(2).filter((a) => a !== '--');
const rounds = Number(roundsArg);
const HOUSEHOLDS = 1_000;
const PEOPLE_EACH = 4;
const PAINEL = 'painel.localhost:3000';
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/casamento_bench_convidados';
const sides = ['noiva', 'noivo', 'ambos'];
const tags = ['família', 'amigos', 'trabalho', 'faculdade', 'vizinhos'];
const ages = ['adulto', 'adulto', 'criança', 'bebê'];

/** 1,000 households of four, each "Família {surname} {surname}", as Google Sheets exports them. */
function csv(): string {
  const lines = ['Família;Nome;Telefone;E-mail;Idade;Lado;Marcadores'];
  for (let i = 0; i < HOUSEHOLDS; i++) {
    const family = `${surnames[i % surnames.length]} ${surnames[Math.floor(i / surnames.length) % surnames.length]}`;
    for (let k = 0; k < PEOPLE_EACH; k++) {
      const first = firstNames[(i * PEOPLE_EACH + k) % firstNames.length];
      const n = i * PEOPLE_EACH + k;
      const phone =
        k === 0 ? `(11) 9${String(10_000_000 + n).slice(0, 4)}-${String(n).padStart(4, '0')}` : '';
      const email = k === 0 ? `convidado${n}@exemplo.com` : '';
      lines.push(
        [
          `Família ${family}`,
          `${first} ${family}`,
          phone,
          email,
          ages[k],
          sides[i % 3],
          tags[i % tags.length],
        ].join(';'),
      );
    }
  }
  return lines.join('\r\n');
}

const database = await benchDatabase(url);
const app = await benchApp(database);
const email = `bench-convidados-${Date.now()}@exemplo.com`;
const password = 'Bench#Noivos2027';
const { wedding } = await createCoupleWithWedding(database.db, {
  email,
  password,
  name1: 'Bia',
  name2: 'Caio',
});
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { host: PAINEL, origin: `http://${PAINEL}` },
  payload: { email, password },
});
const sid = login.cookies.find((c) => c.name === 'sid')?.value;
if (!sid) throw new Error(`bench couple login failed: ${login.body}`);
const headers = { host: PAINEL, origin: `http://${PAINEL}`, cookie: `sid=${sid}` };
const base = `/api/weddings/${wedding.id}/guest-list`;

async function call<T>(method: 'GET' | 'POST', path: string, extra: object = {}): Promise<T> {
  const res = await app.inject({ method, url: path, headers, ...extra });
  if (res.statusCode !== 200)
    throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

// 1. Import, timed end to end and step by step.
const file = Buffer.from(csv());
const t0 = performance.now();
const upload = multipartFile('convidados.csv', 'text/csv', file);
const table = await call<{ headers: string[]; rows: string[][] }>('POST', `${base}/import/file`, {
  payload: upload.payload,
  headers: { ...headers, ...upload.headers },
});
const t1 = performance.now();
const rows = rowsFromTable(table.rows, guessColumns(table.headers));
const preview = await call<{ summary: Record<string, number> }>('POST', `${base}/import/preview`, {
  payload: { rows },
});
const t2 = performance.now();
const imported = await call<Record<string, number>>('POST', `${base}/import`, { payload: { rows } });
const t3 = performance.now();
const total = (t3 - t0) / 1000;
console.log(
  `import of ${file.length} bytes (${rows.length} lines): file ${(t1 - t0).toFixed(0)} ms, preview ${(t2 - t1).toFixed(0)} ms, confirm ${(t3 - t2).toFixed(0)} ms; total ${total.toFixed(2)} s (target < 5 s: ${total < 5 ? 'met' : 'NOT MET'})`,
);
console.log(`preview: ${JSON.stringify(preview.summary)}; imported: ${JSON.stringify(imported)}`);

// 2. The list page and its search, once the tables' statistics know of the import (autovacuum
// analyses them within a minute of such a load; right after it, the planner still believes the
// tables nearly empty and the age-group filter joins by a nested loop).
if (!process.env.BENCH_NO_ANALYZE)
  await database.db.execute(sql`analyze invited_households, household_members`);
const cases = [
  { label: 'first page (no filter)', url: base },
  { label: 'page 10', url: `${base}?page=10` },
  { label: 'search a surname ("araujo", no accent)', url: `${base}?q=araujo` },
  { label: 'search two words ("mariana SOUZA")', url: `${base}?q=mariana%20SOUZA` },
  { label: 'search a rare name ("zanetti", 1 household in 60)', url: `${base}?q=zanetti` },
  { label: 'search with no match ("xyzw")', url: `${base}?q=xyzw` },
  { label: 'filter: state "não enviado"', url: `${base}?state=nao-enviado` },
  { label: 'filter: side noiva + tag amigos', url: `${base}?side=noiva&tag=amigos` },
  { label: 'filter: age group criança', url: `${base}?ageGroup=crianca` },
];
console.log(
  `\n| request (${HOUSEHOLDS} households, ${HOUSEHOLDS * PEOPLE_EACH} people) | p50 | p95 | matches |`,
);
console.log('| --- | --- | --- | --- |');
const all: number[] = [];
let slow = 0;
for (const c of cases) {
  await call('GET', c.url);
  const times: number[] = [];
  let body = { total: 0 } as { total: number };
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    body = await call<{ total: number }>('GET', c.url);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  const p95 = percentile(times, 95);
  if (p95 >= 50) slow++;
  console.log(
    `| ${c.label} | ${percentile(times, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${body.total} |`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `\nall: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${all.at(-1)?.toFixed(1)} ms; p95 < 50 ms: ${slow === 0 ? 'met' : `NOT MET (${slow} requests)`}`,
);
await app.close();
await database.close();
