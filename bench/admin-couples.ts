// The back office's couples at scale: fills a PostgreSQL database of its own with 100,000 couples
// (accounts, couples and weddings in one generate_series statement) and times the real HTTP routes
// through `app.inject` as a signed-in admin: the list with each filter and sort, searches by name and
// e-mail, a deep page, and a couple's details with every tab.
// Usage: `npm run bench:admin-couples` (PostgreSQL on 127.0.0.1:5432; BENCH_DATABASE_URL to choose
// another, BENCH_COUPLES for another size, BENCH_ROUNDS for more rounds).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createUser } from '../src/server/db/seed/factories.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { searchKey } from '../src/shared/text.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/casamento_bench_admin';
const COUPLES = Number(process.env.BENCH_COUPLES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TARGET_MS = 50;

const firstNames = [
  'Mariana',
  'João',
  'Ângela',
  'Conceição',
  'Rafael',
  'Helena',
  'Otávio',
  'Lúcia',
  'Caio',
  'Bianca',
  'Joaquim',
  'Érica',
  'Pedro',
  'Letícia',
  'André',
  'Beatriz',
  'Vinícius',
  'Camila',
  'Thiago',
  'Fernanda',
  'Gabriel',
  'Júlia',
  'Lucas',
  'Larissa',
  'Mateus',
  'Natália',
  'Rodrigo',
  'Patrícia',
  'Bruno',
  'Sílvia',
  'Gustavo',
  'Renata',
  'Felipe',
  'Aline',
  'Diego',
  'Simone',
  'Márcio',
  'Tatiane',
  'Leandro',
  'Vânia',
];
const surnames = [
  'Silva',
  'Souza',
  'Araújo',
  'Conceição',
  'Pereira',
  'Lima',
  'Gonçalves',
  'Ribeiro',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Almeida',
  'Nascimento',
  'Barbosa',
  'Moreira',
  'Cardoso',
  'Teixeira',
  'Freitas',
  'Brandão',
  'Guimarães',
  'Sá',
  'Lopes',
  'Vieira',
  'Monteiro',
  'Mendes',
  'Prado',
  'Castro',
  'Campos',
  'Fonseca',
  'Peçanha',
  'Queiroz',
  'Xavier',
  'Zanetti',
  'Bittencourt',
  'Magalhães',
  'Salgado',
  'Furtado',
  'Dantas',
  'Tavares',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function ensureDatabase() {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/** Replaces every account with `n` generated couples (5% inactive, 2% without a date yet). */
async function fill(client: pg.Client, n: number) {
  const started = performance.now();
  await client.query('TRUNCATE users, audit_log CASCADE');
  await client.query(
    `WITH g AS MATERIALIZED (
       SELECT g, gen_random_uuid() AS user_id, gen_random_uuid() AS wedding_id,
              f1.name || ' ' || s1.name AS name1, f1.key || ' ' || s1.key AS key1,
              f2.name || ' ' || s2.name AS name2, f2.key || ' ' || s2.key AS key2,
              now() - make_interval(secs => g * 97) AS created_at
       FROM generate_series(1, $1::int) AS g
       JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS f1(name, key, i) ON f1.i = 1 + g % cardinality($2::text[])
       JOIN unnest($4::text[], $5::text[]) WITH ORDINALITY AS s1(name, key, i) ON s1.i = 1 + (g / 3) % cardinality($4::text[])
       JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS f2(name, key, i) ON f2.i = 1 + (g / 7) % cardinality($2::text[])
       JOIN unnest($4::text[], $5::text[]) WITH ORDINALITY AS s2(name, key, i) ON s2.i = 1 + (g / 11) % cardinality($4::text[])
     ), u AS (
       INSERT INTO users (id, email, password_hash, role, status, email_verified_at, registration_ip, created_at)
       SELECT user_id, replace(split_part(key1, ' ', 1) || '.' || split_part(key2, ' ', 1), ' ', '') || '.' || g || '@exemplo.com.br',
              'x', 'couple', CASE WHEN g % 20 = 0 THEN 'inactive' ELSE 'active' END, created_at,
              '10.' || (g % 250) || '.' || (g / 250 % 250) || '.1', created_at
       FROM g
     ), c AS (
       INSERT INTO couples (user_id, name1, gender1, name2, gender2, wedding_date, phone, onboarding_step,
                            onboarding_progress, active_wedding_id, search_names, created_at)
       SELECT user_id, name1, 'noiva', name2, 'noivo',
              CASE WHEN g % 50 = 0 THEN NULL ELSE current_date + ((g * 37) % 1500 - 500) END,
              '119' || lpad((g % 100000000)::text, 8, '0'), 3, g % 9, wedding_id, key1 || ' ' || key2, created_at
       FROM g
     )
     INSERT INTO weddings (id, couple_id, slug, site_published, gift_list_published, created_at)
     SELECT wedding_id, user_id, 'bench-' || g, g % 3 = 0, g % 4 = 0, created_at FROM g`,
    [n, firstNames, firstNames.map(searchKey), surnames, surnames.map(searchKey)],
  );
  const filled = performance.now();
  // What autovacuum does to a table that stopped changing: statistics and the visibility map.
  await client.query('VACUUM ANALYZE users');
  await client.query('VACUUM ANALYZE couples');
  await client.query('VACUUM ANALYZE weddings');
  return { fillMs: filled - started, analyzeMs: performance.now() - filled };
}

await ensureDatabase();
const database = await openDatabase({ url });
await database.migrate();
await seed(database.db, { demo: false });
const client = new pg.Client({ connectionString: url });
await client.connect();
const { fillMs, analyzeMs } = await fill(client, COUPLES);

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  LOG_FORMAT: 'json',
  PORT: '3000',
  BASE_HOST: 'localhost:3000',
  JOB_WORKERS: 'false',
  RATE_LIMIT_FACTOR: '1000000',
});
const app = await buildApp(config, database);
await app.ready();
const password = 'Bench#Admin2027';
await createUser(database.db, { email: 'bench-admin@exemplo.com.br', password, role: 'admin' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { host: 'admin.localhost:3000', origin: 'http://admin.localhost:3000' },
  payload: { email: 'bench-admin@exemplo.com.br', password },
});
const sid = login.cookies.find((c) => c.name === 'sid')?.value;
if (!sid) throw new Error(`bench admin login failed: ${login.body}`);

const [sample] = (
  await client.query<{ id: string; email: string }>(
    `SELECT u.id, u.email FROM users u JOIN couples c ON c.user_id = u.id
     WHERE u.role = 'couple' ORDER BY c.created_at DESC OFFSET 777 LIMIT 1`,
  )
).rows;
if (!sample) throw new Error('no couple to look at');

const list = (qs: string) => `/api/admin/couples?${qs}`;
const cases: { label: string; url: string }[] = [
  { label: 'lista: padrão (cadastro recente)', url: list('') },
  { label: 'lista: página 200', url: list('page=200') },
  { label: 'lista: Ativos', url: list('filter=ativos') },
  { label: 'lista: Inativos', url: list('filter=inativos') },
  { label: 'lista: Próximos casamentos', url: list('filter=proximos&sort=casamento-antigo') },
  { label: 'lista: Casamentos passados', url: list('filter=passados&sort=casamento-recente') },
  { label: 'lista: cadastro mais antigo', url: list('sort=cadastro-antigo') },
  { label: 'lista: casamento mais recente', url: list('sort=casamento-recente') },
  { label: 'lista: casamento mais antigo', url: list('sort=casamento-antigo') },
  { label: 'lista: ordem alfabética', url: list('sort=alfabetica') },
  { label: 'busca: "mariana" (comum)', url: list('q=mariana') },
  { label: 'busca: "CONCEICAO araújo"', url: list(`q=${encodeURIComponent('CONCEICAO araújo')}`) },
  { label: 'busca: "zanetti", Inativos', url: list('q=zanetti&filter=inativos') },
  { label: 'busca: e-mail exato', url: list(`q=${encodeURIComponent(sample.email)}`) },
  { label: 'busca: parte do e-mail ".4242@"', url: list(`q=${encodeURIComponent('.4242@')}`) },
  { label: 'busca: sem resultado', url: list('q=zzzinexistente') },
  { label: 'detalhe: Visão Geral', url: `/api/admin/couples/${sample.id}` },
  { label: 'detalhe: Financeiro', url: `/api/admin/couples/${sample.id}/finance` },
  { label: 'detalhe: Lista de Presentes', url: `/api/admin/couples/${sample.id}/gift-list` },
  { label: 'detalhe: Onboarding', url: `/api/admin/couples/${sample.id}/onboarding` },
  { label: 'detalhe: Convidados', url: `/api/admin/couples/${sample.id}/guests` },
];

async function get(path: string) {
  const res = await app.inject({
    method: 'GET',
    url: path,
    headers: { host: 'admin.localhost:3000', cookie: `sid=${sid}` },
  });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as { total?: number };
}

console.log(
  `Casais no back office: ${COUPLES.toLocaleString('pt-BR')} casais (preenchidos em ${(fillMs / 1000).toFixed(1)} s, VACUUM ANALYZE ${(analyzeMs / 1000).toFixed(1)} s), ${ROUNDS} rodadas por rota via app.inject (${new Date().toISOString().slice(0, 10)})\n`,
);
console.log(`| rota | p50 | p95 | resultados |\n| --- | --- | --- | --- |`);
const slow: string[] = [];
const all: number[] = [];
for (const c of cases) {
  await get(c.url); // warm-up
  const times: number[] = [];
  let body = await get(c.url);
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    body = await get(c.url);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  const p95 = percentile(times, 95);
  if (p95 >= TARGET_MS) slow.push(c.label);
  console.log(
    `| ${c.label} | ${percentile(times, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${body.total?.toLocaleString('pt-BR') ?? '—'} |`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `\ntodas: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, máx ${all.at(-1)?.toFixed(1)} ms`,
);
console.log(
  slow.length
    ? `acima de ${TARGET_MS} ms (p95): ${slow.join('; ')}`
    : `todas abaixo de ${TARGET_MS} ms (p95)`,
);
await app.close();
await client.end();
await database.close();
