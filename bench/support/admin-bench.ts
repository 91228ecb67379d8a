// What the back-office benches share: the generated couples' names, the database they fill, an
// admin signed in through the real app, and the timing loop that prints p50/p95 per route.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { createUser } from '../../src/server/db/seed/factories.ts';
import { seed } from '../../src/server/db/seed/index.ts';

/** First names of the generated couples: each is 1 couple in 20's (so "mariana" is a common search). */
export const firstNames = [
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
export const surnames = [
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

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Creates the bench's own database when it does not exist yet. */
export async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/** The bench's database, migrated and seeded with the platform's own data (no demo couple). */
export async function benchDatabase(url: string): Promise<Database> {
  await ensureDatabase(url);
  const database = await openDatabase({ url });
  await database.migrate();
  await seed(database.db, { demo: false });
  return database;
}

/** The real app on `database`, quiet, without job workers and with the rate limits lifted. */
export async function benchApp(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    PORT: '3000',
    BASE_HOST: 'localhost:3000',
    JOB_WORKERS: 'false',
    RATE_LIMIT_FACTOR: '1000000',
    ...env,
  });
  const app = await buildApp(config, database);
  await app.ready();
  return app;
}

const ADMIN = 'bench-admin@exemplo.com.br';

/** The real app on `database`, and GET as an admin signed in through it. */
export async function adminApp(database: Database) {
  const app = await benchApp(database);
  const password = 'Bench#Admin2027';
  await database.db.execute(`DELETE FROM users WHERE email = '${ADMIN}'`);
  await createUser(database.db, { email: ADMIN, password, role: 'admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: 'admin.localhost:3000', origin: 'http://admin.localhost:3000' },
    payload: { email: ADMIN, password },
  });
  const sid = login.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(`bench admin login failed: ${login.body}`);
  async function get<T>(path: string): Promise<T> {
    const res = await app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'admin.localhost:3000', cookie: `sid=${sid}` },
    });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }
  return { app, get };
}

/**
 * Times each route `rounds` times after a warm-up and prints a Markdown table (p50, p95 and what
 * `found` says of the answer), the overall figures and the routes at or over `targetMs` (p95).
 */
export async function timeRoutes<T>(
  get: (path: string) => Promise<T>,
  cases: { label: string; url: string }[],
  options: { rounds: number; targetMs: number; found: (body: T) => string },
): Promise<void> {
  console.log(`| rota | p50 | p95 | resultados |\n| --- | --- | --- | --- |`);
  const slow: string[] = [];
  const all: number[] = [];
  for (const c of cases) {
    await get(c.url); // warm-up
    const times: number[] = [];
    let body = await get(c.url);
    for (let i = 0; i < options.rounds; i++) {
      const t = performance.now();
      body = await get(c.url);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const p95 = percentile(times, 95);
    if (p95 >= options.targetMs) slow.push(c.label);
    console.log(
      `| ${c.label} | ${percentile(times, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${options.found(body)} |`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `\ntodas: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, máx ${all.at(-1)?.toFixed(1)} ms`,
  );
  console.log(
    slow.length
      ? `acima de ${options.targetMs} ms (p95): ${slow.join('; ')}`
      : `todas abaixo de ${options.targetMs} ms (p95)`,
  );
}
