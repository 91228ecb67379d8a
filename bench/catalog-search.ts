// Catalogue search at scale: fills a PostgreSQL database of its own with 20,000 and then 1,000,000
// products (generate_series in SQL, not row-by-row inserts) and times the real search queries
// (gift-catalog/catalog-search.ts) the admin catalogue and the couples' picker run.
// Usage: `npm run bench:catalog` (PostgreSQL on 127.0.0.1:5432; BENCH_DATABASE_URL to choose another).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { searchCatalog } from '../src/server/modules/gift-catalog/catalog-search.ts';
import type { CatalogQuery } from '../src/shared/gift-catalog.ts';
import { searchKey } from '../src/shared/text.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/casamento_bench_catalogo';
const sizes = (process.env.BENCH_SIZES ?? '20000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

// Product names are built from these parts, so searches hit common and rare words alike.
const things = [
  'Jogo de panelas',
  'Cafeteira',
  'Toalha de banho',
  'Luminária',
  'Xícara',
  'Taça de cristal',
  'Edredom',
  'Sofá',
  'Liquidificador',
  'Faqueiro',
  'Travessa',
  'Tapete',
  'Vaso',
  'Quadro',
  'Panela de pressão',
  'Jogo de lençol',
  'Aparelho de jantar',
  'Batedeira',
  'Air fryer',
  'Cadeira',
  'Mesa de centro',
  'Abajur',
  'Caixa de som',
  'Ventilador',
  'Aspirador',
  'Frigideira',
  'Jarra',
  'Bule',
  'Cesto',
  'Almofada',
  'Cortina',
  'Espelho',
  'Relógio de parede',
  'Fondue',
  'Sanduicheira',
  'Chaleira',
  'Tábua de frios',
  'Porta-retrato',
  'Jogo americano',
  'Roupão',
];
const materials = [
  'de cerâmica',
  'inox',
  'de vidro',
  'de madeira',
  'de algodão egípcio',
  'de porcelana',
  'de bambu',
  'antiaderente',
  'de linho',
  'de cobre',
  'de mármore',
  'de veludo',
  'elétrica',
  'de ferro fundido',
  'de palha',
  'de couro',
  'de acrílico',
  'de crochê',
  'de resina',
  'de alumínio',
];
const colours = [
  'azul',
  'branco',
  'cinza',
  'verde-oliva',
  'rosé',
  'terracota',
  'preto fosco',
  'dourado',
  'marfim',
  'vermelho',
  'amarelo',
  'lilás',
  'grafite',
  'areia',
  'turquesa',
  'bordô',
];

const queries: { label: string; query: Partial<CatalogQuery>; couples?: boolean }[] = [
  { label: 'admin: sem busca', query: {} },
  { label: 'admin: "cafe"', query: { q: 'cafe' } },
  { label: 'admin: "JOGO DE PANELA"', query: { q: 'JOGO DE PANELA' } },
  { label: 'admin: "ceramica azul"', query: { q: 'ceramica azul' } },
  { label: 'admin: "taca cristal dourado"', query: { q: 'taca cristal dourado' } },
  { label: 'admin: "inox" página 5', query: { q: 'inox', page: 5 } },
  { label: 'admin: "luminaria", inativos', query: { q: 'luminaria', status: 'inativo' } },
  { label: 'admin: categoria', query: { categoryId: 'first' } },
  { label: 'admin: "xicara" na categoria', query: { q: 'xicara', categoryId: 'first' } },
  { label: 'admin: sem resultado', query: { q: 'zzzinexistente' } },
  { label: 'casais: sem busca', query: {}, couples: true },
  { label: 'casais: "edredom"', query: { q: 'edredom' }, couples: true },
  { label: 'casais: categoria', query: { categoryId: 'first' }, couples: true },
  { label: 'casais: "vaso" na categoria', query: { q: 'vaso', categoryId: 'first' }, couples: true },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function ensureDatabase() {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/** Replaces every product with `n` generated ones, in one statement, the indexes rebuilt after. */
async function fill(client: pg.Client, n: number) {
  const started = performance.now();
  await client.query('TRUNCATE catalog_products CASCADE');
  // The migrations' own indexes (not the keys), dropped for the load and created again after it.
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
     WHERE tablename = 'catalog_products' AND indexname NOT IN (
       SELECT conname FROM pg_constraint WHERE conrelid = 'catalog_products'::regclass)`,
  );
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
  await client.query(
    `INSERT INTO catalog_products (key, name, search_name, description, suggested_price_cents, category_id,
       subcategory_id, tags, item_type, status, image_url, created_at)
     SELECT 'bench-' || g,
            t.name || ' ' || m.name || ' ' || c.name || ' ' || (g % 997),
            t.key || ' ' || m.key || ' ' || c.key || ' ' || (g % 997),
            'Produto gerado para medir a busca.',
            990 + (g::bigint * 7919) % 499000,
            s.category_id, s.id, '{}', 'Item para Casa',
            CASE WHEN g % 11 = 0 THEN 'inativo' ELSE 'ativo' END,
            NULL,
            now() - make_interval(secs => g)
     FROM generate_series(1, $1::int) AS g
     JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(name, key, i) ON t.i = 1 + g % cardinality($2::text[])
     JOIN unnest($4::text[], $5::text[]) WITH ORDINALITY AS m(name, key, i) ON m.i = 1 + (g / 7) % cardinality($4::text[])
     JOIN unnest($6::text[], $7::text[]) WITH ORDINALITY AS c(name, key, i) ON c.i = 1 + (g / 13) % cardinality($6::text[])
     JOIN (SELECT id, category_id, row_number() OVER (ORDER BY id) AS i FROM gift_subcategories) AS s
       ON s.i = 1 + g % (SELECT count(*) FROM gift_subcategories)`,
    [n, things, things.map(searchKey), materials, materials.map(searchKey), colours, colours.map(searchKey)],
  );
  const filled = performance.now();
  for (const index of indexes) await client.query(index.def);
  await client.query('ANALYZE');
  return { fillMs: filled - started, indexMs: performance.now() - filled };
}

await ensureDatabase();
const database = await openDatabase({ url });
await database.migrate();
await seed(database.db, { demo: false });
const client = new pg.Client({ connectionString: url });
await client.connect();
const firstCategory = (await client.query('select id from gift_categories order by display_order limit 1'))
  .rows[0]?.id as string;

console.log(
  `Busca no catálogo, ${ROUNDS} rodadas de ${queries.length} consultas (${new Date().toISOString().slice(0, 10)})`,
);
for (const n of sizes) {
  const { fillMs, indexMs } = await fill(client, n);
  console.log(
    `\n${n.toLocaleString('pt-BR')} produtos: preenchido em ${(fillMs / 1000).toFixed(1)} s, índices em ${(indexMs / 1000).toFixed(1)} s`,
  );
  const all: number[] = [];
  const rows: string[] = [];
  for (const q of queries) {
    const query: CatalogQuery = {
      q: q.query.q ?? '',
      status: q.query.status ?? 'todos',
      page: q.query.page ?? 1,
      categoryId: q.query.categoryId === 'first' ? firstCategory : undefined,
    };
    const options = q.couples ? { forCouples: true, order: 'price' as const, pageSize: 12 } : {};
    await searchCatalog(database.db, query, options); // warm-up
    const times: number[] = [];
    let result = await searchCatalog(database.db, query, options);
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      result = await searchCatalog(database.db, query, options);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push(
      `  ${q.label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  (${result.totalCapped ? '>' : ''}${result.total} resultados)`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(rows.join('\n'));
  console.log(
    `  todas: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, máx ${all.at(-1)?.toFixed(1)} ms`,
  );
}
await client.end();
await database.close();
