// The back office's money at scale: fills a PostgreSQL database of its own with 100,000 couples
// (accounts, couples, weddings, five gifts each), 1,000,000 gift payments over 18 months with a
// realistic spread of status, method and dates, the withdrawals, and the double-entry ledger those
// payments and withdrawals wrote (balanced transactions, checked after the load), all in set-based
// generate_series statements; then times the real HTTP routes through `app.inject` as a signed-in
// admin: the dashboard, the gift-lists overview, payments, withdrawals and finances.
// Usage: `npm run bench:admin-money` (PostgreSQL on 127.0.0.1:5432; BENCH_DATABASE_URL to choose
// another, BENCH_COUPLES / BENCH_PAYMENTS for other sizes, BENCH_ROUNDS for more rounds,
// BENCH_KEEP=1 to time an existing fill again without reloading it).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { openDatabase } from '../src/server/db/client.ts';
import { rebuildCouplesDaily } from '../src/server/modules/admin-dashboard/couples-daily.ts';
import { rebuildMoneyDaily } from '../src/server/modules/money-summary/money-daily.ts';
import { searchKey } from '../src/shared/text.ts';
import { adminApp, benchDatabase, firstNames, surnames, timeRoutes } from './support/admin-bench.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/casamento_bench_money';
const COUPLES = Number(process.env.BENCH_COUPLES ?? 100_000);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const KEEP = process.env.BENCH_KEEP === '1';
const TARGET_MS = 50;
/** 18 months of history, in days. */
const SPAN_DAYS = 548;

