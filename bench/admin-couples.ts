// The back office's couples at scale: fills a PostgreSQL database of its own with 100,000 couples
// (accounts, couples and weddings in one generate_series statement) and times the real HTTP routes
// through `app.inject` as a signed-in admin: the list with each filter and sort, searches by name and
// e-mail, a deep page, and a couple's details with every tab.
// Usage: `npm run bench:admin-couples` (PostgreSQL on 127.0.0.1:5432; BENCH_DATABASE_URL to choose
// another, BENCH_COUPLES for another size, BENCH_ROUNDS for more rounds).
import pg from 'pg';
import { rebuildCouplesDaily } from '../src/server/modules/admin-dashboard/couples-daily.ts';
import { searchKey } from '../src/shared/text.ts';
import { adminApp, benchDatabase, firstNames, surnames, timeRoutes } from './support/admin-bench.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/casamento_bench_admin';
const COUPLES = Number(process.env.BENCH_COUPLES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TARGET_MS = 50;

/** Replaces every account with `n` generated couples (5% inactive, 2% without a date yet). */
async function fill(client: pg.Client, n: number) {
  const started = performance.now();
  await client.query('TRUNCATE users, audit_log CASCADE');
  await client.query(
    `WITH g AS MATERIALIZED (
       SELECT g, gen_random_uuid() AS user_id, gen_random_uuid() AS wedding_id,
              f1.name || ' ' || s1.name AS name1, f1.key || ' ' || s1.key AS key1,
              f2.name || ' ' || s2.name AS name2, f2.key || ' ' || s2.key AS key2,
              now() - make_interval(secs => g * 97) AS created_at,
              replace(split_part(f1.key, ' ', 1) || '.' || split_part(f2.key, ' ', 1), ' ', '') || '.' || g
                || '@exemplo.com.br' AS email
       FROM generate_series(1, $1::int) AS g
       JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS f1(name, key, i) ON f1.i = 1 + g % cardinality($2::text[])
       JOIN unnest($4::text[], $5::text[]) WITH ORDINALITY AS s1(name, key, i) ON s1.i = 1 + (g / 3) % cardinality($4::text[])
       JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS f2(name, key, i) ON f2.i = 1 + (g / 7) % cardinality($2::text[])
       JOIN unnest($4::text[], $5::text[]) WITH ORDINALITY AS s2(name, key, i) ON s2.i = 1 + (g / 11) % cardinality($4::text[])
     ), u AS (
       INSERT INTO users (id, email, password_hash, role, status, email_verified_at, registration_ip, created_at)
       SELECT user_id, email, 'x', 'couple', CASE WHEN g % 20 = 0 THEN 'inactive' ELSE 'active' END, created_at,
              '10.' || (g % 250) || '.' || (g / 250 % 250) || '.1', created_at
       FROM g
     ), c AS (
       INSERT INTO couples (user_id, name1, gender1, name2, gender2, wedding_date, phone, onboarding_step,
                            onboarding_progress, active_wedding_id, search_names, search_email, created_at)
       SELECT user_id, name1, 'noiva', name2, 'noivo',
              CASE WHEN g % 50 = 0 THEN NULL ELSE current_date + ((g * 37) % 1500 - 500) END,
              '119' || lpad((g % 100000000)::text, 8, '0'), 3, g % 9, wedding_id, key1 || ' ' || key2, email,
              created_at
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

const database = await benchDatabase(url);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { fillMs, analyzeMs } = await fill(client, COUPLES);
// The fill writes accounts and couples in one statement, where the couples' triggers cannot see the
// accounts yet: the dashboard's daily counts are rebuilt from the rows.
await database.db.transaction((tx) => rebuildCouplesDaily(tx));

const { app, get } = await adminApp(database);

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

console.log(
  `Casais no back office: ${COUPLES.toLocaleString('pt-BR')} casais (preenchidos em ${(fillMs / 1000).toFixed(1)} s, VACUUM ANALYZE ${(analyzeMs / 1000).toFixed(1)} s), ${ROUNDS} rodadas por rota via app.inject (${new Date().toISOString().slice(0, 10)})\n`,
);
await timeRoutes<{ total?: number }>(get, cases, {
  rounds: ROUNDS,
  targetMs: TARGET_MS,
  found: (body) => body.total?.toLocaleString('pt-BR') ?? '—',
});
await app.close();
await client.end();
await database.close();