async function step(client: pg.Client, label: string, text: string, params: unknown[] = []) {
  const t = performance.now();
  const r = await client.query(text, params);
  console.log(
    `  ${label}: ${r.rowCount?.toLocaleString('pt-BR') ?? '—'} linhas, ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

/**
 * Replaces every account and all money with generated rows. Triggers (the ledger's immutability
 * and per-row balance checks, foreign keys, the couples' search e-mail and daily counts) are off for
 * the load (`session_replication_role`): every transaction is built balanced, which one query checks
 * afterwards, the search e-mail is written with the couple, and the daily summaries are rebuilt.
 */
async function fill(client: pg.Client, database: Awaited<ReturnType<typeof openDatabase>>) {
  const started = performance.now();
  await client.query("SET session_replication_role = 'replica'");
  // Deterministic ids (version 4 and variant bits set, as the API's uuid checks expect).
  await client.query(`CREATE OR REPLACE FUNCTION pg_temp.bid(text) RETURNS uuid LANGUAGE sql IMMUTABLE AS
    $$ SELECT overlay(overlay(md5($1) placing '4' from 13) placing '8' from 17)::uuid $$`);
  await client.query(
    'TRUNCATE users, audit_log, gift_payments, ledger_accounts, ledger_transactions, ledger_entries, withdrawals, money_daily, couples_daily CASCADE',
  );
  await step(
    client,
    'casais',
    `WITH g AS MATERIALIZED (
       SELECT g, pg_temp.bid('u' || g)::uuid AS user_id, pg_temp.bid('w' || g)::uuid AS wedding_id,
              f1.name || ' ' || s1.name AS name1, f1.key || ' ' || s1.key AS key1,
              f2.name || ' ' || s2.name AS name2, f2.key || ' ' || s2.key AS key2,
              now() - make_interval(secs => g * 97 + 86400 * 30) AS created_at
       FROM generate_series(1, $1::int) AS g
       JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS f1(name, key, i) ON f1.i = 1 + g % cardinality($2::text[])
       JOIN unnest($4::text[], $5::text[]) WITH ORDINALITY AS s1(name, key, i) ON s1.i = 1 + (g / 3) % cardinality($4::text[])
       JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS f2(name, key, i) ON f2.i = 1 + (g / 7) % cardinality($2::text[])
       JOIN unnest($4::text[], $5::text[]) WITH ORDINALITY AS s2(name, key, i) ON s2.i = 1 + (g / 11) % cardinality($4::text[])
     ), u AS (
       INSERT INTO users (id, email, password_hash, role, status, email_verified_at, created_at)
       SELECT user_id, 'casal.' || g || '@exemplo.com.br', 'x', 'couple',
              CASE WHEN g % 20 = 0 THEN 'inactive' ELSE 'active' END, created_at, created_at
       FROM g
     ), c AS (
       INSERT INTO couples (user_id, name1, gender1, name2, gender2, wedding_date, onboarding_step,
                            onboarding_progress, onboarding_completed_at, active_wedding_id, search_names, search_email,
                            created_at)
       SELECT user_id, name1, 'noiva', name2, 'noivo', current_date + ((g * 37) % 1500 - 500), 8, 8,
              CASE WHEN g % 3 <> 0 THEN created_at + interval '1 day' END, wedding_id, key1 || ' ' || key2,
              'casal.' || g || '@exemplo.com.br', created_at
       FROM g
     ), l AS (
       INSERT INTO gift_lists (id, wedding_id, name, is_main, created_at)
       SELECT pg_temp.bid('l' || g)::uuid, wedding_id, 'Lista de Casamento', true, created_at FROM g
     )
     INSERT INTO weddings (id, couple_id, slug, site_published, gift_list_published, created_at)
     SELECT wedding_id, user_id, 'bench-' || g, g % 3 = 0, g % 4 <> 0, created_at FROM g`,
    [COUPLES, firstNames, firstNames.map(searchKey), surnames, surnames.map(searchKey)],
  );
  await step(
    client,
    'presentes nas listas',
    `INSERT INTO gift_list_items (id, wedding_id, list_id, name, price_cents, quantity_available, is_quota)
     SELECT pg_temp.bid('i' || g || '.' || k)::uuid, pg_temp.bid('w' || g)::uuid, pg_temp.bid('l' || g)::uuid,
            (ARRAY['Jogo de panelas', 'Jantar romântico', 'Lua de mel em cotas', 'Air fryer', 'Passeio de barco'])[k],
            (ARRAY[35000, 25000, 30000, 60000, 45000])[k], CASE WHEN k = 3 THEN 10 ELSE 1 END, k = 3
     FROM generate_series(1, $1::int) g, generate_series(1, 5) k`,
    [COUPLES],
  );
  // A payment's fate from one number r in [0, 1000): concluded 72%, refunded 2.5%, charged back
  // 0.5%, declined 8%, expired 14%, pending 3% (pending ones are the last few days' only).
  await step(
    client,
    'pagamentos',
    `WITH g AS (
       SELECT g, (g * 7919) % 1000 AS r, 1 + ((g * 2654435761) % $2::int) AS couple,
              now() - make_interval(secs => (g * $3::bigint * 86400 / $1::bigint)::int) AS created_at,
              (ARRAY[5000, 10000, 15000, 20000, 25000, 30000, 35000, 50000, 60000, 100000])[(1 + (g / 13) % 10)::int] AS gift
       FROM generate_series(1, $1::bigint) g
     ), s AS (
       SELECT g.*,
              CASE WHEN r < 720 THEN 'concluido' WHEN r < 745 THEN 'estornado' WHEN r < 750 THEN 'contestado'
                   WHEN r < 830 THEN 'recusado' WHEN r < 970 THEN 'expirado' ELSE 'pendente' END AS status,
              CASE WHEN g % 20 < 11 THEN 'pix' WHEN g % 20 < 17 THEN 'card' ELSE 'boleto' END AS method,
              g % 5 = 0 AS guests_pay
       FROM g
     )
     INSERT INTO gift_payments (id, wedding_id, gift_list_item_id, item_name, contributor_name, contributor_email,
       gift_cents, gross_cents, fee_cents, net_cents, fee_basis_points, fee_payer, method, installments, status,
       provider, provider_charge_id, public_token, idempotency_key, created_at, confirmed_at, release_at, refunded_at)
     SELECT pg_temp.bid('p' || g)::uuid, pg_temp.bid('w' || couple)::uuid, pg_temp.bid('i' || couple || '.' || (1 + g % 5))::uuid,
            'Presente ' || (1 + g % 5), 'Convidado ' || g, 'convidado.' || g || '@exemplo.com', gift,
            gross, fee, gross - fee, 389, CASE WHEN guests_pay THEN 'guests' ELSE 'couple' END, method,
            CASE WHEN method = 'card' THEN 1 + g % 6 ELSE 1 END,
            CASE WHEN status = 'pendente' AND created_at < now() - interval '3 days' THEN 'expirado' ELSE status END,
            'sandbox', 'bench_' || g, 'tok' || g, 'bench:' || g, created_at,
            CASE WHEN status IN ('concluido', 'estornado', 'contestado') THEN created_at + interval '4 minutes' END,
            CASE WHEN status IN ('concluido', 'estornado', 'contestado')
                 THEN date_trunc('day', (created_at AT TIME ZONE 'America/Sao_Paulo') + interval '5 days') AT TIME ZONE 'America/Sao_Paulo' END,
            CASE WHEN status IN ('estornado', 'contestado')
                 THEN least(now(), created_at + make_interval(days => (1 + g % 20)::int)) END
     FROM s, LATERAL (SELECT CASE WHEN guests_pay THEN ceil(gift * 10000.0 / 9611)::int ELSE gift END AS gross) x,
          LATERAL (SELECT CASE WHEN guests_pay THEN gross - gift ELSE round(gift * 0.0389)::int END AS fee) y`,
    [PAYMENTS, COUPLES, SPAN_DAYS],
  );
  await step(
    client,
    'saques',
    `INSERT INTO withdrawals (id, wedding_id, amount_cents, pix_key_type, pix_key, status, provider,
       provider_transfer_id, failure_reason, idempotency_key, created_at, paid_at, failed_at)
     SELECT pg_temp.bid('s' || g)::uuid, pg_temp.bid('w' || (1 + (g * 7) % $2::int))::uuid, 5000 + (g % 40) * 1000, 'email',
            'casal.' || g || '@exemplo.com.br', st, 'sandbox', 'bench_t' || g,
            CASE WHEN st = 'falhou' THEN 'Chave PIX inválida.' END, 'withdrawal:bench:' || g, created_at,
            CASE WHEN st = 'pago' THEN created_at + interval '10 minutes' END,
            CASE WHEN st = 'falhou' THEN created_at + interval '10 minutes' END
     FROM generate_series(1, $1::int) g,
          LATERAL (SELECT now() - make_interval(secs => (g::bigint * 613 % ($3::int * 86400))::int) AS created_at,
                          CASE WHEN g % 100 < 92 THEN 'pago' WHEN g % 100 < 96 THEN 'falhou'
                               WHEN g % 100 < 98 THEN 'processando' ELSE 'solicitado' END AS st) x`,
    [Math.round(COUPLES * 0.6), COUPLES, SPAN_DAYS],
  );
  await step(
    client,
    'contas do razão',
    `INSERT INTO ledger_accounts (id, code, wedding_id)
     SELECT pg_temp.bid('a' || code)::uuid, code, NULL FROM unnest(ARRAY['platform_fees', 'provider_clearing', 'payouts_in_transit']) code
     UNION ALL
     SELECT pg_temp.bid('a' || g)::uuid, 'couple_wallet', pg_temp.bid('w' || g)::uuid FROM generate_series(1, $1::int) g`,
    [COUPLES],
  );
  // One transaction per fact, as apply-charge-state.ts and wallet/withdrawals.ts post them.
  await step(
    client,
    'transações do razão',
    `INSERT INTO ledger_transactions (id, kind, idempotency_key, gift_payment_id, withdrawal_id, created_at)
     SELECT pg_temp.bid('tp' || id)::uuid, 'gift_payment', 'payment:' || id || ':paid', id, NULL::uuid, confirmed_at
       FROM gift_payments WHERE confirmed_at IS NOT NULL
     UNION ALL
     SELECT pg_temp.bid('tr' || id)::uuid, CASE status WHEN 'estornado' THEN 'refund' ELSE 'chargeback' END,
            'payment:' || id || ':' || CASE status WHEN 'estornado' THEN 'refund' ELSE 'chargeback' END, id, NULL::uuid, refunded_at
       FROM gift_payments WHERE refunded_at IS NOT NULL
     UNION ALL
     SELECT pg_temp.bid('tw' || id)::uuid, 'withdrawal', 'withdrawal:' || id || ':requested', NULL::uuid, id, created_at FROM withdrawals
     UNION ALL
     SELECT pg_temp.bid('to' || id)::uuid, CASE status WHEN 'pago' THEN 'payout' ELSE 'payout_failed' END,
            'withdrawal:' || id || CASE status WHEN 'pago' THEN ':paid' ELSE ':failed' END, NULL::uuid, id, coalesce(paid_at, failed_at)
       FROM withdrawals WHERE status IN ('pago', 'falhou')`,
  );
  await step(
    client,
    'lançamentos do razão',
    `WITH p AS (
       SELECT p.*, pg_temp.bid('a' || (1 + ((g::bigint * 2654435761) % $1::int)))::uuid AS wallet
       FROM gift_payments p, LATERAL (SELECT substr(p.idempotency_key, 7)::bigint AS g) k
       WHERE p.confirmed_at IS NOT NULL
     ), w AS (
       SELECT w.*, pg_temp.bid('a' || (1 + (substr(w.idempotency_key, 18)::bigint * 7) % $1::int))::uuid AS wallet FROM withdrawals w
     )
     INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, available_at, created_at)
     SELECT pg_temp.bid('tp' || id)::uuid, pg_temp.bid('aprovider_clearing')::uuid, -gross_cents, confirmed_at, confirmed_at FROM p
     UNION ALL SELECT pg_temp.bid('tp' || id)::uuid, wallet, net_cents, release_at, confirmed_at FROM p
     UNION ALL SELECT pg_temp.bid('tp' || id)::uuid, pg_temp.bid('aplatform_fees')::uuid, fee_cents, confirmed_at, confirmed_at FROM p
     UNION ALL SELECT pg_temp.bid('tr' || id)::uuid, pg_temp.bid('aprovider_clearing')::uuid, gross_cents, refunded_at, refunded_at
       FROM p WHERE refunded_at IS NOT NULL
     UNION ALL SELECT pg_temp.bid('tr' || id)::uuid, wallet, -net_cents, greatest(release_at, refunded_at), refunded_at
       FROM p WHERE refunded_at IS NOT NULL
     UNION ALL SELECT pg_temp.bid('tr' || id)::uuid, pg_temp.bid('aplatform_fees')::uuid, -fee_cents, refunded_at, refunded_at
       FROM p WHERE refunded_at IS NOT NULL
     UNION ALL SELECT pg_temp.bid('tw' || id)::uuid, wallet, -amount_cents, created_at, created_at FROM w
     UNION ALL SELECT pg_temp.bid('tw' || id)::uuid, pg_temp.bid('apayouts_in_transit')::uuid, amount_cents, created_at, created_at FROM w
     UNION ALL SELECT pg_temp.bid('to' || id)::uuid, pg_temp.bid('apayouts_in_transit')::uuid, -amount_cents,
                      coalesce(paid_at, failed_at), coalesce(paid_at, failed_at) FROM w WHERE status IN ('pago', 'falhou')
     UNION ALL SELECT pg_temp.bid('to' || id)::uuid, CASE status WHEN 'pago' THEN pg_temp.bid('aprovider_clearing')::uuid ELSE wallet END,
                      amount_cents, coalesce(paid_at, failed_at), coalesce(paid_at, failed_at) FROM w WHERE status IN ('pago', 'falhou')`,
    [COUPLES],
  );
  await client.query("SET session_replication_role = 'origin'");
  const filled = performance.now();
  const unbalanced = await client.query(
    'SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY 1 HAVING sum(amount_cents) <> 0) x',
  );
  if (Number(unbalanced.rows[0].n) !== 0)
    throw new Error(`${unbalanced.rows[0].n} unbalanced ledger transactions`);
  const summarised = performance.now();
  await database.db.transaction((tx) => rebuildMoneyDaily(tx));
  await database.db.transaction((tx) => rebuildCouplesDaily(tx));
  const rebuilt = performance.now();
  for (const table of [
    'users',
    'couples',
    'weddings',
    'gift_lists',
    'gift_list_items',
    'gift_payments',
    'withdrawals',
    'ledger_accounts',
    'ledger_transactions',
    'ledger_entries',
    'money_daily',
    'couples_daily',
  ])
    await client.query(`VACUUM ANALYZE ${table}`);
  return {
    fillMs: filled - started,
    checkMs: summarised - filled,
    summaryMs: rebuilt - summarised,
    analyzeMs: performance.now() - rebuilt,
  };
}

const database = await benchDatabase(url);
const client = new pg.Client({ connectionString: url });
await client.connect();
if (!KEEP) {
  console.log('Preenchendo...');
  const t = await fill(client, database);
  console.log(
    `preenchido em ${(t.fillMs / 1000).toFixed(1)} s; razão conferido em ${(t.checkMs / 1000).toFixed(1)} s; resumo diário ${(t.summaryMs / 1000).toFixed(1)} s; VACUUM ANALYZE ${(t.analyzeMs / 1000).toFixed(1)} s\n`,
  );
}

const { app, get } = await adminApp(database);

const [sample] = (
  await client.query<{ wedding_id: string; email: string; n: string }>(
    `SELECT p.wedding_id, u.email, count(*) AS n FROM gift_payments p
     JOIN weddings w ON w.id = p.wedding_id JOIN users u ON u.id = w.couple_id
     WHERE p.wedding_id = (SELECT wedding_id FROM gift_payments ORDER BY created_at DESC OFFSET 777 LIMIT 1)
     GROUP BY 1, 2`,
  )
).rows;
if (!sample) throw new Error('no wedding with payments');
const day = (k: number) => new Date(Date.now() - 3 * 3_600_000 - k * 86_400_000).toISOString().slice(0, 10);

const cases: { label: string; url: string }[] = [
  { label: 'painel: /api/admin/dashboard', url: '/api/admin/dashboard' },
  { label: 'painel: um dia passado', url: `/api/admin/dashboard?ate=${day(100)}` },
  { label: 'listas: visão geral', url: '/api/admin/gift-lists' },
  { label: 'listas: página 50', url: '/api/admin/gift-lists?page=50' },
  { label: 'listas: busca "mariana"', url: '/api/admin/gift-lists?q=mariana' },
  {
    label: 'listas: rascunhos, personalizadas',
    url: '/api/admin/gift-lists?status=rascunho&tipo=personalizada',
  },
  { label: 'listas: estatísticas', url: '/api/admin/gift-lists/stats' },
  { label: 'listas: detalhes de um casal', url: `/api/admin/gift-lists/${sample.wedding_id}` },
  { label: 'pagamentos: sem filtro', url: '/api/admin/payments' },
  { label: 'pagamentos: página 40', url: '/api/admin/payments?page=40' },
  { label: 'pagamentos: concluídos', url: '/api/admin/payments?status=concluido' },
  { label: 'pagamentos: estornados', url: '/api/admin/payments?status=estornado' },
  { label: 'pagamentos: contestados, cartão', url: '/api/admin/payments?status=contestado&metodo=card' },
  {
    label: 'pagamentos: de um casal (e-mail)',
    url: `/api/admin/payments?casal=${encodeURIComponent(sample.email)}`,
  },
  { label: 'pagamentos: casal "mariana"', url: '/api/admin/payments?casal=mariana' },
  { label: 'pagamentos: um dia', url: `/api/admin/payments?de=${day(40)}&ate=${day(40)}` },
  { label: 'pagamentos: um mês', url: `/api/admin/payments?de=${day(60)}&ate=${day(30)}` },
  { label: 'saques: todos', url: '/api/admin/withdrawals' },
  { label: 'saques: falhou', url: '/api/admin/withdrawals?status=falhou' },
  { label: 'finanças: por dia (30)', url: '/api/admin/finances?periodo=dia' },
  { label: 'finanças: por semana (12)', url: '/api/admin/finances?periodo=semana' },
  { label: 'finanças: por mês (12)', url: '/api/admin/finances?periodo=mes' },
  { label: 'finanças: por mês, 18 meses', url: `/api/admin/finances?periodo=mes&de=${day(SPAN_DAYS)}` },
];

const counts = await client.query<{ p: string; e: string; w: string }>(
  `SELECT (SELECT count(*) FROM gift_payments) AS p, (SELECT count(*) FROM ledger_entries) AS e,
          (SELECT count(*) FROM withdrawals) AS w`,
);
const c0 = counts.rows[0];
console.log(
  `Dinheiro no back office: ${COUPLES.toLocaleString('pt-BR')} casais, ${Number(c0?.p).toLocaleString('pt-BR')} pagamentos, ${Number(c0?.w).toLocaleString('pt-BR')} saques, ${Number(c0?.e).toLocaleString('pt-BR')} lançamentos; ${ROUNDS} rodadas por rota via app.inject (${new Date().toISOString().slice(0, 10)})\n`,
);
const only = process.env.BENCH_ONLY;
await timeRoutes<{ total?: number; totalCapped?: boolean; rows?: unknown[] }>(
  get,
  cases.filter((c) => !only || c.label.includes(only)),
  {
    rounds: ROUNDS,
    targetMs: TARGET_MS,
    found: (body) =>
      body.total !== undefined
        ? `${body.totalCapped ? '> ' : ''}${body.total.toLocaleString('pt-BR')}`
        : body.rows
          ? `${body.rows.length} períodos`
          : '—',
  },
);
await app.close();
await client.end();
await database.close();
